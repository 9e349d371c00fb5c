import { describe, expect, it, vi } from 'vitest';
import { productCategoryNames, type ApplicationStatus } from '../../../shared/enums';
import { auMobile, email } from '../../../shared/wire/common';
import { kioskCheckoutLists, loopbackOrigins } from '../../../shared/kiosk-addresses';
import { startSandbox } from '../../../sandbox';
import { limitProblems } from '../../../sandbox/finance';
import { defaultConfig, Sandbox } from '../../../sandbox/sandbox';
import { demoSeed } from '../../../sandbox/seeds/demo';
import { emptyState } from '../../../sandbox/store/sandbox-state';
import type { ApplicationRecord } from '../../../sandbox/store/record-schemas';
import { documentsInMemory } from '../../../sandbox/store/document-files';
import { SandboxStore } from '../../../sandbox/store/sandbox-store';
import { useSandbox } from './harness';

// D28: the demo seed is a believable branch history, inside every rule the sandbox enforces, and the same on
// every start.

const dayMs = 86_400_000;

/** D15: the statuses the last digit of the financed amount leads to after QUOTE. */
const decisions: Record<number, ApplicationStatus[]> = {
  1: ['C.APPROV', 'APPROVED'],
  2: ['C.APPROV', 'DECLINED'],
  3: ['REFER', 'APPROVED'],
  4: ['REFER', 'DECLINED'],
  5: ['DECLINED'],
};

function seededAt(time: number): Sandbox {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(time);
  try {
    const sandbox = new Sandbox(new SandboxStore(emptyState(), documentsInMemory()), defaultConfig);
    demoSeed(sandbox);
    return sandbox;
  } finally {
    vi.useRealTimers();
  }
}

describe('Demo seed (D28)', () => {
  const sb = useSandbox({ seed: 'demo' });
  const state = () => sb.current.sandbox.state;

  it('has Sunrise Solar and its Newcastle branch', async () => {
    const answer = await sb.current.asAdmin('GET', '/rest/vendor/v1/accounts');
    expect(answer.body.accounts).toEqual([
      { id: '1001', entity_legal_name: 'Sunrise Solar Pty Ltd', entity_trading_name: 'Sunrise Solar' },
      { id: '1002', entity_legal_name: 'Sunrise Solar Pty Ltd — Newcastle', entity_trading_name: 'Sunrise Solar Newcastle' },
    ]);
  });

  it('has an ADMINISTRATOR and a TEAM MEMBER in both branches, each with working credentials (D10, D12)', async () => {
    expect(state().users.map((u) => [u.role, u.accountIds])).toEqual([
      ['ADMINISTRATOR', ['1001', '1002']],
      ['TEAM MEMBER', ['1001', '1002']],
    ]);
    for (const user of state().users) {
      expect(email.safeParse(user.email).success, user.email).toBe(true);
      expect(auMobile.safeParse(user.mobile).success, user.mobile).toBe(true);
    }
    const { administrator, teamMember } = sb.current.handout.credentials;
    expect(teamMember).toBeDefined();
    for (const credentials of [administrator, teamMember!]) {
      const session = await sb.current.login(credentials);
      expect((await sb.current.request('GET', '/rest/vendor/v1/accounts', { session })).body.accounts).toHaveLength(2);
    }
  });

  it('has 1,234 applications and 600 quotes over the last 18 months, across both branches', () => {
    const { applications, quotes } = state();
    expect(applications).toHaveLength(1_234);
    expect(quotes).toHaveLength(600);
    const now = sb.current.sandbox.now();
    const months = new Set<string>();
    for (const record of [...applications, ...quotes]) {
      expect(record.created).toBeGreaterThan(now - 550 * dayMs);
      expect(record.created).toBeLessThan(now);
      months.add(new Date(record.created).toISOString().slice(0, 7));
    }
    expect(months.size).toBeGreaterThanOrEqual(18);
    expect(applications.filter((a) => a.account_id === '1002').length).toBeGreaterThan(100);
    expect(quotes.filter((q) => q.account_id === '1002').length).toBeGreaterThan(50);
  });

  it('pages the head office applications over three pages of 500 (D8)', async () => {
    const session = await sb.current.login();
    const page = (n: number) => sb.current.request('GET', `/rest/vendor/v1/applications?accountId=1001&pageNumber=${n}`, { session });
    const [first, second, third] = await Promise.all([page(1), page(2), page(3)]);
    expect([first, second, third].map((a) => [a.body.applications.length, a.body.hasMoreRecords])).toEqual([
      [500, 1],
      [500, 1],
      [34, 0],
    ]);
  });

  it('keeps every application inside the rules: numeric ids (D7), D19 limits, categories (D22), references (D13)', () => {
    const ids = new Set<string>();
    for (const a of state().applications) {
      expect(a.id).toMatch(/^\d+$/);
      ids.add(a.id);
      const limits = sb.current.sandbox.account(a.account_id)?.limits;
      expect(limits, a.account_id).toBeDefined();
      const request = { totalPurchaseCents: a.total_purchase_amount, depositCents: a.deposit_amount, termMonths: a.repayment_term };
      expect(limitProblems(limits!, request), a.id).toEqual({});
      expect(a.financed_amount).toBe(a.total_purchase_amount - a.deposit_amount);
      expect(productCategoryNames).toContain(a.product_category);
      expect(a.reference_number.length).toBeLessThanOrEqual(20);
      expect(a.applicants[0]?.joint_applicant).toBe(0);
      expect(a.applicants.slice(1).every((applicant) => applicant.joint_applicant === 1)).toBe(true);
    }
    expect(ids.size).toBe(1_234);
  });

  it('records each status history as the sandbox would have (D14, D15)', () => {
    const now = sb.current.sandbox.now();
    for (const a of state().applications) {
      const statuses = a.history.map((change) => change.status);
      expect(a.history[0]).toEqual({ status: 'QUOTE', at: a.created });
      expect(a.status).toBe(statuses.at(-1));
      expect(a.history.every((change, i) => i === 0 || change.at >= a.history[i - 1]!.at)).toBe(true);
      expect(a.history.every((change) => change.at <= now)).toBe(true);
      const decided = decisions[a.financed_amount % 10] ?? ['APPROVED'];
      const after = statuses.slice(1);
      if (after.length > 0) expect(after.slice(0, decided.length), a.id).toEqual(decided);
      for (const end of ['PAID', 'WITHDRAW'] as const) {
        if (after.includes(end)) expect(statuses.at(-2), a.id).toBe('APPROVED');
      }
    }
  });

  it('spreads statuses, joint applicants, references and documents plausibly', () => {
    const { applications } = state();
    const share = (test: (a: ApplicationRecord) => boolean) => applications.filter(test).length / applications.length;
    for (const status of ['APPROVED', 'DECLINED', 'PAID', 'QUOTE', 'WITHDRAW'] as const) {
      expect(
        share((a) => a.status === status),
        status,
      ).toBeGreaterThan(0.02);
    }
    expect(share((a) => a.history.some((c) => c.status === 'REFER'))).toBeGreaterThan(0.02);
    expect(share((a) => a.history.some((c) => c.status === 'C.APPROV'))).toBeGreaterThan(0.02);
    expect(share((a) => a.applicants.length === 2)).toBeGreaterThan(0.05);
    expect(share((a) => a.reference_number !== '')).toBeGreaterThan(0.1);
    const withDocuments = applications.filter((a) => a.documents.length > 0);
    expect(withDocuments.length).toBeGreaterThan(10);
    expect(withDocuments.every((a) => a.status === 'PAID' && a.documents.every((d) => /\.pdf$/.test(d.filename)))).toBe(true);
  });

  it('links quotes and the applications made from them (D17)', () => {
    const { quotes, applications } = state();
    const completed = quotes.filter((q) => q.status === 'COMPLETED');
    expect(completed.length).toBeGreaterThan(100);
    for (const quote of completed) {
      const application = applications.find((a) => a.id === quote.applicationId);
      expect(application?.quoteId, quote.id).toBe(quote.id);
      expect(application?.total_purchase_amount).toBe(quote.total_purchase_amount);
      expect(application?.account_id).toBe(quote.account_id);
      expect(application!.created).toBeGreaterThan(quote.created);
    }
    for (const quote of quotes) {
      expect(quote.expires - quote.created).toBe(30 * dayMs);
      expect(quote.applyToken.length).toBeGreaterThanOrEqual(32);
    }
    expect(quotes.some((q) => !q.active)).toBe(true);
    expect(quotes.some((q) => q.status === 'SENT' && q.active && q.expires > sb.current.sandbox.now())).toBe(true);
  });

  it('has a public key for the kiosk and a private key (D23, D24)', () => {
    const { publicKey, privateKey } = sb.current.handout;
    const keys = state().apiKeys;
    expect(keys.find((k) => k.key === publicKey)).toMatchObject({
      account_id: '1001',
      type: 'PUBLIC',
      referrer_urls: ['app://kiosk', 'http://127.0.0.1:4310', 'http://localhost:4310'],
      redirect_urls: ['http://127.0.0.1:4310/checkout/return', 'http://localhost:4310/checkout/return'],
    });
    expect(keys.find((k) => k.key === privateKey)).toMatchObject({ account_id: '1001', type: 'PRIVATE' });
  });

  it('lists the kiosk it is started for instead (training, on its browser host’s own port), after a reset too', async () => {
    const running = await startSandbox({ seed: 'demo', config: { demoKiosk: kioskCheckoutLists(loopbackOrigins(5999)) } });
    try {
      const publicKey = () => running.sandbox.state.apiKeys.find((k) => k.key === running.handout.publicKey);
      const lists = {
        referrer_urls: ['app://kiosk', 'http://127.0.0.1:5999', 'http://localhost:5999'],
        redirect_urls: ['http://127.0.0.1:5999/checkout/return', 'http://localhost:5999/checkout/return'],
      };
      expect(publicKey()).toMatchObject(lists);
      const reset = await fetch(`${running.baseUrl}/sandbox/v1/reset`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{}',
      });
      expect(reset.status).toBe(200);
      expect(publicKey()).toMatchObject(lists);
    } finally {
      await running.close();
    }
  });

  it('is the same data at the same time, and quick to make', () => {
    const time = Date.UTC(2026, 10, 22, 3, 0, 0);
    const started = performance.now();
    const a = seededAt(time);
    const elapsed = performance.now() - started;
    const b = seededAt(time);
    // Secrets (credentials, keys, apply tokens) are random by design; everything else is seeded.
    const data = (s: Sandbox) => ({
      accounts: s.state.accounts,
      users: s.state.users,
      applications: s.state.applications,
      quotes: s.state.quotes.map(({ applyToken: _token, ...quote }) => quote),
    });
    expect(data(a)).toEqual(data(b));
    expect(elapsed).toBeLessThan(1_000);
  });
});
