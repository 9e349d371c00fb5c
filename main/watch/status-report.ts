import type { ApplicationStatus } from '../../shared/enums';

/** A verified webhook's news (document, "Events"): which application, its new status, and when it was sent. */
export interface StatusReport {
  readonly applicationId: string;
  readonly status: ApplicationStatus;
  readonly reference_number: string;
  /** The webhook's `timestamp`, in milliseconds of the service's clock. */
  readonly sentAt: number;
}
