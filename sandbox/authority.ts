import type { ErrorSpec } from '../shared/wire/errors';
import { errors } from '../shared/wire/errors';
import type { Caller } from './sandbox';
import { fail } from './service-error';

// D10: a session acts as its user within that user's accounts; only administrators manage users, keys, webhooks.

export function requireCaller(caller: Caller | null): Caller {
  return caller ?? fail(errors.unauthorized);
}

/** An account id from a request: unknown and foreign accounts answer with the endpoint's own errors. */
export function requireAccount(caller: Caller, accountId: string, unknown: ErrorSpec, foreign: ErrorSpec = unknown): string {
  if (!/^\S{1,64}$/.test(accountId)) fail(unknown);
  if (caller.user.accountIds.includes(accountId)) return accountId;
  return fail(foreign);
}

/** A resource of another account answers as "not authorised for the resource" (D10). */
export function requireResourceAccess(caller: Caller, resourceAccountIds: readonly string[], forbidden: ErrorSpec): void {
  if (!resourceAccountIds.some((id) => caller.user.accountIds.includes(id))) fail(forbidden);
}

/** The caller, when an administrator; anyone else is 401/4010 "Not authorized". */
export function requireAdministrator(caller: Caller | null): Caller {
  const admin = requireCaller(caller);
  if (admin.user.role !== 'ADMINISTRATOR') fail(errors.notAuthorized);
  return admin;
}
