import type { ServiceFailure } from './service-failure';

/** Every call answers with a value, never a thrown string: the same shape the IPC contract carries (docs/house-plan.md). */
export type Result<T, E extends ServiceFailure = ServiceFailure> =
  { readonly ok: true; readonly data: T } | { readonly ok: false; readonly error: E };

export function ok<T>(data: T): { readonly ok: true; readonly data: T } {
  return { ok: true, data };
}

export function failed<E extends ServiceFailure>(error: E): { readonly ok: false; readonly error: E } {
  return { ok: false, error };
}
