import type { StatusAlert } from '../contract/alerts';
import type { StatusChange } from '../contract/watch';
import { applicationStatusWords } from '../application-status-words';
import type { ApplicationStatus } from '../enums';

// Issue 38 item 12: the salesperson hears when an application of the branch is approved, declined, referred or paid,
// in an OS notification (Electron's in the app, the browser's in the browser host). A notification can show over a
// customer, so it names the application's number and its new status only: never a customer's name or an amount (K4, K12).

/** The statuses worth interrupting staff for. */
export const alertStatuses = ['APPROVED', 'REFER', 'DECLINED', 'PAID'] as const satisfies readonly ApplicationStatus[];
export type AlertStatus = (typeof alertStatuses)[number];

/** What each asks of staff next. */
const nextStep: Record<AlertStatus, string> = {
  APPROVED: 'Request payment once the job is delivered; upload the invoice first.',
  REFER: 'The provider is reviewing it and may ask the customer for more.',
  DECLINED: 'Open it to see its history.',
  PAID: 'The customer confirmed delivery.',
};

function isAlertStatus(status: ApplicationStatus): status is AlertStatus {
  return (alertStatuses as readonly ApplicationStatus[]).includes(status);
}

/** The alert a change raises, or null for a change staff need not hear of at once (started, withdrawn…). */
export function statusAlertOf(change: Pick<StatusChange, 'applicationId' | 'to'>): StatusAlert | null {
  if (!isAlertStatus(change.to)) return null;
  return {
    applicationId: change.applicationId,
    status: change.to,
    title: `Application ${change.applicationId}: ${applicationStatusWords[change.to]}`,
    body: nextStep[change.to],
  };
}
