import { describe, expect, it } from 'vitest';
import { errors } from '../../../shared/wire/errors';
import { errorOf, useSandbox } from './harness';

const spec = ({ http, status, message }: { http: number; status: number; message: string }) => ({ http, status, message });

describe('Wire conventions (D1, D3)', () => {
  const sb = useSandbox();

  it('answers an unknown route 404/4040 Not found', async () => {
    expect(errorOf(await sb.current.request('GET', '/rest/vendor/v1/nothing-here'))).toEqual(spec(errors.notFound));
    expect(errorOf(await sb.current.request('GET', '/'))).toEqual(spec(errors.notFound));
  });

  it('answers a wrong method on a known path 405/4050, even with a malformed body', async () => {
    expect(errorOf(await sb.current.request('PATCH', '/rest/vendor/v1/session'))).toEqual(spec(errors.methodNotAllowed));
    expect(errorOf(await sb.current.request('POST', '/rest/vendor/v1/accounts', { rawBody: '{' }))).toEqual(spec(errors.methodNotAllowed));
    expect(errorOf(await sb.current.request('GET', '/rest/v1/vendor/application/7'))).toEqual(spec(errors.methodNotAllowed));
  });

  it('answers a body that is not JSON 400/4402 Invalid input', async () => {
    const answer = await sb.current.request('POST', '/rest/vendor/v1/session', { rawBody: '{"apiId":' });
    expect(errorOf(answer)).toEqual(spec(errors.invalidInput));
    expect(JSON.stringify(answer.body)).not.toMatch(/at .*\.ts|Error:/);
  });

  it('refuses a body over the limit with 413/4130, without reading it all', async () => {
    const answer = await sb.current.request('POST', '/rest/vendor/v1/session', { rawBody: `"${'x'.repeat(17 * 1024 * 1024)}"` });
    expect(errorOf(answer)).toEqual(spec(errors.requestTooLarge));
  });

  it('answers the account alias /account like /accounts (D1)', async () => {
    const session = await sb.current.login();
    const a = await sb.current.request('GET', '/rest/vendor/v1/account', { session });
    const b = await sb.current.request('GET', '/rest/v1/vendor/accounts', { session });
    expect(a.http).toBe(200);
    expect(a.body).toEqual(b.body);
    expect(a.body.accounts[0]).toEqual({
      id: sb.current.accountId,
      entity_legal_name: expect.any(String),
      entity_trading_name: expect.any(String),
    });
  });

  it('Get Accounts: 404/4041 No account found when the user has none', async () => {
    const session = await sb.current.login();
    const user = sb.current.sandbox.state.users[0]!;
    const accounts = user.accountIds;
    user.accountIds = [];
    try {
      expect(errorOf(await sb.current.request('GET', '/rest/vendor/v1/accounts', { session }))).toEqual(spec(errors.noAccountFound));
    } finally {
      user.accountIds = accounts;
    }
  });
});
