import type { FieldErrors, KioskError, KioskErrorCode } from '../../shared/contract/kiosk-error';

/** A use case that cannot go ahead, with plain words for the salesperson; the registry answers it as a typed error. */
export class KioskFailure extends Error {
  override readonly name = 'KioskFailure';
  readonly error: KioskError;

  constructor(code: KioskErrorCode, message: string, fieldErrors?: FieldErrors) {
    super(message);
    this.error = fieldErrors === undefined ? { code, message } : { code, message, fieldErrors };
  }

  /** K15: PIN checks are paused for `waitMs` more; the screen counts it down. */
  static pinsPaused(message: string, waitMs: number): KioskFailure {
    const failure = new KioskFailure('too-many-attempts', message);
    failure.error.retryInMs = Math.ceil(waitMs);
    return failure;
  }
}
