import { sessionHeaders } from '../../shared/wire/sessions';

/** A session's key and token (K1): held in private fields, so no JSON, string or inspection of it shows them. */
export class Session {
  readonly #key: string;
  readonly #token: string;

  constructor(key: string, token: string) {
    this.#key = key;
    this.#token = token;
  }

  /** The two headers every vendor request after Create Session carries (document, "Authentication"). */
  headers(): Record<string, string> {
    return { [sessionHeaders.key]: this.#key, [sessionHeaders.token]: this.#token };
  }
}
