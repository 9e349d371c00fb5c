import { lastDigitOutcomes } from '../../fixtures/last-digit-outcomes';
import { describe, expect, it } from 'vitest';
import type { ApplicationStatus } from '../../../shared/enums';
import { submitApplication, withdrawApplication } from '../../../sandbox/lifecycle';
import type { ApplicationRecord } from '../../../sandbox/store/record-schemas';
import { arrangeApplication, arrangeBranch, seedUser } from './fixtures';
import { useSandbox, type TestSandbox } from './harness';

/** An application being filled in (D14), financed amount `financedCents`; the total's own last digit differs. */
function arrangeQuote(test: TestSandbox, financedCents: number): ApplicationRecord {
  const { sandbox } = test;
  return arrangeApplication(sandbox, {
    account_id: arrangeBranch(sandbox, seedUser(sandbox)),
    status: 'QUOTE',
    total_purchase_amount: financedCents + 100_007,
    deposit_amount: 100_007,
  });
}

async function statusOf(
  test: TestSandbox,
  application: ApplicationRecord,
): Promise<{ status: ApplicationStatus; history: ApplicationStatus[]; times: number[] }> {
  const answer = await test.asAdmin('GET', `/rest/vendor/v1/applications/${application.id}`);
  expect(answer.http).toBe(200);
  const history: Array<{ status: ApplicationStatus; time: string }> = answer.body.application.status_history;
  return {
    status: answer.body.application.status,
    history: history.map((change) => change.status),
    times: history.map((change) => Date.parse(change.time)),
  };
}

async function advance(test: TestSandbox, seconds: number): Promise<void> {
  expect((await test.request('POST', '/sandbox/v1/clock/advance', { body: { seconds } })).http).toBe(200);
}

describe('Application lifecycle in the sandbox (D14, D15)', () => {
  const sb = useSandbox();
  const delaySeconds = () => sb.current.sandbox.config.decisionDelayMs / 1000;

  it.each(lastDigitOutcomes)(
    'D15: financed amount ending in %i → %s at once, %s one decision delay later',
    async (digit, atOnce, final) => {
      const application = arrangeQuote(sb.current, 500_000 + digit);
      submitApplication(sb.current.sandbox, application);
      expect(await statusOf(sb.current, application)).toMatchObject({ status: atOnce, history: ['QUOTE', atOnce] });

      await advance(sb.current, delaySeconds() - 1);
      expect((await statusOf(sb.current, application)).status).toBe(atOnce);
      await advance(sb.current, 1);
      const after = await statusOf(sb.current, application);
      expect(after.status).toBe(final);
      expect(after.history).toEqual(atOnce === final ? ['QUOTE', atOnce] : ['QUOTE', atOnce, final]);
      if (atOnce !== final) expect((after.times[2] ?? 0) - (after.times[1] ?? 0)).toBe(sb.current.sandbox.config.decisionDelayMs);
    },
  );

  it('D15: the digit is the last of the financed amount in cents ($5,000.01 → 1)', async () => {
    const application = arrangeQuote(sb.current, 500_001);
    expect(application.total_purchase_amount % 10).not.toBe(1);
    submitApplication(sb.current.sandbox, application);
    expect((await statusOf(sb.current, application)).status).toBe('C.APPROV');
  });

  it('D14: a withdrawal is WITHDRAW and cancels the decision still to come', async () => {
    const application = arrangeQuote(sb.current, 500_002);
    submitApplication(sb.current.sandbox, application);
    withdrawApplication(sb.current.sandbox, application);
    await advance(sb.current, 2 * delaySeconds());
    expect(await statusOf(sb.current, application)).toMatchObject({ status: 'WITHDRAW', history: ['QUOTE', 'C.APPROV', 'WITHDRAW'] });
  });

  it('D27: a status forced through the control interface cancels the decision still to come', async () => {
    const application = arrangeQuote(sb.current, 500_004);
    submitApplication(sb.current.sandbox, application);
    const forced = await sb.current.request('POST', `/sandbox/v1/applications/${application.id}/status`, { body: { status: 'APPROVED' } });
    expect(forced.body.application.status).toBe('APPROVED');
    await advance(sb.current, 2 * delaySeconds());
    expect(await statusOf(sb.current, application)).toMatchObject({ status: 'APPROVED', history: ['QUOTE', 'REFER', 'APPROVED'] });
  });

  it('D14: the same status again is no change and is not recorded', async () => {
    const application = arrangeQuote(sb.current, 500_006);
    submitApplication(sb.current.sandbox, application);
    await sb.current.request('POST', `/sandbox/v1/applications/${application.id}/status`, { body: { status: 'APPROVED' } });
    expect((await statusOf(sb.current, application)).history).toEqual(['QUOTE', 'APPROVED']);
  });
});

describe('The decision delay is configurable (D15)', () => {
  const sb = useSandbox({ config: { decisionDelayMs: 60_000 } });

  it('decides one configured delay after submission', async () => {
    const application = arrangeQuote(sb.current, 500_003);
    submitApplication(sb.current.sandbox, application);
    await advance(sb.current, 59);
    expect((await statusOf(sb.current, application)).status).toBe('REFER');
    await advance(sb.current, 1);
    expect((await statusOf(sb.current, application)).status).toBe('APPROVED');
  });
});
