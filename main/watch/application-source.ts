import type { ListFilter } from '../../shared/contract/lists';
import type { Application } from '../../shared/wire/applications';

/**
 * Where the watcher reads the branch's applications. `ApplicationService` is one as it stands (the signed-in branch,
 * refused while locked); failures are thrown, as the services throw them.
 */
export interface ApplicationSource {
  list(filter: ListFilter): Promise<{ applications: Application[]; hasMoreRecords: boolean }>;
  get(id: string): Promise<Application>;
  /** Told of what the screens read, when the source can say (ApplicationService can): the watcher's own reads are not. */
  onRead?(reader: (applications: readonly Application[]) => void): () => void;
}
