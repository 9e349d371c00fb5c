import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  branchFigures,
  branchSummary,
  noFigures,
  type CountedApplication,
  type CountedQuote,
} from '../../../../shared/dashboard/branch-figures';
import { applicationStatuses, type ApplicationStatus } from '../../../../shared/enums';

// The branch dashboard: what each figure counts (D13–D17), over records made in the range (D4).

const range = { startDate: '2026-11-01', endDate: '2026-11-30' };

function quote(created: string, status: CountedQuote['status'] = 'SENT'): CountedQuote {
  return { created: `${created}T03:00:00+00:00`, status };
}

function application(created: string, history: ApplicationStatus[], financed = 500_000): CountedApplication {
  const status = history.at(-1) ?? 'QUOTE';
  return {
    created: `${created}T03:00:00+00:00`,
    status,
    status_history: history.map((entry, index) => ({ status: entry, time: `${created}T03:${String(index).padStart(2, '0')}:00+00:00` })),
    financed_amount: financed,
  };
}

describe('the branch’s figures', () => {
  it('counts quotes sent and those applied from (D17)', () => {
    const quotes = [quote('2026-11-02'), quote('2026-11-03', 'COMPLETED'), quote('2026-11-30', 'COMPLETED')];
    expect(branchFigures(quotes, [], range)).toEqual({ ...noFigures, quotesSent: 3, quotesApplied: 2 });
  });

  it('counts a quote applied for at the kiosk as applied from, though the service holds it cancelled (K10)', () => {
    const quotes = [
      { ...quote('2026-11-02'), id: 'quote_1' },
      { ...quote('2026-11-03'), id: 'quote_2' },
    ];
    expect(branchFigures(quotes, [], range, new Set(['quote_2', 'quote_elsewhere']))).toMatchObject({ quotesSent: 2, quotesApplied: 1 });
    expect(branchFigures(quotes, [], range)).toMatchObject({ quotesSent: 2, quotesApplied: 0 });
  });

  it('approved means approved at any point: approved now, paid since, or withdrawn after approval (D14)', () => {
    const applications = [
      application('2026-11-05', ['QUOTE', 'APPROVED']),
      application('2026-11-05', ['QUOTE', 'C.APPROV', 'APPROVED', 'PAID'], 1_234_567),
      application('2026-11-06', ['QUOTE', 'APPROVED', 'WITHDRAW']),
      application('2026-11-06', ['QUOTE', 'REFER', 'DECLINED']),
      application('2026-11-07', ['QUOTE', 'DECLINED']),
      application('2026-11-07', ['QUOTE', 'REFER']),
      application('2026-11-08', ['QUOTE', 'WITHDRAW']),
    ];
    expect(branchFigures([], applications, range)).toEqual({
      ...noFigures,
      applied: 7,
      approved: 3,
      declined: 2,
      paid: 1,
      financedCents: 1_234_567,
    });
  });

  it('financed sums the paid applications’ amounts in integer cents (D6)', () => {
    const applications = [
      application('2026-11-10', ['QUOTE', 'APPROVED', 'PAID'], 1_000_01),
      application('2026-11-11', ['QUOTE', 'APPROVED', 'PAID'], 55_000_00),
      application('2026-11-12', ['QUOTE', 'APPROVED'], 9_999_99),
    ];
    const figures = branchFigures([], applications, range);
    expect(figures.financedCents).toBe(5_600_001);
    expect(Number.isInteger(figures.financedCents)).toBe(true);
  });

  it('leaves out records made outside the range, by their UTC day (D4)', () => {
    const quotes = [quote('2026-10-31'), quote('2026-11-01'), quote('2026-12-01')];
    const applications = [
      { ...application('2026-11-30', ['QUOTE']), created: '2026-11-30T23:59:59+00:00' },
      { ...application('2026-12-01', ['QUOTE']), created: '2026-12-01T00:00:00+00:00' },
    ];
    expect(branchFigures(quotes, applications, range)).toMatchObject({ quotesSent: 1, applied: 1 });
  });

  it('the weeks add up to the whole range, whatever the records', () => {
    const day = fc.integer({ min: 0, max: 40 }).map((offset) => new Date(Date.UTC(2026, 9, 25 + offset)).toISOString().slice(0, 10));
    const quotes = fc.array(fc.tuple(day, fc.constantFrom('SENT', 'COMPLETED') as fc.Arbitrary<CountedQuote['status']>), { maxLength: 60 });
    const applications = fc.array(
      fc.tuple(
        day,
        fc.array(fc.constantFrom(...applicationStatuses), { minLength: 1, maxLength: 4 }),
        fc.integer({ min: 100_000, max: 5_500_000 }),
      ),
      { maxLength: 60 },
    );
    fc.assert(
      fc.property(quotes, applications, (quoteSpecs, applicationSpecs) => {
        const summary = branchSummary(
          quoteSpecs.map(([created, status]) => quote(created, status)),
          applicationSpecs.map(([created, history, financed]) => application(created, history, financed)),
          range,
        );
        const added = summary.weeks.reduce(
          (sum, week) => ({
            quotesSent: sum.quotesSent + week.quotesSent,
            quotesApplied: sum.quotesApplied + week.quotesApplied,
            applied: sum.applied + week.applied,
            approved: sum.approved + week.approved,
            declined: sum.declined + week.declined,
            paid: sum.paid + week.paid,
            financedCents: sum.financedCents + week.financedCents,
          }),
          noFigures,
        );
        expect(added).toEqual(summary.figures);
        expect(summary.figures.approved).toBeLessThanOrEqual(summary.figures.applied);
        expect(summary.figures.paid).toBeLessThanOrEqual(summary.figures.approved);
      }),
    );
  });
});
