import type { QueryClient } from '@tanstack/react-query';
import type { StatusChange } from '../../shared/contract/watch';
import type { Application } from '../../shared/wire/applications';
import { kioskQueriesOf } from './use-kiosk-query';

// On its own, beside application-reads.ts: the first screen follows what main pushes, while the applications' reads
// (lists, paging, documents) load with their screens (issue 37).

/** Main pushed status changes (`watch:statusChanged`): the lists and the open application follow. */
export function followStatusChanges(queryClient: QueryClient, changes: readonly StatusChange[]): void {
  queryClient.setQueriesData<Application[]>(kioskQueriesOf('applications:list'), (listed) =>
    listed?.map((each) => applyChanges(each, changes)),
  );
  queryClient.setQueriesData<Application>(kioskQueriesOf('applications:get'), (open) => open && applyChanges(open, changes));
}

function applyChanges(application: Application, changes: readonly StatusChange[]): Application {
  const mine = changes.filter((change) => change.applicationId === application.id);
  const last = mine.at(-1);
  if (last === undefined) return application;
  const known = new Set(application.status_history.map((entry) => `${entry.status}@${entry.time}`));
  const added = mine.filter((change) => !known.has(`${change.to}@${change.at}`)).map((change) => ({ status: change.to, time: change.at }));
  return {
    ...application,
    status: last.to,
    reference_number: last.reference_number,
    status_history: [...application.status_history, ...added],
  };
}
