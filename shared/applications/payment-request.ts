import { z } from 'zod';
import { applicationStatuses } from '../enums';
import type { Application } from '../wire/applications';

// D14, K7: a payment request changes no status, so "asked already" is told by the status (and since when) the
// application had when the request was answered: while it is unchanged, a second request would only repeat the first.

export const statusMark = z.object({ status: z.enum(applicationStatuses), since: z.string() });
export type StatusMark = z.infer<typeof statusMark>;

/** The application's status and the time it took that status (its newest history entry, D14). */
export function statusMarkOf(application: Pick<Application, 'status' | 'status_history'>): StatusMark {
  const latest = application.status_history.findLast((change) => change.status === application.status);
  return { status: application.status, since: latest?.time ?? '' };
}

/** True while the application is as it was when payment was requested: still waiting for the customer. */
export function stillAwaitingCustomer(requested: StatusMark, application: Pick<Application, 'status' | 'status_history'>): boolean {
  const now = statusMarkOf(application);
  return now.status === requested.status && now.since === requested.since;
}
