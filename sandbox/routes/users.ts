import { z } from 'zod';
import { userRoles, type UserRole } from '../../shared/enums';
import { auMobileInput, email, listQuery, name } from '../../shared/wire/common';
import { errors } from '../../shared/wire/errors';
import { createUserBody, generateCredentialsBody, updateUserBody, userIdParams, type User } from '../../shared/wire/users';
import { requireAccount, requireAdministrator, requireCaller, requireResourceAccess } from '../authority';
import { issueCredentials } from '../credentials';
import type { Handlers } from '../handler';
import { dateRange, pageOf, parseInput, parseInputPerField } from '../input';
import type { Caller, Sandbox } from '../sandbox';
import { fail } from '../service-error';
import { endSessions } from '../sessions';
import type { UserRecord } from '../store/record-schemas';

// Users and their API credentials (D10, D11, D12). Anyone may read the users of their accounts; only an
// ADMINISTRATOR may change them.

type UserFieldsInput = z.infer<typeof updateUserBody>;

/** D12: names trimmed, a valid email, an Australian mobile once its spaces are stripped. */
const userDetails = z.object({
  first_name: name,
  last_name: name,
  email,
  mobile: auMobileInput,
});

/** The account of a list query, checked before anything else in it. */

export function userHandlers(
  sandbox: Sandbox,
): Handlers<'getUsers' | 'getUser' | 'createUser' | 'updateUser' | 'deleteUser' | 'generateUserApiCredentials'> {
  /** The user a path names: blank 400/4402, unknown 404/4041, sharing no account with the caller 401/4010 (D10). */
  const userOf = (caller: Caller, params: unknown): UserRecord => {
    const { userId } = parseInput(userIdParams, params, errors.userIdMissing);
    if (userId.trim() === '') fail(errors.userIdMissing);
    const user = sandbox.user(userId) ?? fail(errors.userNotFound);
    requireResourceAccess(caller, user.accountIds, errors.userForbidden);
    return user;
  };

  /** D12: either spelling of the names; on update, whatever the body leaves out stays as it was. */
  const detailsOf = (input: UserFieldsInput, current?: UserRecord) => {
    const details = parseInput(
      userDetails,
      {
        first_name: input.first_name ?? input.firstName ?? current?.first_name,
        last_name: input.last_name ?? input.lastName ?? current?.last_name,
        email: input.email ?? current?.email,
        mobile: input.mobile ?? current?.mobile,
      },
      errors.invalidDataProvided,
    );
    // D12: email is unique, case-insensitively.
    const address = details.email.toLowerCase();
    if (sandbox.state.users.some((other) => other !== current && other.email.toLowerCase() === address)) {
      fail(errors.invalidDataProvided, { email: ['Already in use by another user'] });
    }
    return details;
  };

  return {
    getUsers: ({ query }, caller) => {
      const me = requireCaller(caller);
      const { accountId, startDate, endDate, pageNumber } = parseInputPerField(
        listQuery,
        query,
        { accountId: errors.usersInvalidAccountId, startDate: errors.quotesInvalidDate, endDate: errors.quotesInvalidDate },
        errors.invalidInput,
      );
      requireAccount(me, accountId, errors.usersInvalidAccountId);
      const { from, to } = dateRange({ startDate, endDate }, sandbox.now(), errors.quotesInvalidDate);
      const members = sandbox.state.users.filter(
        (user) => user.accountIds.includes(accountId) && user.created >= from && user.created <= to,
      );
      const page = pageOf(members, pageNumber, errors.invalidInput);
      return { users: page.items.map(presentUser), hasMoreRecords: page.hasMoreRecords };
    },
    getUser: ({ params }, caller) => ({ user: presentUser(userOf(requireCaller(caller), params)) }),
    createUser: ({ body }, caller) => {
      const admin = requireAdministrator(caller);
      const input = parseInput(createUserBody, body, errors.invalidDataProvided);
      const accountId = requireAccount(admin, input.account_id, errors.usersInvalidAccountId);
      const role = roleOf(input.role);
      const user: UserRecord = { id: sandbox.newId('usr_'), role, ...detailsOf(input), accountIds: [accountId], created: sandbox.now() };
      sandbox.store.users.insert(user);
      return { user: presentUser(user) };
    },
    updateUser: ({ params, body }, caller) => {
      const admin = requireAdministrator(caller);
      const user = userOf(admin, params);
      const input = parseInput(updateUserBody, body, errors.invalidDataProvided);
      if (Object.keys(input).length === 0) fail(errors.invalidDataProvided, { body: ['Nothing to update'] });
      const role = input.role === undefined ? user.role : roleOf(input.role);
      // D10: nobody may change their own role.
      if (user.id === admin.user.id && role !== user.role) fail(errors.actionNotAllowed);
      const details = detailsOf(input, user);
      sandbox.store.users.update(user, (draft) => Object.assign(draft, { role, ...details }));
      return { user: presentUser(user) };
    },
    deleteUser: ({ params }, caller) => {
      const admin = requireAdministrator(caller);
      const user = userOf(admin, params);
      // D10: nobody may delete themselves.
      if (user.id === admin.user.id) fail(errors.actionNotAllowed);
      sandbox.store.users.remove(user);
      // D10: their credentials are revoked and their sessions end at once.
      sandbox.store.credentials.removeWhere((credential) => credential.userId === user.id);
      endSessions(sandbox, (session) => session.userId === user.id);
      return {};
    },
    generateUserApiCredentials: ({ params, body }, caller) => {
      const admin = requireAdministrator(caller);
      const user = userOf(admin, params);
      const input = parseInput(generateCredentialsBody, body, errors.invalidDataProvided);
      // D11: account_id or accountId, an account of both the caller and the user.
      const accountId = input.account_id ?? input.accountId;
      if (accountId === undefined) fail(errors.invalidDataProvided, { account_id: ['Required'] });
      if (!admin.user.accountIds.includes(accountId) || !user.accountIds.includes(accountId)) {
        fail(errors.invalidDataProvided, { account_id: ['Not an account of both you and the user'] });
      }
      return { userKey: issueCredentials(sandbox, user.id, accountId) };
    },
  };
}

/** D12: ADMINISTRATOR or TEAM MEMBER in any case, the space also written `_` or `+`. */
function roleOf(input: string): UserRole {
  const spelled = input.toUpperCase().replace(/^TEAM[_+]MEMBER$/, 'TEAM MEMBER');
  return userRoles.find((role) => role === spelled) ?? fail(errors.invalidRole);
}

/** D12: always first_name/last_name, and the role as the document spells it. */
function presentUser(user: UserRecord): User {
  return { id: user.id, role: user.role, first_name: user.first_name, last_name: user.last_name, email: user.email, mobile: user.mobile };
}
