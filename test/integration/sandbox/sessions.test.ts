import { describe, expect, it } from 'vitest';
import { errors } from '../../../shared/wire/errors';
import { errorOf, useSandbox } from './harness';

const spec = ({ http, status, message }: { http: number; status: number; message: string }) => ({ http, status, message });

describe('Sessions (D9)', () => {
  const sb = useSandbox();

  it('creates a session on both path forms (D1) and uses it', async () => {
    for (const path of ['/rest/vendor/v1/session', '/rest/v1/vendor/session']) {
      const answer = await sb.current.request('POST', path, { body: sb.current.handout.credentials.administrator });
      expect(answer.http).toBe(200);
      expect(answer.body.status).toBe(2000);
      expect(answer.body.sessionKey).toMatch(/^[\w-]{43,}$/);
      expect(answer.body.sessionToken).toMatch(/^[\w-]{43,}$/);
      const session = { key: answer.body.sessionKey, token: answer.body.sessionToken };
      expect((await sb.current.request('GET', '/rest/vendor/v1/accounts', { session })).http).toBe(200);
    }
  });

  it('refuses a wrong secret: 401/4010 Invalid credentials', async () => {
    const { apiId } = sb.current.handout.credentials.administrator;
    const answer = await sb.current.request('POST', '/rest/vendor/v1/session', { body: { apiId, apiSecret: 'wrong' } });
    expect(errorOf(answer)).toEqual(spec(errors.invalidCredentials));
  });

  it('refuses a user with no API access any more: 401/4010 Unauthorized', async () => {
    const credentials = sb.current.handout.credentials.administrator;
    const user = sb.current.sandbox.state.users[0]!;
    const accounts = user.accountIds;
    user.accountIds = [];
    try {
      const answer = await sb.current.request('POST', '/rest/vendor/v1/session', { body: credentials });
      expect(errorOf(answer)).toEqual(spec(errors.unauthorized));
    } finally {
      user.accountIds = accounts;
    }
  });

  it('answers 401/4010 Unauthorized without, or with unknown, session headers (D3)', async () => {
    expect(errorOf(await sb.current.request('GET', '/rest/vendor/v1/accounts'))).toEqual(spec(errors.unauthorized));
    const made = await sb.current.request('GET', '/rest/vendor/v1/accounts', { session: { key: 'nope', token: 'nope' } });
    expect(errorOf(made)).toEqual(spec(errors.unauthorized));
  });

  it('expires after 30 idle minutes of sandbox time, and 12 hours after creation', async () => {
    const session = await sb.current.login();
    await sb.current.sandbox.clock.advance(29 * 60);
    expect((await sb.current.request('GET', '/rest/vendor/v1/accounts', { session })).http).toBe(200);
    await sb.current.sandbox.clock.advance(31 * 60);
    expect(errorOf(await sb.current.request('GET', '/rest/vendor/v1/accounts', { session }))).toEqual(spec(errors.unauthorized));

    const longLived = await sb.current.login();
    for (let step = 0; step < 29; step++) {
      await sb.current.sandbox.clock.advance(25 * 60);
      await sb.current.request('GET', '/rest/vendor/v1/accounts', { session: longLived });
    }
    expect(errorOf(await sb.current.request('GET', '/rest/vendor/v1/accounts', { session: longLived }))).toEqual(spec(errors.unauthorized));
  });

  it('deletes a session; the second delete is 400/4402 Invalid session', async () => {
    const session = await sb.current.login();
    expect((await sb.current.request('DELETE', '/rest/vendor/v1/session', { session })).body).toEqual({ status: 2000 });
    expect(errorOf(await sb.current.request('GET', '/rest/vendor/v1/accounts', { session }))).toEqual(spec(errors.unauthorized));
    expect(errorOf(await sb.current.request('DELETE', '/rest/v1/vendor/session', { session }))).toEqual(spec(errors.invalidSession));
  });

  it('deleting an expired session is 400/4402 Invalid session', async () => {
    const session = await sb.current.login();
    await sb.current.sandbox.clock.advance(31 * 60);
    expect(errorOf(await sb.current.request('DELETE', '/rest/vendor/v1/session', { session }))).toEqual(spec(errors.invalidSession));
  });

  it('deleting a pair that never existed is 400/4010 Failed to delete session; no headers is 401/4010', async () => {
    const answer = await sb.current.request('DELETE', '/rest/vendor/v1/session', { session: { key: 'never', token: 'existed' } });
    expect(errorOf(answer)).toEqual(spec(errors.failedToDeleteSession));
    expect(errorOf(await sb.current.request('DELETE', '/rest/vendor/v1/session'))).toEqual(spec(errors.unauthorized));
  });

  it('keeps only hashes of secrets and tokens (D11)', async () => {
    const { apiSecret } = sb.current.handout.credentials.administrator;
    const session = await sb.current.login();
    const stored = JSON.stringify(sb.current.sandbox.state);
    expect(stored).not.toContain(apiSecret);
    expect(stored).not.toContain(session.token);
  });
});
