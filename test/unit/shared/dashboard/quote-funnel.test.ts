import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { quoteFunnel, type FunnelApplication, type FunnelQuote } from '../../../../shared/dashboard/quote-funnel';
import { applicationStatuses } from '../../../../shared/enums';

// Branch's funnel (issue 26, point 8): every step a subset of the one before, whatever the records.

const range = { startDate: '2026-11-01', endDate: '2026-11-30' };
const day = fc.integer({ min: 0, max: 40 }).map((offset) => new Date(Date.UTC(2026, 9, 25 + offset, 3)).toISOString().slice(0, 19));
const email = fc.constantFrom('a@example.com', 'b@example.com');
const amount = fc.constantFrom(100_000, 200_000);

const quotes = fc
  .array(fc.tuple(day, email, amount, fc.constantFrom('SENT', 'COMPLETED') as fc.Arbitrary<FunnelQuote['status']>), { maxLength: 30 })
  .map((specs) =>
    specs.map(([created, applicant_email, financed, status], index): FunnelQuote => ({
      id: `q${index}`,
      created: `${created}+00:00`,
      status,
      applicant_email,
      total_purchase_amount: financed,
      deposit_amount: 0,
      repayment_term: 36,
    })),
  );
const history = fc.array(fc.constantFrom(...applicationStatuses), { minLength: 1, maxLength: 4 });
const applications = fc.array(fc.tuple(day, email, amount, history), { maxLength: 30 }).map((specs) =>
  specs.map(([created, applicantEmail, financed, changes], index): FunnelApplication => ({
    id: String(index + 1),
    created: `${created}+00:00`,
    applicants: [{ id: `p${index}`, name: 'Jo', email: applicantEmail, mobile: '0400000000', dob: '1980-01-01', joint_applicant: 0 }],
    financed_amount: financed,
    repayment_term: 36,
    status: changes.at(-1) ?? 'QUOTE',
    status_history: changes.map((status) => ({ status, time: `${created}+00:00` })),
  })),
);

describe('the quote funnel', () => {
  it('never widens: applied ≤ quotes sent, approved ≤ applied, paid ≤ approved', () => {
    fc.assert(
      fc.property(quotes, applications, (someQuotes, someApplications) => {
        const funnel = quoteFunnel(someQuotes, someApplications, range);
        expect(funnel.applied).toBeLessThanOrEqual(funnel.quotesSent);
        expect(funnel.approved).toBeLessThanOrEqual(funnel.applied);
        expect(funnel.paid).toBeLessThanOrEqual(funnel.approved);
        expect(new Set(funnel.applicationIds).size).toBe(funnel.applied);
      }),
    );
  });

  it('a quote made before the range is not a step of it, nor is its application', () => {
    const quote: FunnelQuote = {
      id: 'q1',
      created: '2026-10-31T23:00:00+00:00',
      status: 'COMPLETED',
      applicant_email: 'a@example.com',
      total_purchase_amount: 100_000,
      deposit_amount: 0,
      repayment_term: 36,
    };
    const application: FunnelApplication = {
      id: '7',
      created: '2026-11-02T03:00:00+00:00',
      applicants: [{ id: 'p', name: 'Jo', email: 'a@example.com', mobile: '0400000000', dob: '1980-01-01', joint_applicant: 0 }],
      financed_amount: 100_000,
      repayment_term: 36,
      status: 'PAID',
      status_history: [{ status: 'APPROVED', time: '2026-11-02T03:10:00+00:00' }],
    };
    expect(quoteFunnel([quote], [application], range)).toEqual({ quotesSent: 0, applied: 0, approved: 0, paid: 0, applicationIds: [] });
    expect(quoteFunnel([{ ...quote, created: '2026-11-01T00:00:00+00:00' }], [application], range)).toEqual({
      quotesSent: 1,
      applied: 1,
      approved: 1,
      paid: 1,
      applicationIds: ['7'],
    });
  });
});
