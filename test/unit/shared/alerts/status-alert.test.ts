import { describe, expect, it } from 'vitest';
import { statusAlertOf } from '../../../../shared/alerts/status-alert';
import { applicationStatuses } from '../../../../shared/enums';

// Issue 38 item 12: which changes alert the salesperson, and what the alert says: the number and the status, never a
// customer's name or an amount, since a notification can show over a customer (K4, K12).

describe('status alerts', () => {
  it('approved, declined, referred and paid alert; started, conditionally approved and withdrawn do not', () => {
    const alerting = applicationStatuses.filter((to) => statusAlertOf({ applicationId: '41', to }) !== null);
    expect(alerting.sort()).toEqual(['APPROVED', 'DECLINED', 'PAID', 'REFER']);
  });

  it('names the application and its status in staff’s words, and the next step', () => {
    expect(statusAlertOf({ applicationId: '1234', to: 'APPROVED' })).toEqual({
      applicationId: '1234',
      status: 'APPROVED',
      title: 'Application 1234: Approved',
      body: 'Request payment once the job is delivered; upload the invoice first.',
    });
    expect(statusAlertOf({ applicationId: '1234', to: 'REFER' })?.title).toBe('Application 1234: Being reviewed');
  });

  it('carries nothing of the change but its number and new status (no applicant, no reference)', () => {
    const change = { applicationId: '77', to: 'PAID' as const, applicant: 'Jamie Nguyen', reference_number: 'INV-9' };
    expect(JSON.stringify(statusAlertOf(change))).not.toMatch(/Jamie|Nguyen|INV-9/);
  });
});
