import { inspect } from 'node:util';
import { describe, expect, it } from 'vitest';
import { describeFailure } from '../../../../main/core/service-failure';
import { arrangeUser } from '../../sandbox/arrange-users';
import { useSandbox } from '../../sandbox/harness';
import { clientFor, sessionPath, unwrap } from './client-fixture';

// K2: a session when first needed, renewed once on 401/4010, deleted on sign-out; K1: its tokens never show.

const idleExpiry = 31 * 60;

describe('Sessions through the client (K1, K2, D9)', () => {
  const sb = useSandbox();

  it('signs in only when a session endpoint is first called, reading the credentials then and not again', async () => {
    let reads = 0;
    const { client, recorder } = clientFor(sb.current, {
      credentials: async () => {
        reads += 1;
        return sb.current.handout.credentials.administrator;
      },
    });
    unwrap(await client.publicCalculator({ totalPurchaseAmount: 500_000, repaymentTerm: 12 }));
    expect(reads).toBe(0);
    unwrap(await client.getAccounts());
    unwrap(await client.getAccounts());
    expect(reads).toBe(1);
    expect(recorder.count('POST', sessionPath)).toBe(1);
    await client.signOut();
  });

  it('signs in again exactly once when the session expires mid-use', async () => {
    const { client, recorder } = clientFor(sb.current);
    unwrap(await client.getAccounts());
    await sb.current.sandbox.clock.advance(idleExpiry);
    unwrap(await client.getAccounts());
    unwrap(await client.getProductCategories());
    expect(recorder.count('POST', sessionPath)).toBe(2);
    // The refused request, then its replay, then the next one.
    expect(recorder.count('GET', '/rest/vendor/v1/accounts')).toBe(3);
    await client.signOut();
  });

  it('shares one sign-in among ten requests refused together after expiry, and replays each once', async () => {
    const { client, recorder } = clientFor(sb.current);
    unwrap(await client.getAccounts());
    await sb.current.sandbox.clock.advance(idleExpiry);
    const answers = await Promise.all(Array.from({ length: 10 }, () => client.getAccounts()));
    expect(answers.every((answer) => answer.ok)).toBe(true);
    expect(recorder.count('POST', sessionPath)).toBe(2);
    expect(recorder.count('GET', '/rest/vendor/v1/accounts')).toBe(1 + 10 + 10);
    await client.signOut();
  });

  it('reports credentials that stopped working as a typed failure after one sign-in attempt, never a loop', async () => {
    const good = sb.current.handout.credentials.administrator;
    let current = good;
    const { client, recorder } = clientFor(sb.current, { credentials: async () => current });
    unwrap(await client.getAccounts());
    current = { ...good, apiSecret: 'rotated-elsewhere' };
    await sb.current.sandbox.clock.advance(idleExpiry);
    const answer = await client.getAccounts();
    expect(answer).toEqual({ ok: false, error: { kind: 'sign-in-refused', http: 401, status: 4010, message: 'Invalid credentials' } });
    expect(recorder.count('POST', sessionPath)).toBe(2);
    expect(recorder.count('GET', '/rest/vendor/v1/accounts')).toBe(2);
  });

  it('returns a second 401 after a successful sign-in as a typed failure, without signing in again', async () => {
    // Forged tokens on one path: every Get Accounts is refused, however fresh the session.
    const { client, recorder } = clientFor(sb.current, {
      next: (url, init) => {
        const forged = url.endsWith('/accounts') ? { ...init, headers: { ...init.headers, 'x-session-token': 'forged' } } : init;
        return fetch(url, forged);
      },
    });
    const answer = await client.getAccounts();
    expect(answer).toEqual({ ok: false, error: { kind: 'service', http: 401, status: 4010, message: 'Unauthorized' } });
    expect(recorder.count('POST', sessionPath)).toBe(2);
    expect(recorder.count('GET', '/rest/vendor/v1/accounts')).toBe(2);
    // The renewed session itself is good.
    unwrap(await client.getProductCategories());
    expect(recorder.count('POST', sessionPath)).toBe(2);
    await client.signOut();
  });

  it("a TEAM MEMBER's refused administrator call (401/4010, D10) leaves no session behind on the service (K2)", async () => {
    const { credentials: teamMember } = arrangeUser(sb.current.sandbox, 'TEAM MEMBER', [sb.current.accountId]);
    const { client, recorder } = clientFor(sb.current, { credentials: async () => teamMember });
    const before = sb.current.sandbox.state.sessions.length;
    const answer = await client.getApiKeys({ accountId: sb.current.accountId });
    expect(answer).toMatchObject({ ok: false, error: { kind: 'service', http: 401, status: 4010 } });
    expect(recorder.count('POST', sessionPath)).toBe(2);
    // The refused session was deleted before the second sign-in: only the one in use remains.
    expect(recorder.count('DELETE', sessionPath)).toBe(1);
    expect(sb.current.sandbox.state.sessions.length).toBe(before + 1);
    await client.signOut();
    expect(sb.current.sandbox.state.sessions.length).toBe(before);
  });

  it('refuses wrong credentials with a clear typed failure', async () => {
    const { apiId } = sb.current.handout.credentials.administrator;
    const { client, recorder } = clientFor(sb.current, { credentials: async () => ({ apiId, apiSecret: 'wrong' }) });
    const answer = await client.getAccounts();
    expect(answer).toEqual({ ok: false, error: { kind: 'sign-in-refused', http: 401, status: 4010, message: 'Invalid credentials' } });
    if (!answer.ok) expect(describeFailure(answer.error)).toMatch(/refused this profile's API credentials/);
    expect(recorder.count('GET', '/rest/vendor/v1/accounts')).toBe(0);
  });

  it('reports missing or unreadable credentials as a typed failure', async () => {
    const missing = clientFor(sb.current, { credentials: async () => null });
    expect(await missing.client.getAccounts()).toEqual({
      ok: false,
      error: { kind: 'credentials-unavailable', message: 'No API credentials are saved for this profile.' },
    });
    const locked = clientFor(sb.current, { credentials: () => Promise.reject(new Error('The keychain is locked.')) });
    expect(await locked.client.getAccounts()).toEqual({
      ok: false,
      error: { kind: 'credentials-unavailable', message: 'The keychain is locked.' },
    });
    // A failed sign-in is not kept: the next call tries again.
    expect(await locked.client.getAccounts()).toMatchObject({ ok: false, error: { kind: 'credentials-unavailable' } });
    expect(locked.recorder.count('POST', sessionPath)).toBe(0);
  });

  it('deletes the session on sign-out; the next call signs in afresh', async () => {
    const { client, recorder } = clientFor(sb.current);
    unwrap(await client.getAccounts());
    const used = recorder.sent.at(-1)?.headers ?? {};
    const session = { key: used['x-session-key'] ?? '', token: used['x-session-token'] ?? '' };
    expect(await client.signOut()).toEqual({ ok: true, data: undefined });
    expect(recorder.count('DELETE', sessionPath)).toBe(1);
    expect((await sb.current.request('GET', '/rest/vendor/v1/accounts', { session })).http).toBe(401);
    unwrap(await client.getAccounts());
    expect(recorder.count('POST', sessionPath)).toBe(2);
    await client.signOut();
  });

  it('signs out without a request when never signed in, and counts an expired session as signed out (D9)', async () => {
    const never = clientFor(sb.current);
    expect(await never.client.signOut()).toEqual({ ok: true, data: undefined });
    expect(never.recorder.sent).toEqual([]);

    const { client, recorder } = clientFor(sb.current);
    unwrap(await client.getAccounts());
    await sb.current.sandbox.clock.advance(idleExpiry);
    expect(await client.signOut()).toEqual({ ok: true, data: undefined });
    expect(recorder.count('DELETE', sessionPath)).toBe(1);
  });

  it('never shows the session token or the secret in the client, its failures or their descriptions (K1)', async () => {
    const { client, recorder } = clientFor(sb.current);
    unwrap(await client.getAccounts());
    const token = recorder.sent.at(-1)?.headers['x-session-token'] ?? '';
    const { apiSecret } = sb.current.handout.credentials.administrator;
    expect(token.length).toBeGreaterThan(30);
    await sb.current.sandbox.clock.advance(idleExpiry);
    const failure = await client.getUser({ userId: 'nobody' });
    const shown = [JSON.stringify(client), inspect(client, { depth: null, showHidden: true }), String(client), JSON.stringify(failure)];
    if (!failure.ok) shown.push(describeFailure(failure.error));
    for (const text of shown) {
      expect(text).not.toContain(token);
      expect(text).not.toContain(apiSecret);
    }
    await client.signOut();
  });
});
