import { describe, expect, it } from 'vitest';
import { needsYouItemOf, needsYouListOf, type WatchedApplication } from '../../../../shared/alerts/needs-you';
import type { ApplicationKioskRecord } from '../../../../shared/contract/kiosk-records';
import type { ApplicationStatus } from '../../../../shared/enums';

// Issue 38 item 12: why an application needs the salesperson, by its status (D14), its documents (D16) and what this
// kiosk sent for it (K8).

function application(id: string, history: ApplicationStatus[], day = '2026-11-20'): WatchedApplication {
  return {
    id,
    created: `${day}T01:00:00+00:00`,
    status: history.at(-1) ?? 'QUOTE',
    status_history: history.map((status, index) => ({ status, time: `${day}T0${index + 1}:00:00+00:00` })),
  };
}

const nothingSent: ApplicationKioskRecord = { invoices: [], paymentRequest: null };

describe('what needs you', () => {
  it('referred: the provider is reviewing it, since it was referred', () => {
    expect(needsYouItemOf(application('5', ['QUOTE', 'REFER']), null, undefined)).toEqual({
      applicationId: '5',
      status: 'REFER',
      reason: 'referred',
      since: '2026-11-20T02:00:00+00:00',
    });
  });

  it('approved with no payment requested: request payment, or the invoice first when none is on it', () => {
    const approved = application('6', ['QUOTE', 'C.APPROV', 'APPROVED']);
    expect(needsYouItemOf(approved, nothingSent, true)?.reason).toBe('requestPayment');
    expect(needsYouItemOf(approved, nothingSent, false)?.reason).toBe('invoiceMissing');
    // Not read yet: no claim about the invoice.
    expect(needsYouItemOf(approved, nothingSent, undefined)?.reason).toBe('requestPayment');
  });

  it('approved, and payment requested from this kiosk while the status stands (K7): nothing to do but wait', () => {
    const approved = application('6', ['QUOTE', 'APPROVED']);
    const requested: ApplicationKioskRecord = {
      invoices: [],
      paymentRequest: {
        state: 'sent',
        requestedAt: '2026-11-21T00:00:00.000Z',
        statusWhenRequested: { status: 'APPROVED', since: '2026-11-20T02:00:00+00:00' },
      },
    };
    expect(needsYouItemOf(approved, requested, false)).toBeNull();
  });

  it('started, conditionally approved, declined, withdrawn or paid: nothing', () => {
    for (const history of [
      ['QUOTE'],
      ['QUOTE', 'C.APPROV'],
      ['QUOTE', 'DECLINED'],
      ['QUOTE', 'APPROVED', 'WITHDRAW'],
      ['QUOTE', 'APPROVED', 'PAID'],
    ] as const)
      expect(needsYouItemOf(application('7', [...history]), null, false)).toBeNull();
  });

  it('newest first, then by number', () => {
    const items = [
      needsYouItemOf(application('9', ['QUOTE', 'REFER'], '2026-11-01'), null, undefined),
      needsYouItemOf(application('10', ['QUOTE', 'REFER'], '2026-11-03'), null, undefined),
      needsYouItemOf(application('11', ['QUOTE', 'REFER'], '2026-11-03'), null, undefined),
    ].flatMap((item) => (item ? [item] : []));
    expect(needsYouListOf(items).items.map((item) => item.applicationId)).toEqual(['11', '10', '9']);
  });
});
