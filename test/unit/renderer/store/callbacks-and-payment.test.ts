import { describe, expect, it } from 'vitest';
import { callTimeWords } from '../../../../renderer/screens/callbacks/call-slot-words';
import { timeFromNowWords } from '../../../../renderer/screens/callbacks/time-from-now';
import { invoiceStanding } from '../../../../renderer/screens/applications/payment-standing';
import { paymentStanding } from '../../../../shared/applications/payment-standing';
import { idle } from '../../../../renderer/store/async-state';
import { earliestCallSlot } from '../../../../shared/callouts/call-slot';
import type { ApplicationKioskRecord } from '../../../../shared/contract/kiosk-records';
import type { Application } from '../../../../shared/wire/applications';
import { solarApplication } from '../../../fixtures/solar-application';

// D18 in words and where payment stands (D14, K7); the call-backs list's K4 is
// test/component/screens/callbacks/callbacks-screen.test.tsx, the application record's the query layer's wipe.

const approvedAt = '2026-11-20T01:00:00+00:00';
const application = solarApplication('APPROVED', approvedAt, []);
const requested = (state: 'sent' | 'unconfirmed'): ApplicationKioskRecord => ({
  invoices: [],
  paymentRequest: { state, requestedAt: '2026-11-24T03:00:00.000Z', statusWhenRequested: { status: 'APPROVED', since: approvedAt } },
});

describe('the call-back estimate in words (D18)', () => {
  it('names the day and the time in the given zone, and how far off it is', () => {
    // Wednesday 26 November 2025, 09:05 in Sydney: the earliest slot is 10:15 the same day.
    const now = Date.parse('2025-11-26T09:05:00+11:00');
    const slot = earliestCallSlot(now);
    expect(callTimeWords(slot, 'Australia/Sydney')).toBe('Wednesday 26 November, 10:15\u00a0am');
    expect(callTimeWords(slot, 'Australia/Perth')).toBe('Wednesday 26 November, 7:15\u00a0am');
    expect(timeFromNowWords(slot, now)).toBe('about 1 hour 10 minutes from now');
  });

  it('rounds to quarter hours, then hours, then days', () => {
    const now = Date.parse('2025-11-28T16:30:00+11:00');
    expect(timeFromNowWords(now + 60 * 60_000, now)).toBe('about 1 hour from now');
    expect(timeFromNowWords(now + 150 * 60_000, now)).toBe('about 2 hours 30 minutes from now');
    expect(timeFromNowWords(now + 16.5 * 3_600_000, now)).toBe('about 17 hours from now');
    // Friday 16:30 → Monday 09:00.
    expect(timeFromNowWords(earliestCallSlot(now), now)).toBe('about 3 days from now');
  });
});

describe('where payment stands', () => {
  it('ready when approved and nothing was requested; waiting once requested while the status stands', () => {
    expect(paymentStanding(application, null)).toEqual({ kind: 'ready' });
    expect(paymentStanding(application, requested('sent'))).toEqual({ kind: 'waiting', requestedAt: '2026-11-24T03:00:00.000Z' });
    expect(paymentStanding(application, requested('unconfirmed'))).toMatchObject({ kind: 'may-have-gone' });
  });

  it('no longer waiting once the status moved: paid, or approved afresh', () => {
    const paid: Application = {
      ...application,
      status: 'PAID',
      status_history: [...application.status_history, { status: 'PAID', time: '2026-11-25T00:00:00+00:00' }],
    };
    expect(paymentStanding(paid, requested('sent'))).toEqual({ kind: 'paid' });
    const again: Application = {
      ...application,
      status_history: [...application.status_history, { status: 'APPROVED', time: '2026-11-26T00:00:00+00:00' }],
    };
    expect(paymentStanding(again, requested('sent'))).toEqual({ kind: 'ready' });
    expect(paymentStanding({ ...application, status: 'REFER' }, null)).toEqual({ kind: 'not-approved' });
  });

  it('an invoice counts when the provider lists one or this kiosk sent one; otherwise it says honestly what is known', () => {
    const record = (state: 'sent' | 'queued'): ApplicationKioskRecord => ({ invoices: [{ state, at: approvedAt }], paymentRequest: null });
    expect(invoiceStanding([{ type: 'INVOICE', filename: 'a.pdf' }], idle, null)).toEqual({ present: true });
    expect(invoiceStanding([], idle, record('sent'))).toEqual({ present: true });
    expect(invoiceStanding([{ type: 'STC', filename: 'stc.pdf' }], idle, null)).toEqual({
      present: false,
      words: 'No invoice has been uploaded from this kiosk, and the provider lists none on this application.',
    });
    expect(invoiceStanding([], idle, record('queued'))).toMatchObject({
      present: false,
      words: expect.stringMatching(/waits in the Outbox/),
    });
    const unread = { status: 'failed', code: 'unavailable', message: 'x', fieldErrors: {} } as const;
    expect(invoiceStanding([], unread, null)).toMatchObject({
      present: false,
      words: expect.stringMatching(/^No invoice has been uploaded from this kiosk/),
    });
  });
});
