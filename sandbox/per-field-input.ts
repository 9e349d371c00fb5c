import type { z } from 'zod';
import type { ErrorSpec } from '../shared/wire/errors';
import { fieldErrorsOf } from './input';
import { fail } from './service-error';

/**
 * Parses with a shared schema where the document gives fields their own errors: the first field of `byField`
 * (in its order) with a problem decides the answer; any other problem answers `otherwise`, with field errors (D3).
 */
export function parseInputPerField<S extends z.ZodObject>(
  schema: S,
  value: unknown,
  byField: Partial<Record<keyof S['shape'] & string, ErrorSpec>>,
  otherwise: ErrorSpec,
): z.infer<S> {
  const result = schema.safeParse(value ?? {});
  if (result.success) return result.data;
  const failedFields = new Set(result.error.issues.map((issue) => issue.path[0]));
  for (const [field, spec] of Object.entries(byField)) {
    if (spec && failedFields.has(field)) fail(spec);
  }
  return fail(otherwise, fieldErrorsOf(result.error));
}
