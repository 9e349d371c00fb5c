import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DashboardSummary } from '../../../../shared/contract/dashboard';
import { addDays, utcDay } from '../../../../shared/dashboard/dashboard-range';
import type { ApplicationRecord, QuoteRecord } from '../../../../sandbox/store/record-schemas';
import { dataOf, startDirectKiosk, type DirectKiosk } from './direct-kiosk';

// `dashboard:summary` through the registry against the embedded sandbox's demo data (D28), as the
// training profile; every figure checked against the sandbox's own records, counted here straight from its store.

const dayMs = 86_400_000;

/** The figures as the sandbox's store has them: records of the branch made on the UTC days given (D4). */
function figuresInStore(direct: DirectKiosk, accountId: string, startDate: string, endDate: string) {
  const { store } = direct.training().sandbox;
  const inRange = (record: { account_id: string; created: number }) => {
    const day = utcDay(record.created);
    return record.account_id === accountId && day >= startDate && day <= endDate;
  };
  const quotes: readonly QuoteRecord[] = store.quotes.all().filter(inRange);
  const applications: readonly ApplicationRecord[] = store.applications.all().filter(inRange);
  // D14: approved at any point shows in the recorded history; PAID is only reached from APPROVED.
  const everApproved = applications.filter((record) => record.history.some((change) => change.status === 'APPROVED'));
  const paid = applications.filter((record) => record.status === 'PAID');
  return {
    quotesSent: quotes.length,
    quotesApplied: quotes.filter((record) => record.status === 'COMPLETED').length,
    applied: applications.length,
    approved: everApproved.length,
    declined: applications.filter((record) => record.status === 'DECLINED').length,
    paid: paid.length,
    financedCents: paid.reduce((sum, record) => sum + record.financed_amount, 0),
  };
}

async function timed<T>(run: () => Promise<T>): Promise<{ result: T; ms: number }> {
  const started = performance.now();
  const result = await run();
  return { result, ms: performance.now() - started };
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

describe('dashboard:summary over the demo seed', () => {
  let direct: DirectKiosk;
  let accountId: string;
  let firstCallMs: number;
  let first: DashboardSummary;
  beforeAll(async () => {
    direct = await startDirectKiosk();
    const status = dataOf(await direct.kiosk.session.status({}));
    accountId = status.profile?.branch.accountId ?? '';
    // The first call also creates the service session (K2): measured on its own.
    const cold = await timed(() => direct.kiosk.dashboard.summary({ days: 30 }));
    first = dataOf(cold.result);
    firstCallMs = cold.ms;
  });
  afterAll(() => direct.shutdown());

  it('counts the last 30 and 90 whole UTC days up to the sandbox’s today (D4, D27)', async () => {
    const today = utcDay(direct.training().sandbox.now());
    expect(first).toMatchObject({ startDate: addDays(today, -29), endDate: today });
    const ninety = dataOf(await direct.kiosk.dashboard.summary({ days: 90 }));
    expect(ninety).toMatchObject({ startDate: addDays(today, -89), endDate: today });
  });

  it('every figure equals the sandbox’s own records of the branch for the same days', async () => {
    for (const days of [30, 90] as const) {
      const summary = dataOf(await direct.kiosk.dashboard.summary({ days }));
      expect(summary.figures).toEqual(figuresInStore(direct, accountId, summary.startDate, summary.endDate));
      // The demo seed trades every week: figures that are all zero would prove nothing.
      expect(summary.figures.quotesSent).toBeGreaterThan(0);
      expect(summary.figures.paid).toBeGreaterThan(0);
      for (const week of summary.weeks) {
        const { startDate, endDate, ...figures } = week;
        expect(figures).toEqual(figuresInStore(direct, accountId, startDate, endDate));
      }
    }
  });

  it('per salesperson: each one’s figures are the sandbox’s records naming them (the service’s team_member), adding up to the branch’s', async () => {
    const summary = dataOf(await direct.kiosk.dashboard.summary({ days: 90 }));
    const { store } = direct.training().sandbox;
    const inRange = (record: { account_id: string; created: number }) => {
      const day = utcDay(record.created);
      return record.account_id === accountId && day >= summary.startDate && day <= summary.endDate;
    };
    const names = new Set([...store.quotes.all(), ...store.applications.all()].filter(inRange).map((record) => record.team_member.trim()));
    // The demo seed's sales are spread over several salespeople: one row alone would prove nothing.
    expect(names.size).toBeGreaterThan(1);
    expect(summary.team.map((row) => row.teamMember).sort()).toEqual([...names].sort());
    for (const row of summary.team) {
      const mine = (record: { team_member: string }) => record.team_member.trim() === row.teamMember;
      const applications = store.applications.all().filter(inRange).filter(mine);
      expect(row).toEqual({
        teamMember: row.teamMember,
        quotesSent: store.quotes.all().filter(inRange).filter(mine).length,
        applied: applications.length,
        approved: applications.filter((record) => record.history.some((change) => change.status === 'APPROVED')).length,
        paid: applications.filter((record) => record.status === 'PAID').length,
      });
    }
    const total = (name: 'quotesSent' | 'applied' | 'approved' | 'paid') => summary.team.reduce((sum, row) => sum + row[name], 0);
    expect({ quotesSent: total('quotesSent'), applied: total('applied'), approved: total('approved'), paid: total('paid') }).toEqual({
      quotesSent: summary.figures.quotesSent,
      applied: summary.figures.applied,
      approved: summary.figures.approved,
      paid: summary.figures.paid,
    });
  });

  it('over the whole eighteen months too (every page, D8), and the quotes and applications figures match the lists', async () => {
    const today = utcDay(direct.training().sandbox.now());
    const range = { startDate: addDays(today, -600), endDate: today };
    const summary = await direct.services.dashboard.summaryOf(range);
    expect(summary.figures).toEqual(figuresInStore(direct, accountId, range.startDate, range.endDate));
    // D28: the head office's 1,034 applications fill three pages, its 510 quotes two.
    expect(summary.figures).toMatchObject({ applied: 1_034, quotesSent: 510 });
  });

  it('follows the sandbox clock when training moves it on (D27)', async () => {
    dataOf(await direct.kiosk.training.advance({ seconds: 3 * 86_400 }));
    const summary = dataOf(await direct.kiosk.dashboard.summary({ days: 30 }));
    expect(summary.endDate).toBe(utcDay(direct.training().sandbox.now()));
    expect(summary.endDate).toBe(utcDay(Date.parse(`${first.endDate}T00:00:00Z`) + 3 * dayMs));
    expect(summary.figures).toEqual(figuresInStore(direct, accountId, summary.startDate, summary.endDate));
  });

  it('measures: how long the summary takes over the demo seed (reported, not a timed test)', async () => {
    const runs = async (run: () => Promise<unknown>) => {
      const times: number[] = [];
      for (let index = 0; index < 5; index++) times.push((await timed(run)).ms);
      return median(times);
    };
    const thirty = await runs(() => direct.kiosk.dashboard.summary({ days: 30 }));
    const ninety = await runs(() => direct.kiosk.dashboard.summary({ days: 90 }));
    const today = utcDay(direct.training().sandbox.now());
    const everything = await runs(() => direct.services.dashboard.summaryOf({ startDate: addDays(today, -600), endDate: today }));
    console.info(
      `dashboard:summary over the demo seed: first call ${firstCallMs.toFixed(0)} ms (with session), median of 5: ` +
        `30 days ${thirty.toFixed(1)} ms, 90 days ${ninety.toFixed(1)} ms, all 18 months (1,034 applications, 510 quotes) ${everything.toFixed(1)} ms`,
    );
    expect([thirty, ninety, everything].every(Number.isFinite)).toBe(true);
  });
});
