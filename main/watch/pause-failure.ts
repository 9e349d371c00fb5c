import { KioskFailure } from '../core/kiosk-failure';

/** Locked for a customer (K6) or nobody signed in: not the service's fault, so no backoff, and nothing to log. */
export function isPauseFailure(error: unknown): boolean {
  return error instanceof KioskFailure && (error.error.code === 'locked' || error.error.code === 'not-signed-in');
}
