import type { Application } from '../wire/applications';

// D14: APPROVED may be followed by PAID (payment requested, delivery confirmed) or by WITHDRAW; DECLINED is final.
// One rule for the dashboard's figures and the applications list's filters, so a figure and its list agree.

export type OutcomeFacts = Pick<Application, 'status' | 'status_history'>;

/** Approved at some point: approved now, paid since (payment needs APPROVED, D14), or approved and withdrawn since. */
export function wasApproved(application: OutcomeFacts): boolean {
  return (
    application.status === 'APPROVED' ||
    application.status === 'PAID' ||
    application.status_history.some((change) => change.status === 'APPROVED')
  );
}

export function isDeclined(application: OutcomeFacts): boolean {
  return application.status === 'DECLINED';
}

export function isPaid(application: OutcomeFacts): boolean {
  return application.status === 'PAID';
}
