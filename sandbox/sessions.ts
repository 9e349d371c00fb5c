import { timingSafeEqual } from 'node:crypto';
import { errors } from '../shared/wire/errors';
import { sessionHeaders } from '../shared/wire/sessions';
import { randomToken, sha256Hex } from './random';
import type { Caller, Sandbox } from './sandbox';
import { fail } from './service-error';
import type { SessionRecord } from './store/record-schemas';

// D9 sessions and D11 credentials: secrets and tokens are kept only as SHA-256 hashes.

type Headers = Record<string, string | string[] | undefined>;

export function createSession(sandbox: Sandbox, apiId: string, apiSecret: string): { sessionKey: string; sessionToken: string } {
  const credential = sandbox.store.credentials.get(apiId);
  if (!credential || !hashesEqual(credential.secretHash, sha256Hex(apiSecret))) fail(errors.invalidCredentials);
  const user = sandbox.user(credential.userId);
  // The document's second Create Session error: a user who (no longer) has API access.
  if (!user || !user.accountIds.includes(credential.accountId)) fail(errors.unauthorized);
  const sessionKey = randomToken();
  const sessionToken = randomToken();
  const now = sandbox.now();
  sandbox.store.sessions.insert({
    key: sessionKey,
    tokenHash: sha256Hex(sessionToken),
    userId: user.id,
    accountId: credential.accountId,
    created: now,
    lastSeen: now,
  });
  return { sessionKey, sessionToken };
}

/** The caller of a vendor request, or 401/4010 "Unauthorized" (D3) for missing, unknown or expired headers. */
export function authenticate(sandbox: Sandbox, headers: Headers): Caller {
  const session = findSession(sandbox, headers);
  if (!session || isExpired(sandbox, session)) fail(errors.unauthorized);
  const user = sandbox.user(session.userId);
  if (!user) fail(errors.unauthorized);
  // Bookkeeping no answer reports: saved with the next write, never waited for (D30).
  sandbox.store.sessions.update(session, (draft) => (draft.lastSeen = sandbox.now()), true);
  return { user, accountId: session.accountId, sessionKey: session.key };
}

/** D9: missing headers 401/4010; never existed 400/4010; expired or already deleted 400/4402. */
export function deleteSession(sandbox: Sandbox, headers: Headers): void {
  const key = header(headers, sessionHeaders.key);
  const token = header(headers, sessionHeaders.token);
  if (!key || !token) fail(errors.unauthorized);
  if (sandbox.store.endedSessions.has(sessionFingerprint(key, token))) fail(errors.invalidSession);
  const session = findSession(sandbox, headers);
  if (!session) fail(errors.failedToDeleteSession);
  endSession(sandbox, session);
  if (isExpired(sandbox, session)) fail(errors.invalidSession);
}

/** Ends sessions at once, remembering them so a later delete answers "Invalid session" (D9, D10). */
export function endSessions(sandbox: Sandbox, predicate: (session: SessionRecord) => boolean): void {
  for (const session of sandbox.store.sessions.filter(predicate)) endSession(sandbox, session);
}

function endSession(sandbox: Sandbox, session: SessionRecord): void {
  sandbox.store.sessions.remove(session);
  sandbox.store.endedSessions.insert(sha256Hex(`${session.key}:${session.tokenHash}`));
}

function sessionFingerprint(key: string, token: string): string {
  return sha256Hex(`${key}:${sha256Hex(token)}`);
}

function findSession(sandbox: Sandbox, headers: Headers): SessionRecord | undefined {
  const key = header(headers, sessionHeaders.key);
  const token = header(headers, sessionHeaders.token);
  if (!key || !token) return undefined;
  const session = sandbox.store.sessions.get(key);
  return session && hashesEqual(session.tokenHash, sha256Hex(token)) ? session : undefined;
}

function isExpired(sandbox: Sandbox, session: SessionRecord): boolean {
  const now = sandbox.now();
  return now - session.lastSeen > sandbox.config.sessionIdleMs || now - session.created > sandbox.config.sessionMaxMs;
}

function header(headers: Headers, name: string): string | undefined {
  const value = headers[name];
  return typeof value === 'string' && value.length > 0 ? value : undefined;
}

function hashesEqual(a: string, b: string): boolean {
  return a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));
}
