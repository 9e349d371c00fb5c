import type { ApiCredentials } from '../core/api-credentials';
import { endpoints } from '../../shared/wire/endpoints';
import { errorBody } from '../../shared/wire/errors';
import { readAnswer } from './endpoint-answer';
import { exchangeFor } from './endpoint-request';
import { failed, ok, type Result } from '../core/result';
import { Session } from './session';
import type { Answer, Send } from './transport';
import { tolerate } from './tolerance';

export interface SessionManagerOptions {
  /** Read from the keychain only when a session must be created, and never kept (K1). */
  credentials: () => Promise<ApiCredentials | null>;
  send: Send;
}

/**
 * K2: a session is created when first needed, renewed once when the service answers 401/4010 (one sign-in shared by
 * every request in flight, then one replay each), and deleted on sign-out, lock and quit.
 */
export class SessionManager {
  readonly #credentials: SessionManagerOptions['credentials'];
  readonly #send: Send;
  /** The session in use, or the sign-in that will give it; its identity tells whether a refused session was renewed. */
  #current: Promise<Result<Session>> | undefined;

  constructor(options: SessionManagerOptions) {
    this.#credentials = options.credentials;
    this.#send = options.send;
  }

  /** Sends with the session's headers; a refused session is renewed and the request replayed once, never more. */
  async authorised(attempt: (headers: Record<string, string>) => Promise<Result<Answer>>): Promise<Result<Answer>> {
    const used = (this.#current ??= this.#signIn());
    const session = await used;
    if (!session.ok) return session;
    const first = await attempt(session.data.headers());
    if (!first.ok || !refusesSession(first.data)) return first;
    // The first request to see the refusal signs in again; the others find the new sign-in already under way.
    if (this.#current === used) this.#current = this.#signIn(session.data);
    const renewal = this.#current;
    // Signed out meanwhile: the refusal stands, rather than signing back in behind a lock.
    if (!renewal) return first;
    const renewed = await renewal;
    return renewed.ok ? attempt(renewed.data.headers()) : renewed;
  }

  /** Forgets the session at once and deletes it on the service; one already ended there counts as done (D9). */
  async signOut(): Promise<Result<void>> {
    const current = this.#current;
    this.#current = undefined;
    const session = await current;
    if (!session?.ok) return ok(undefined);
    const answer = await this.#send({ ...exchangeFor(endpoints.deleteSession, {}), headers: session.data.headers() });
    if (!answer.ok) return answer;
    const deleted = readAnswer('deleteSession', endpoints.deleteSession.response, answer.data);
    return deleted.ok || (deleted.error.kind === 'service' && deleted.error.http === 400) ? ok(undefined) : deleted;
  }

  /**
   * A sign-in, after deleting the session the service refused, if any: 4010 also answers a TEAM MEMBER's call to an
   * ADMINISTRATOR's endpoint (D10) while that session still lives, and none may be left behind (K2). An expired one
   * answers 400 to the delete (D9), which changes nothing.
   */
  #signIn(refused?: Session): Promise<Result<Session>> {
    const signIn = (async () => {
      if (refused) await this.#send({ ...exchangeFor(endpoints.deleteSession, {}), headers: refused.headers() });
      return this.#createSession();
    })().then((result) => {
      // A failed sign-in is not kept: the next request tries again.
      if (!result.ok && this.#current === signIn) this.#current = undefined;
      return result;
    });
    return signIn;
  }

  async #createSession(): Promise<Result<Session>> {
    const credentials = await this.#readCredentials();
    if (!credentials.ok) return credentials;
    // Only the API ID and secret go: checkout's keys in the same keychain entry are never sent (K1).
    const { apiId, apiSecret } = credentials.data;
    const answer = await this.#send(exchangeFor(endpoints.createSession, { apiId, apiSecret }));
    if (!answer.ok) return answer;
    const created = readAnswer('createSession', endpoints.createSession.response, answer.data);
    if (created.ok) return ok(new Session(created.data.sessionKey, created.data.sessionToken));
    const { error } = created;
    if (error.kind === 'service' && error.http === 401) {
      return failed({ kind: 'sign-in-refused', http: error.http, status: error.status, message: error.message });
    }
    return created;
  }

  async #readCredentials(): Promise<Result<ApiCredentials>> {
    try {
      const credentials = await this.#credentials();
      return credentials
        ? ok(credentials)
        : failed({ kind: 'credentials-unavailable', message: 'No API credentials are saved for this profile.' });
    } catch (error) {
      // The vault's errors are written never to repeat a secret (K1).
      return failed({
        kind: 'credentials-unavailable',
        message: error instanceof Error ? error.message : 'The keychain could not be read.',
      });
    }
  }
}

/** D3: missing, unknown or expired session headers answer 401 with status 4010. */
function refusesSession(answer: Answer): boolean {
  if (answer.http !== 401) return false;
  const envelope = errorBody.safeParse(tolerate(answer.body));
  return envelope.success && envelope.data.status === 4010;
}
