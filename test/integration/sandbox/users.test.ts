import { beforeAll, describe, expect, it } from 'vitest';
import type { EndpointId } from '../../../shared/wire/endpoints';
import { errors, type ErrorSpec } from '../../../shared/wire/errors';
import { arrangeUser } from './arrange-users';
import { arrangeBranch, injectFault, seedUser } from './fixtures';
import { errorOf, useSandbox, type RequestOptions, type SessionPair } from './harness';

const spec = ({ http, status, message }: ErrorSpec) => ({ http, status, message });
const v = '/rest/vendor/v1';

describe('Users (D10, D11, D12)', () => {
  const sb = useSandbox();
  let admin: SessionPair;
  let teamMember: SessionPair;
  /** The administrator's second branch. */
  let otherBranch: string;
  /** An account the administrator has no part in, and its only user. */
  let foreignAccount: string;
  let outsiderId: string;
  let made = 0;

  beforeAll(async () => {
    const { sandbox, accountId } = sb.current;
    otherBranch = arrangeBranch(sandbox, seedUser(sandbox));
    foreignAccount = arrangeBranch(sandbox);
    outsiderId = arrangeUser(sandbox, 'ADMINISTRATOR', [foreignAccount]).user.id;
    admin = await sb.current.login();
    teamMember = await sb.current.login(arrangeUser(sandbox, 'TEAM MEMBER', [accountId]).credentials);
  });

  const asAdmin = (method: string, path: string, options: RequestOptions = {}) =>
    sb.current.request(method, path, { ...options, session: admin });
  const asTeamMember = (method: string, path: string, options: RequestOptions = {}) =>
    sb.current.request(method, path, { ...options, session: teamMember });
  const newUser = (fields: Record<string, unknown> = {}) => {
    made += 1;
    return {
      account_id: sb.current.accountId,
      role: 'TEAM MEMBER',
      first_name: 'Sam',
      last_name: `Seller${made}`,
      email: `sam${made}@shop.example`,
      mobile: '0412345678',
      ...fields,
    };
  };
  const createUser = async (fields: Record<string, unknown> = {}) => {
    const answer = await asAdmin('POST', `${v}/user/add`, { body: newUser(fields) });
    expect(answer.http).toBe(200);
    return answer.body.user;
  };
  const adminId = () => seedUser(sb.current.sandbox).id;

  describe('Get Users', () => {
    it('lists the users of an account with first_name/last_name and the role as the document spells it (D12)', async () => {
      const user = await createUser({ role: 'team_member' });
      const answer = await asAdmin('GET', `${v}/users?accountId=${sb.current.accountId}`);
      expect(answer.http).toBe(200);
      expect(answer.body.status).toBe(2000);
      expect(answer.body.hasMoreRecords).toBe(0);
      expect(answer.body.users).toContainEqual({
        id: user.id,
        role: 'TEAM MEMBER',
        first_name: 'Sam',
        last_name: user.last_name,
        email: user.email,
        mobile: '0412345678',
      });
      expect(answer.body.users.map((u: { id: string }) => u.id)).not.toContain(outsiderId);
    });

    it('lets a TEAM MEMBER read the users of their account (D10)', async () => {
      const answer = await asTeamMember('GET', `/rest/v1/vendor/users?accountId=${sb.current.accountId}`);
      expect(answer.http).toBe(200);
      expect(answer.body.users.length).toBeGreaterThan(1);
    });

    it('pages 500 users at a time, oldest first; past the end is empty (D8)', async () => {
      const { sandbox } = sb.current;
      const branch = arrangeBranch(sandbox, seedUser(sandbox));
      const all = [adminId(), ...Array.from({ length: 500 }, () => arrangeUser(sandbox, 'TEAM MEMBER', [branch]).user.id)];
      const page = (n: number) => asAdmin('GET', `${v}/users?accountId=${branch}&pageNumber=${n}`);
      const first = await page(1);
      expect(first.body.users.map((u: { id: string }) => u.id)).toEqual(all.slice(0, 500));
      expect(first.body.hasMoreRecords).toBe(1);
      const second = await page(2);
      expect(second.body.users.map((u: { id: string }) => u.id)).toEqual(all.slice(500));
      expect(second.body.hasMoreRecords).toBe(0);
      expect((await page(3)).body).toEqual({ status: 2000, users: [], hasMoreRecords: 0 });
    });

    it('filters on whole UTC days, startDate 00:00:00 through endDate 23:59:59 (D4)', async () => {
      const { sandbox } = sb.current;
      const branch = arrangeBranch(sandbox);
      const late = arrangeUser(sandbox, 'TEAM MEMBER', [branch]).user;
      const early = arrangeUser(sandbox, 'TEAM MEMBER', [branch]).user;
      sandbox.store.users.update(seedUser(sandbox), (draft) => (draft.accountIds = [...draft.accountIds, branch]));
      sandbox.store.users.update(late, (draft) => (draft.created = Date.parse('2026-01-10T23:59:59Z')));
      sandbox.store.users.update(early, (draft) => (draft.created = Date.parse('2026-01-11T00:00:00Z')));
      const idsFor = async (query: string) =>
        (await asAdmin('GET', `${v}/users?accountId=${branch}&${query}`)).body.users.map((u: { id: string }) => u.id);
      expect(await idsFor('startDate=2026-01-10&endDate=2026-01-10')).toEqual([late.id]);
      expect(await idsFor('startDate=2026-01-11&endDate=2026-01-11')).toEqual([early.id]);
      expect(await idsFor('endDate=2026-01-11')).toEqual([late.id, early.id]);
    });

    it('401/4010 Invalid account id: missing, unknown, or not one of the caller’s', async () => {
      const { accountId } = sb.current;
      for (const query of [
        '',
        '?accountId=',
        '?accountId=9999',
        `?accountId=${foreignAccount}`,
        `?accountId=${accountId}&accountId=${otherBranch}`,
      ]) {
        expect(errorOf(await asAdmin('GET', `${v}/users${query}`)), query).toEqual(spec(errors.usersInvalidAccountId));
      }
    });

    it('400/4402 Invalid date: malformed, impossible or reversed (D4)', async () => {
      for (const dates of ['startDate=2026-1-01', 'endDate=20260101', 'startDate=2025-02-30', 'startDate=2026-03-02&endDate=2026-03-01']) {
        const answer = await asAdmin('GET', `${v}/users?accountId=${sb.current.accountId}&${dates}`);
        expect(errorOf(answer), dates).toEqual(spec(errors.quotesInvalidDate));
      }
    });

    it('400/4402 Invalid input for a pageNumber that is not an integer ≥ 1, or an unknown parameter (D8)', async () => {
      for (const query of ['pageNumber=0', 'pageNumber=abc', 'pageNumber=-1', 'page=2']) {
        const answer = await asAdmin('GET', `${v}/users?accountId=${sb.current.accountId}&${query}`);
        expect(errorOf(answer), query).toEqual(spec(errors.invalidInput));
      }
    });
  });

  describe('Get User', () => {
    it('returns a user who shares an account with the caller, on both path forms (D1)', async () => {
      const user = await createUser();
      for (const path of [`${v}/user/${user.id}`, `/rest/v1/vendor/user/${user.id}`]) {
        const answer = await asTeamMember('GET', path);
        expect(answer.http).toBe(200);
        expect(answer.body).toEqual({ status: 2000, user });
      }
    });
  });

  // The four user-id errors that Get User, Update User, Delete User and Generate User Api Credentials share.
  const byUserId: { name: string; endpoint: EndpointId; method: string; path: (id: string) => string; body?: () => unknown }[] = [
    { name: 'Get User', endpoint: 'getUser', method: 'GET', path: (id) => `${v}/user/${id}` },
    {
      name: 'Update User',
      endpoint: 'updateUser',
      method: 'PUT',
      path: (id) => `${v}/user/${id}`,
      body: () => ({ first_name: 'Renamed' }),
    },
    { name: 'Delete User', endpoint: 'deleteUser', method: 'DELETE', path: (id) => `${v}/user/${id}` },
    {
      name: 'Generate User Api Credentials',
      endpoint: 'generateUserApiCredentials',
      method: 'POST',
      path: (id) => `${v}/user/${id}/generate-api-credentials`,
      body: () => ({ account_id: sb.current.accountId }),
    },
  ];

  describe.each(byUserId)('$name: user-id errors', ({ endpoint, method, path, body }) => {
    const call = (id: string) => asAdmin(method, path(id), body ? { body: body() } : {});

    it('400/4402 Invalid user ID when none is specified', async () => {
      expect(errorOf(await call('%20'))).toEqual(spec(errors.userIdMissing));
      if (endpoint === 'generateUserApiCredentials') expect(errorOf(await call(''))).toEqual(spec(errors.userIdMissing));
    });

    it('404/4041 User not found', async () => {
      expect(errorOf(await call('usr_does_not_exist'))).toEqual(spec(errors.userNotFound));
    });

    it('401/4010 Not authorised for the resource: a user sharing no account with the caller (D10)', async () => {
      expect(errorOf(await call(outsiderId))).toEqual(spec(errors.userForbidden));
    });

    it('500/5000 Internal error, by fault injection', async () => {
      const user = await createUser();
      await injectFault(sb.current, endpoint);
      expect(errorOf(await call(user.id))).toEqual(spec(errors.internalError));
      expect((await call(user.id)).http).toBe(200);
    });
  });

  describe('Create User', () => {
    it('creates a user in account_id from firstName/lastName, names trimmed and mobile spaces stripped (D12)', async () => {
      const email = 'kim.lee@shop.example';
      const answer = await asAdmin('POST', `${v}/user/add`, {
        body: { account_id: otherBranch, role: 'ADMINISTRATOR', firstName: ' Kim ', lastName: 'Lee', email, mobile: '0412 345 678' },
      });
      expect(answer.http).toBe(200);
      expect(answer.body.user).toEqual({
        id: expect.any(String),
        role: 'ADMINISTRATOR',
        first_name: 'Kim',
        last_name: 'Lee',
        email,
        mobile: '0412345678',
      });
      const inBranch = await asAdmin('GET', `${v}/users?accountId=${otherBranch}`);
      expect(inBranch.body.users).toContainEqual(answer.body.user);
      const inFirst = await asAdmin('GET', `${v}/users?accountId=${sb.current.accountId}`);
      expect(inFirst.body.users).not.toContainEqual(answer.body.user);
    });

    it.each(['ADMINISTRATOR', 'administrator', 'TEAM MEMBER', 'team member', 'TEAM_MEMBER', 'team_member', 'team+member', 'Team+Member'])(
      'accepts the role spelling "%s" (D12)',
      async (role) => {
        const user = await createUser({ role });
        expect(user.role).toBe(role.toUpperCase() === 'ADMINISTRATOR' ? 'ADMINISTRATOR' : 'TEAM MEMBER');
      },
    );

    it.each(['MANAGER', 'TEAM-MEMBER', 'TEAMMEMBER', 'team  member', ' ADMINISTRATOR', ''])(
      '400/4402 Invalid role for "%s" (D12)',
      async (role) => {
        expect(errorOf(await asAdmin('POST', `${v}/user/add`, { body: newUser({ role }) }))).toEqual(spec(errors.invalidRole));
      },
    );

    it('401/4010 Not authorized for a TEAM MEMBER (D10)', async () => {
      expect(errorOf(await asTeamMember('POST', `${v}/user/add`, { body: newUser() }))).toEqual(spec(errors.notAuthorized));
    });

    it('401/4010 Invalid account id when account_id is not one of the caller’s', async () => {
      for (const account_id of [foreignAccount, '9999']) {
        const answer = await asAdmin('POST', `${v}/user/add`, { body: newUser({ account_id }) });
        expect(errorOf(answer), account_id).toEqual(spec(errors.usersInvalidAccountId));
      }
    });

    it('400/4402 Invalid data provided, naming the fields at fault (D3, D12)', async () => {
      const cases: [Record<string, unknown>, string][] = [
        [{ email: 'not-an-email' }, 'email'],
        [{ mobile: '+61412345678' }, 'mobile'],
        [{ mobile: '0312345678' }, 'mobile'],
        [{ first_name: '   ' }, 'first_name'],
        [{ first_name: undefined }, 'first_name'],
        [{ last_name: undefined }, 'last_name'],
        [{ account_id: undefined }, 'account_id'],
        [{ nickname: 'Sammy' }, 'nickname'],
        [{ mobile: 412345678 }, 'mobile'],
      ];
      for (const [fields, field] of cases) {
        const answer = await asAdmin('POST', `${v}/user/add`, { body: newUser(fields) });
        expect(errorOf(answer), field).toEqual(spec(errors.invalidDataProvided));
        expect(Object.keys(answer.body.errors), field).toContain(field);
      }
    });

    it('refuses an email already in use, in any case: 400/4402 Invalid data provided (D12)', async () => {
      const taken = (await createUser()).email;
      for (const email of [taken, taken.toUpperCase()]) {
        const answer = await asAdmin('POST', `${v}/user/add`, { body: newUser({ email }) });
        expect(errorOf(answer)).toEqual(spec(errors.invalidDataProvided));
        expect(answer.body.errors).toEqual({ email: [expect.any(String)] });
      }
    });
  });

  describe('Update User', () => {
    it('changes any of role, names, email and mobile; what the body leaves out stays (D12)', async () => {
      const user = await createUser();
      const changed = await asAdmin('PUT', `${v}/user/${user.id}`, {
        body: { role: 'administrator', lastName: 'Changed', email: 'CHANGED@shop.example', mobile: '0499 999 999' },
      });
      expect(changed.body).toEqual({
        status: 2000,
        user: { ...user, role: 'ADMINISTRATOR', last_name: 'Changed', email: 'CHANGED@shop.example', mobile: '0499999999' },
      });
      // The document's sample sends only the names.
      const renamed = await asAdmin('PUT', `${v}/user/${user.id}`, { body: { first_name: 'Only', last_name: 'Names' } });
      expect(renamed.body.user).toEqual({ ...changed.body.user, first_name: 'Only', last_name: 'Names' });
      expect((await asAdmin('GET', `${v}/user/${user.id}`)).body.user).toEqual(renamed.body.user);
      // A user may keep their own address in another case (D12).
      const recased = await asAdmin('PUT', `${v}/user/${user.id}`, { body: { email: 'changed@shop.example' } });
      expect(recased.body.user.email).toBe('changed@shop.example');
    });

    it('401/4010 Not authorized for a TEAM MEMBER (D10)', async () => {
      const user = await createUser();
      expect(errorOf(await asTeamMember('PUT', `${v}/user/${user.id}`, { body: { first_name: 'No' } }))).toEqual(
        spec(errors.notAuthorized),
      );
    });

    it('400/4402 Invalid role (D12)', async () => {
      const user = await createUser();
      expect(errorOf(await asAdmin('PUT', `${v}/user/${user.id}`, { body: { role: 'OWNER' } }))).toEqual(spec(errors.invalidRole));
    });

    it('400/4402 Invalid data provided: bad fields, nothing to update, or another user’s email (D12)', async () => {
      const user = await createUser();
      const other = await createUser();
      const cases: [unknown, string][] = [
        [{ email: 'nope' }, 'email'],
        [{ mobile: '12345' }, 'mobile'],
        [{ lastName: '' }, 'last_name'],
        [{ id: 'usr_9' }, 'id'],
        [{}, 'body'],
        [{ email: other.email.toUpperCase() }, 'email'],
      ];
      for (const [body, field] of cases) {
        const answer = await asAdmin('PUT', `${v}/user/${user.id}`, { body });
        expect(errorOf(answer), field).toEqual(spec(errors.invalidDataProvided));
        expect(Object.keys(answer.body.errors), field).toEqual([field]);
      }
    });

    it('403/4403 Action not allowed: changing one’s own role; one’s own names may change (D10)', async () => {
      const me = adminId();
      expect(errorOf(await asAdmin('PUT', `${v}/user/${me}`, { body: { role: 'TEAM MEMBER' } }))).toEqual(spec(errors.actionNotAllowed));
      const renamed = await asAdmin('PUT', `${v}/user/${me}`, { body: { role: 'ADMINISTRATOR', first_name: 'Alexis' } });
      expect(renamed.body.user).toMatchObject({ role: 'ADMINISTRATOR', first_name: 'Alexis' });
    });
  });

  describe('Delete User', () => {
    it('deletes a user: at once their session answers 401 and their credentials fail Create Session (D2, D10)', async () => {
      const user = await createUser();
      const credentials = (
        await asAdmin('POST', `${v}/user/${user.id}/generate-api-credentials`, { body: { account_id: sb.current.accountId } })
      ).body.userKey;
      const theirs = await sb.current.login(credentials);
      expect((await sb.current.request('GET', `${v}/accounts`, { session: theirs })).http).toBe(200);

      expect(await asAdmin('DELETE', `${v}/user/${user.id}`)).toMatchObject({ http: 200, body: { status: 2000 } });

      expect(errorOf(await sb.current.request('GET', `${v}/accounts`, { session: theirs }))).toEqual(spec(errors.unauthorized));
      // Ended, not merely orphaned: deleting it now is "Invalid session" (D9).
      expect(errorOf(await sb.current.request('DELETE', `${v}/session`, { session: theirs }))).toEqual(spec(errors.invalidSession));
      expect(errorOf(await sb.current.request('POST', `${v}/session`, { body: credentials }))).toEqual(spec(errors.invalidCredentials));
      expect(errorOf(await asAdmin('GET', `${v}/user/${user.id}`))).toEqual(spec(errors.userNotFound));
    });

    it('403/4403 Action not allowed: deleting oneself (D10)', async () => {
      expect(errorOf(await asAdmin('DELETE', `${v}/user/${adminId()}`))).toEqual(spec(errors.actionNotAllowed));
    });

    it('401/4010 Not authorized for a TEAM MEMBER (D10)', async () => {
      const user = await createUser();
      expect(errorOf(await asTeamMember('DELETE', `${v}/user/${user.id}`))).toEqual(spec(errors.notAuthorized));
    });
  });

  describe('Generate User Api Credentials', () => {
    it('issues a new pair on every call, account_id or accountId; earlier pairs stay valid; the secret is kept hashed (D11)', async () => {
      const user = await createUser();
      const path = `${v}/user/${user.id}/generate-api-credentials`;
      const first = await asAdmin('POST', path, { body: { account_id: sb.current.accountId } });
      const second = await asAdmin('POST', path, { body: { accountId: sb.current.accountId } });
      expect(first.body).toEqual({ status: 2000, userKey: { apiId: expect.any(String), apiSecret: expect.any(String) } });
      expect(second.body.userKey.apiId).not.toBe(first.body.userKey.apiId);
      for (const { userKey } of [first.body, second.body]) {
        const session = await sb.current.login(userKey);
        expect((await sb.current.request('GET', `${v}/accounts`, { session })).http).toBe(200);
        expect(JSON.stringify(sb.current.sandbox.state)).not.toContain(userKey.apiSecret);
      }
    });

    it('gives access to the account named, when caller and user share it (D11)', async () => {
      const user = await createUser();
      const member = sb.current.sandbox.user(user.id);
      if (member) sb.current.sandbox.store.users.update(member, (draft) => (draft.accountIds = [...draft.accountIds, otherBranch]));
      const answer = await asAdmin('POST', `${v}/user/${user.id}/generate-api-credentials`, { body: { account_id: otherBranch } });
      const issued = sb.current.sandbox.state.credentials.find((credential) => credential.apiId === answer.body.userKey.apiId);
      expect(issued).toMatchObject({ userId: user.id, accountId: otherBranch });
    });

    it('401/4010 Not authorized for a TEAM MEMBER (D10)', async () => {
      const user = await createUser();
      const answer = await asTeamMember('POST', `${v}/user/${user.id}/generate-api-credentials`, {
        body: { account_id: sb.current.accountId },
      });
      expect(errorOf(answer)).toEqual(spec(errors.notAuthorized));
    });

    it('400/4402 Invalid data provided: no account, or not an account of both the caller and the user (D11)', async () => {
      const user = await createUser();
      const path = `${v}/user/${user.id}/generate-api-credentials`;
      const { accountId } = sb.current;
      for (const body of [
        {},
        { account_id: foreignAccount },
        { accountId: otherBranch },
        { account_id: Number(accountId) },
        { account_id: accountId, apiId: 'x' },
      ]) {
        const answer = await asAdmin('POST', path, { body });
        expect(errorOf(answer), JSON.stringify(body)).toEqual(spec(errors.invalidDataProvided));
        expect(answer.body.errors, JSON.stringify(body)).toBeDefined();
      }
    });
  });
});
