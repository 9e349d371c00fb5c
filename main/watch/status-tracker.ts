import type { StatusChange } from '../../shared/contract/watch';
import type { Application } from '../../shared/wire/applications';
import type { SeenStatuses } from './seen-statuses';
import { serviceTimestamp } from '../../shared/dates/utc-day';
import type { StatusReport } from './status-report';

/**
 * Tells a status change from a repeat, whichever way the news came (a poll, a refreshed application, a webhook), so
 * each change is reported once. The first sighting of an application is its baseline, not a change.
 */
export class StatusTracker {
  readonly #seen: SeenStatuses;

  constructor(seen: SeenStatuses) {
    this.#seen = seen;
  }

  get known(): number {
    return this.#seen.size;
  }

  /** An application as the service answered it; `now` dates a change the history does not (service clock, ms). */
  observe(application: Application, now: number): StatusChange | undefined {
    const version = application.status_history.length;
    const facts = { reference_number: application.reference_number, applicant: application.applicants[0]?.name ?? '' };
    const known = this.#seen.get(application.id);
    // D14's history only grows: a shorter one is an answer that left the service before what we already know.
    if (known && version < known.version) return undefined;
    this.#seen.set(application.id, { status: application.status, version, ...facts });
    if (!known || known.status === application.status) return undefined;
    const recorded = application.status_history.findLast((change) => change.status === application.status);
    return {
      applicationId: application.id,
      from: known.status,
      to: application.status,
      at: recorded?.time ?? serviceTimestamp(now),
      ...facts,
    };
  }

  /**
   * A verified webhook when the application itself could not be read: trusted, but it carries no history, so it is
   * taken as one step past what is known. An application never seen has no baseline yet, so it waits for a poll.
   */
  observeReport(report: StatusReport): StatusChange | undefined {
    const known = this.#seen.get(report.applicationId);
    if (!known || known.status === report.status) return undefined;
    this.#seen.set(report.applicationId, {
      ...known,
      status: report.status,
      version: known.version + 1,
      reference_number: report.reference_number,
    });
    return {
      applicationId: report.applicationId,
      from: known.status,
      to: report.status,
      at: serviceTimestamp(report.sentAt),
      reference_number: report.reference_number,
      applicant: known.applicant,
    };
  }
}
