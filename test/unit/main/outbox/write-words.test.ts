import { describe, expect, it } from 'vitest';
import { summaryOf } from '../../../../main/outbox/outbox-summary';
import { mayHaveReached, sameRequestKey } from '../../../../main/outbox/repeat-guard';
import { writeFailureOf } from '../../../../main/outbox/write-outcome';

// What staff read in the outbox, and how a failed write is judged (K3, K7, K8).

const purchase = {
  first_name: 'Jamie',
  last_name: 'Nguyen',
  phone: '0412345678',
  email: 'jamie@example.com',
  total_purchase_amount: 950_000,
  deposit_amount: 100_000,
  repayment_term: 24,
  product_category: 'Roofing',
  product_description: 'New roof',
};

describe('outbox words', () => {
  it('sums up each write in plain words, without a secret', () => {
    expect(summaryOf('quote', { ...purchase, account_id: '1001' })).toBe('Quote for Jamie Nguyen, $8,500.00 over 24 months');
    expect(summaryOf('callout', purchase)).toBe('Call-back for Jamie Nguyen, $8,500.00 over 24 months');
    expect(summaryOf('secureCode', { mobile: '0412345678' })).toBe('Secure code by text to the mobile ending 678');
    expect(summaryOf('document', { application_id: '4000621', invoice_type: 'invoice', filename: 'a.pdf', filecontent: 'JVBERi0=' })).toBe(
      'Invoice a.pdf for application 4000621',
    );
    expect(summaryOf('reference', { application_id: '4000621', reference_number: 'JOB-1' })).toBe(
      'Reference JOB-1 for application 4000621',
    );
    expect(summaryOf('payment', { application_id: '4000621' })).toBe('Payment request for application 4000621');
  });

  it('never says "could not be reached" of a write that may have gone (K7)', () => {
    for (const kind of ['callout', 'secureCode', 'payment'] as const) {
      const words = mayHaveReached(kind, Date.parse('2026-11-24T02:05:00Z'));
      expect(words).toMatch(/may have reached the provider/);
      expect(words).not.toMatch(/could not be reached|cannot be reached/);
    }
  });

  it('knows the same request: the same customer for a callout, the same mobile for a code', () => {
    expect(sameRequestKey('callout', purchase)).toBe(
      sameRequestKey('callout', { ...purchase, email: ' JAMIE@example.com', total_purchase_amount: 1 }),
    );
    expect(sameRequestKey('callout', purchase)).not.toBe(sameRequestKey('callout', { ...purchase, phone: '0499999999' }));
    expect(sameRequestKey('secureCode', { mobile: '0412345678' })).not.toBe(sameRequestKey('secureCode', { mobile: '0412345679' }));
  });

  it('queues only what never left, and looks for what may have arrived (K3, K8)', () => {
    expect(writeFailureOf({ kind: 'network', message: 'ECONNREFUSED', requestSent: false })).toBe('unreachable');
    expect(writeFailureOf({ kind: 'network', message: 'other side closed', requestSent: true })).toBe('lost');
    expect(writeFailureOf({ kind: 'timeout', afterMs: 15_000 })).toBe('lost');
    expect(writeFailureOf({ kind: 'outcome-unknown', endpoint: 'createQuote', cause: { kind: 'timeout', afterMs: 1 } })).toBe('lost');
    expect(writeFailureOf({ kind: 'service', http: 400, status: 4402, message: 'Invalid input' })).toBe('refused');
    expect(writeFailureOf({ kind: 'sign-in-refused', http: 401, status: 4010, message: 'Unauthorized' })).toBe('not-sent');
  });
});
