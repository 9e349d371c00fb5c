import type { ApplicationStatus } from '../../shared/enums';

/** What the kiosk last knew of one application: enough to tell a change from a repeat. */
export interface SeenStatus {
  readonly status: ApplicationStatus;
  /** The length of the application's status history (D14): it only grows, so a smaller one is an older answer. */
  readonly version: number;
  readonly reference_number: string;
  readonly applicant: string;
}

/** Where the last known status of each application is kept; in memory today, on disk if the kiosk ever needs it. */
export interface SeenStatuses {
  get(applicationId: string): SeenStatus | undefined;
  set(applicationId: string, seen: SeenStatus): void;
  readonly size: number;
}

export class MemorySeenStatuses implements SeenStatuses {
  readonly #seen = new Map<string, SeenStatus>();

  get(applicationId: string): SeenStatus | undefined {
    return this.#seen.get(applicationId);
  }

  set(applicationId: string, seen: SeenStatus): void {
    this.#seen.set(applicationId, seen);
  }

  get size(): number {
    return this.#seen.size;
  }
}
