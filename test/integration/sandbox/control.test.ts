import { describe, expect, it } from 'vitest';
import { errors } from '../../../shared/wire/errors';
import { arrangeApplication } from './fixtures';
import { errorOf, useSandbox } from './harness';

const spec = ({ http, status, message }: { http: number; status: number; message: string }) => ({ http, status, message });

describe('Sandbox control interface (D27)', () => {
  const sb = useSandbox();

  it('reads and advances the clock, without a session', async () => {
    const before = await sb.current.request('GET', '/sandbox/v1/clock');
    expect(before.body.clock.now).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+00:00$/);
    const after = await sb.current.request('POST', '/sandbox/v1/clock/advance', { body: { seconds: 86_400 } });
    const elapsed = Date.parse(after.body.clock.now) - Date.parse(before.body.clock.now);
    expect(elapsed).toBeGreaterThanOrEqual(86_400_000);
    expect(elapsed).toBeLessThan(86_400_000 + 5_000);
  });

  it.each([[{ seconds: -1 }], [{ seconds: 'soon' }], [{}], [{ seconds: 1, extra: true }]])(
    'refuses a bad advance %j: 400/4402',
    async (body) => {
      expect(errorOf(await sb.current.request('POST', '/sandbox/v1/clock/advance', { body }))).toEqual(spec(errors.invalidInput));
    },
  );

  it('lists the messages sent, filtered by recipient', async () => {
    const session = await sb.current.login();
    await sb.current.request('POST', '/rest/vendor/v1/application/secure-code', { session, body: { mobile: '0411111111' } });
    await sb.current.request('POST', '/rest/vendor/v1/application/secure-code', { session, body: { mobile: '0422222222' } });
    const all = await sb.current.request('GET', '/sandbox/v1/messages');
    expect(all.body.messages.length).toBeGreaterThanOrEqual(2);
    const one = await sb.current.request('GET', '/sandbox/v1/messages?to=0422222222');
    expect(one.body.messages).toHaveLength(1);
    expect(one.body.messages[0]).toMatchObject({ channel: 'sms', to: '0422222222', code: expect.stringMatching(/^\d{6}$/) });
  });

  it('forces an application status and records it in the history', async () => {
    const application = arrangeApplication(sb.current.sandbox, { status: 'REFER' });
    const answer = await sb.current.request('POST', `/sandbox/v1/applications/${application.id}/status`, { body: { status: 'DECLINED' } });
    expect(answer.body.application.status).toBe('DECLINED');
    expect(answer.body.application.status_history.map((change: { status: string }) => change.status)).toEqual(['REFER', 'DECLINED']);
    const missing = await sb.current.request('POST', '/sandbox/v1/applications/999/status', { body: { status: 'PAID' } });
    expect(errorOf(missing)).toEqual(spec(errors.applicationNotFound));
    const bad = await sb.current.request('POST', `/sandbox/v1/applications/${application.id}/status`, { body: { status: 'LOST' } });
    expect(errorOf(bad)).toEqual(spec(errors.invalidInput));
  });

  it('injects a documented 5xx for the next request only', async () => {
    await sb.current.request('POST', '/sandbox/v1/faults', { body: { endpoint: 'getAccounts', count: 1 } });
    const session = await sb.current.login();
    expect(errorOf(await sb.current.request('GET', '/rest/vendor/v1/accounts', { session }))).toEqual(spec(errors.internalError));
    expect((await sb.current.request('GET', '/rest/vendor/v1/accounts', { session })).http).toBe(200);
    const unknown = await sb.current.request('POST', '/sandbox/v1/faults', { body: { endpoint: 'makeCoffee' } });
    expect(errorOf(unknown)).toEqual(spec(errors.invalidInput));
    expect(unknown.body.errors).toEqual({ endpoint: ['Unknown endpoint'] });
  });

  it('drops the answer after doing the work (K3 drills)', async () => {
    const session = await sb.current.login();
    const accountId = sb.current.accountId;
    const quotesBefore = sb.current.sandbox.state.quotes.length;
    await sb.current.request('POST', '/sandbox/v1/faults', { body: { endpoint: 'createQuote', mode: 'drop' } });
    const body = {
      account_id: accountId,
      first_name: 'Sam',
      last_name: 'Lost',
      phone: '0412345678',
      email: 'sam.lost@example.com',
      total_purchase_amount: 800_000,
      deposit_amount: 0,
      repayment_term: 24,
      product_category: 'Roofing',
      product_description: 'Colorbond re-roof',
    };
    await expect(sb.current.request('POST', '/rest/vendor/v1/quote', { session, body })).rejects.toThrow();
    expect(sb.current.sandbox.state.quotes.length).toBe(quotesBefore + 1);
  });

  it('resets to a seed and hands out fresh credentials', async () => {
    const oldSession = await sb.current.login();
    const answer = await sb.current.request('POST', '/sandbox/v1/reset', { body: { seed: 'empty' } });
    expect(answer.body).toMatchObject({
      status: 2000,
      seed: 'empty',
      handout: { credentials: { administrator: { apiId: expect.any(String) } } },
    });
    expect(errorOf(await sb.current.request('GET', '/rest/vendor/v1/accounts', { session: oldSession }))).toEqual(
      spec(errors.unauthorized),
    );
    const fresh = await sb.current.login(answer.body.handout.credentials.administrator);
    expect((await sb.current.request('GET', '/rest/vendor/v1/accounts', { session: fresh })).http).toBe(200);
    expect(errorOf(await sb.current.request('POST', '/sandbox/v1/reset', { body: { seed: 'full' } }))).toEqual(spec(errors.invalidInput));
  });
});
