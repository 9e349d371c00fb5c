import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

// K15: who the browser host answers, the way local notebook servers do it. The address main prints (or opens) carries a
// one-time token; the page trades it for a session cookie (HttpOnly, so no script reads it; SameSite=Strict, so no
// other site's page sends it) and the address bar keeps no token. Sessions live in memory: a restart needs a new address.

/** The query parameter that carries a one-time token (not `token`: checkout's return has one of its own, D23). */
export const oneTimeTokenParameter = 'kiosk-token';

/** What a page request with a token comes to. */
export type TokenExchange = { kind: 'new-session'; cookie: string } | { kind: 'spent' };

export class BrowserSessions {
  readonly #cookieName: string;
  readonly #unspent = new Set<string>();
  readonly #sessions = new Set<string>();

  /** `port` names the cookie: cookies are shared across a host's ports, so two kiosks never overwrite each other's. */
  constructor(port: number) {
    this.#cookieName = `kiosk-session-${port}`;
  }

  /** A new one-time token, for one browser to open the kiosk with. */
  mintToken(): string {
    const token = randomBytes(32).toString('base64url');
    this.#unspent.add(token);
    return token;
  }

  /** A token is good once: the first request with it gets a session and its `Set-Cookie` line; any later one nothing. */
  exchange(token: string): TokenExchange {
    if (!this.#unspent.delete(token)) return { kind: 'spent' };
    const session = randomBytes(32).toString('base64url');
    this.#sessions.add(session);
    // Host-only (no Domain) and every path, so the bridge and the event stream get it too.
    return { kind: 'new-session', cookie: `${this.#cookieName}=${session}; HttpOnly; SameSite=Strict; Path=/` };
  }

  /** The session the request's cookie names, when this host handed it out; else null. */
  sessionOf(request: IncomingMessage): string | null {
    const session = cookieValue(request.headers.cookie ?? '', this.#cookieName);
    return session !== null && this.#sessions.has(session) ? session : null;
  }

  /** The cookie's name, to look for a session in a browser's own jar (DevTools). */
  get cookieName(): string {
    return this.#cookieName;
  }
}

function cookieValue(header: string, name: string): string | null {
  for (const pair of header.split(';')) {
    const equals = pair.indexOf('=');
    if (equals > 0 && pair.slice(0, equals).trim() === name) return pair.slice(equals + 1).trim();
  }
  return null;
}
