import { afterEach, describe, expect, it } from 'vitest';
import { verifySignature } from '../../../shared/signature';
import { errors } from '../../../shared/wire/errors';
import { submitApplication } from '../../../sandbox/lifecycle';
import { arrangeApplication } from './fixtures';
import { errorOf, useSandbox } from './harness';
import {
  arrangeReceivingBranch,
  minutesAfterFirst,
  startReceiver,
  webhookBody,
  type Answer,
  type ReceivedCall,
  type Receiver,
} from './webhook-receiver';

interface LoggedAttempt {
  time: string;
  http?: number;
  error?: string;
  outcome: string;
}

describe('Webhook delivery (D25)', () => {
  const sb = useSandbox();
  const receivers: Receiver[] = [];
  afterEach(async () => {
    await Promise.all(receivers.splice(0).map((receiver) => receiver.close()));
  });

  async function receiving(answer: (call: ReceivedCall, index: number) => Answer): Promise<Receiver> {
    const receiver = await startReceiver(answer);
    receivers.push(receiver);
    return receiver;
  }

  /** An application of a branch with a webhook to `url`, moved to APPROVED through the control interface. */
  async function changeStatus(url: string, options: { signed?: boolean } = {}) {
    const branch = arrangeReceivingBranch(sb.current.sandbox, url, options);
    const application = arrangeApplication(sb.current.sandbox, {
      account_id: branch.accountId,
      status: 'QUOTE',
      reference_number: 'INV-42',
    });
    const forced = await sb.current.request('POST', `/sandbox/v1/applications/${application.id}/status`, { body: { status: 'APPROVED' } });
    expect(forced.http).toBe(200);
    return { ...branch, application };
  }

  /** The same, once the first attempt (made at once, after the answer) is over. */
  async function raiseEvent(url: string, options: { signed?: boolean } = {}) {
    const raised = await changeStatus(url, options);
    await sb.current.sandbox.clock.idle();
    return raised;
  }

  const advance = async (seconds: number) => {
    expect((await sb.current.request('POST', '/sandbox/v1/clock/advance', { body: { seconds } })).http).toBe(200);
  };

  const deliveriesOf = async (applicationId: string) => {
    const answer = await sb.current.request('GET', `/sandbox/v1/webhook-deliveries?applicationId=${applicationId}`);
    expect(answer.http).toBe(200);
    return answer.body.deliveries;
  };

  it('D25: a receiver answering 500 gets attempts at +0, 10, 20, 35, 65, 125, 245 and 485 minutes of sandbox time, then no more', async () => {
    const receiver = await receiving(() => 500);
    const { application } = await raiseEvent(receiver.url);
    expect(receiver.calls).toHaveLength(1);
    await advance(10 * 60 - 1);
    expect(receiver.calls).toHaveLength(1);
    await advance(1);
    expect(receiver.calls).toHaveLength(2);
    await advance(8 * 3600);
    expect(minutesAfterFirst(receiver.calls)).toEqual([0, 10, 20, 35, 65, 125, 245, 485]);
    await advance(7 * 86_400);
    expect(receiver.calls).toHaveLength(8);

    const [delivery] = await deliveriesOf(application.id);
    expect(delivery).toMatchObject({ applicationId: application.id, status: 'APPROVED', url: receiver.url, outcome: 'failed' });
    expect(delivery.nextAttempt).toBeUndefined();
    const attempts: LoggedAttempt[] = delivery.attempts;
    expect(attempts.map(({ http, outcome }) => ({ http, outcome }))).toEqual(Array(8).fill({ http: 500, outcome: 'failed' }));
    const first = Date.parse(attempts[0]?.time ?? '');
    expect(attempts.map((attempt) => (Date.parse(attempt.time) - first) / 60_000)).toEqual([0, 10, 20, 35, 65, 125, 245, 485]);
  });

  it.each([200, 406])('D25: answering %i acknowledges the event after exactly one attempt', async (code) => {
    const receiver = await receiving(() => code);
    const { application } = await raiseEvent(receiver.url);
    await advance(9 * 3600);
    expect(receiver.calls).toHaveLength(1);
    expect(await deliveriesOf(application.id)).toMatchObject([
      { outcome: 'delivered', attempts: [{ http: code, outcome: 'acknowledged' }] },
    ]);
  });

  it('D25: signs every attempt afresh with the private key (new timestamp and token); X-Event-Id stays the same', async () => {
    await advance(86_400); // so sandbox time and real time differ by a day
    const receiver = await receiving((_call, index) => (index < 3 ? 503 : 200));
    const before = sb.current.sandbox.now();
    const { application, privateKey = '' } = await raiseEvent(receiver.url);
    const after = sb.current.sandbox.now();
    await advance(3600);
    expect(receiver.calls).toHaveLength(4);

    const bodies = receiver.calls.map((call) => webhookBody.parse(call.body));
    for (const body of bodies) {
      expect(body).toMatchObject({ id: application.id, reference_number: 'INV-42', status: 'APPROVED' });
      expect(await verifySignature(body, privateKey)).toBe(true);
      expect(await verifySignature(body, `${privateKey}x`)).toBe(false);
      expect(await verifySignature(body, 'sk_AnotherAccountsPrivateKey')).toBe(false);
    }
    expect(new Set(bodies.map((body) => body.token)).size).toBe(4);
    expect(new Set(bodies.map((body) => body.timestamp)).size).toBe(4);
    // `timestamp` is seconds of sandbox time.
    expect(Number(bodies[0]?.timestamp)).toBeGreaterThanOrEqual(Math.floor(before / 1000));
    expect(Number(bodies[0]?.timestamp)).toBeLessThanOrEqual(Math.floor(after / 1000));

    const [delivery] = await deliveriesOf(application.id);
    expect(receiver.calls.map((call) => call.headers['x-event-id'])).toEqual(Array(4).fill(delivery.id));
    expect(receiver.calls.every((call) => call.headers['content-type'] === 'application/json')).toBe(true);
    expect(delivery).toMatchObject({ outcome: 'delivered', referenceNumber: 'INV-42' });
    expect(delivery.attempts.map((attempt: LoggedAttempt) => attempt.http)).toEqual([503, 503, 503, 200]);
  });

  it('D25: without a private key on the account nothing is sent, and the log says so', async () => {
    const receiver = await receiving(() => 200);
    const { application } = await raiseEvent(receiver.url, { signed: false });
    await advance(9 * 3600);
    expect(receiver.calls).toHaveLength(0);
    expect(await deliveriesOf(application.id)).toEqual([
      expect.objectContaining({ outcome: 'skipped', reason: expect.stringMatching(/no private API key/), attempts: [] }),
    ]);
  });

  it('D25: a redirect is a failure and is not followed; the retry is due 10 minutes later', async () => {
    const receiver = await receiving((call) => (call.path === '/hooks/status' ? { redirectTo: '/hooks/elsewhere' } : 200));
    const { application } = await raiseEvent(receiver.url);
    expect(receiver.calls.map((call) => call.path)).toEqual(['/hooks/status']);
    const [delivery] = await deliveriesOf(application.id);
    expect(delivery).toMatchObject({ outcome: 'pending', attempts: [{ http: 302, outcome: 'failed' }] });
    expect(Date.parse(delivery.nextAttempt) - Date.parse(delivery.attempts[0].time)).toBe(10 * 60_000);
  });

  it('D25: a refused connection is a failure', async () => {
    const gone = await startReceiver(() => 200);
    await gone.close();
    const { application } = await raiseEvent(gone.url);
    const [delivery] = await deliveriesOf(application.id);
    expect(delivery).toMatchObject({ outcome: 'pending', attempts: [{ error: expect.stringMatching(/ECONNREFUSED/), outcome: 'failed' }] });
    expect(delivery.attempts[0].http).toBeUndefined();
  });

  it('D25: no answer within 15 s is a failure; the status change does not wait for it', async () => {
    const receiver = await receiving(() => 'hang');
    const started = Date.now();
    const { application } = await changeStatus(receiver.url);
    expect(Date.now() - started).toBeLessThan(5_000);
    await sb.current.sandbox.clock.idle();
    expect(Date.now() - started).toBeGreaterThanOrEqual(14_900);
    expect(receiver.calls).toHaveLength(1);
    expect(await deliveriesOf(application.id)).toMatchObject([
      { outcome: 'pending', attempts: [{ error: 'No answer within 15 s', outcome: 'failed' }] },
    ]);
  }, 30_000);

  it('D25: once the webhook is deleted, its pending event is not sent again', async () => {
    const receiver = await receiving(() => 500);
    const { application, webhookId } = await raiseEvent(receiver.url);
    const { sandbox } = sb.current;
    sandbox.store.webhooks.removeWhere((webhook) => webhook.id === webhookId);
    await advance(9 * 3600);
    expect(receiver.calls).toHaveLength(1);
    expect(await deliveriesOf(application.id)).toMatchObject([
      { outcome: 'skipped', reason: 'The webhook was deleted', attempts: [{ http: 500 }] },
    ]);
  });

  it('D14: every status change raises an event for each webhook of the account, and the log filters by application (D27)', async () => {
    const { sandbox } = sb.current;
    const first = await receiving(() => 200);
    const second = await receiving(() => 406);
    const branch = arrangeReceivingBranch(sandbox, first.url);
    sandbox.store.webhooks.insert({ id: sandbox.newId('whk_'), account_id: branch.accountId, url: second.url, created: sandbox.now() });
    const application = arrangeApplication(sandbox, {
      account_id: branch.accountId,
      status: 'QUOTE',
      total_purchase_amount: 500_001,
      deposit_amount: 0,
    });
    const other = arrangeApplication(sandbox, { account_id: branch.accountId, status: 'QUOTE' });

    submitApplication(sandbox, application); // D15, last digit 1: C.APPROV now, APPROVED a decision delay later
    await sandbox.clock.idle();
    await advance(sandbox.config.decisionDelayMs / 1000);

    for (const receiver of [first, second]) {
      expect(receiver.calls.map((call) => webhookBody.parse(call.body).status)).toEqual(['C.APPROV', 'APPROVED']);
    }
    const logged = await deliveriesOf(application.id);
    expect(logged.map((d: { status: string; url: string }) => [d.status, d.url])).toEqual([
      ['C.APPROV', first.url],
      ['C.APPROV', second.url],
      ['APPROVED', first.url],
      ['APPROVED', second.url],
    ]);
    expect(new Set(logged.map((d: { id: string }) => d.id)).size).toBe(4);
    expect(await deliveriesOf(other.id)).toEqual([]);

    const all = await sb.current.request('GET', '/sandbox/v1/webhook-deliveries');
    expect(all.body.deliveries.length).toBeGreaterThan(logged.length);
    expect(errorOf(await sb.current.request('GET', '/sandbox/v1/webhook-deliveries?app=1'))).toEqual(errors.invalidInput);
  });
});
