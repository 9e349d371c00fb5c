import type { ErrorSpec } from '../shared/wire/errors';

export type FieldErrors = Record<string, string[]>;

/** A documented error answer (D3); thrown inside handlers, turned into the envelope by the server. */
export class ServiceError extends Error {
  constructor(
    readonly spec: ErrorSpec,
    readonly fieldErrors?: FieldErrors,
  ) {
    super(spec.message);
  }
}

export function fail(spec: ErrorSpec, fieldErrors?: FieldErrors): never {
  throw new ServiceError(spec, fieldErrors);
}
