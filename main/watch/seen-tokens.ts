/**
 * D26: a webhook `token` seen in the last 24 hours is refused. A token is kept only until its message would be too
 * old anyway (its `timestamp` plus 24 hours), and at most `capacity` of them: when full, new messages are turned
 * away (to be sent again later) rather than an old token forgotten early.
 */
export class SeenTokens {
  readonly #capacity: number;
  /** token → when it may be forgotten (ms, service clock). */
  readonly #expiries = new Map<string, number>();

  constructor(capacity = 50_000) {
    this.#capacity = capacity;
  }

  get size(): number {
    return this.#expiries.size;
  }

  has(token: string, now: number): boolean {
    const expiry = this.#expiries.get(token);
    return expiry !== undefined && expiry >= now;
  }

  /** False when the memory is full of tokens still within their 24 hours. */
  remember(token: string, expiresAt: number, now: number): boolean {
    if (this.#expiries.size >= this.#capacity) this.#forgetExpired(now);
    if (this.#expiries.size >= this.#capacity) return false;
    this.#expiries.set(token, expiresAt);
    return true;
  }

  #forgetExpired(now: number): void {
    for (const [token, expiry] of this.#expiries) if (expiry < now) this.#expiries.delete(token);
  }
}
