import { z } from 'zod';
import type { ErrorSpec } from '../shared/wire/errors';
import { fail, type FieldErrors } from './service-error';
import { byCreatedThenId, type Dated } from './store/record-order';

// Parsing at the border: every query, body and path parameter goes through a shared schema once.

/** Parses with a shared schema; on failure answers `onError`, with field errors (D3). */
export function parseInput<S extends z.core.$ZodType>(schema: S, value: unknown, onError: ErrorSpec): z.infer<S> {
  // Full zod's safeParse: a ZodError whether the schema is full zod or zod/mini (the calculator's, issue 37).
  const result = z.safeParse(schema, value ?? {});
  if (result.success) return result.data;
  fail(onError, fieldErrorsOf(result.error));
}

/**
 * Parses with a shared schema where the document gives fields their own errors: the first field of `byField`
 * (in its order) with a problem decides the answer; any other problem answers `otherwise`, with field errors (D3).
 */
export function parseInputPerField<S extends z.core.$ZodObject>(
  schema: S,
  value: unknown,
  byField: Partial<Record<keyof S['_zod']['def']['shape'] & string, ErrorSpec>>,
  otherwise: ErrorSpec,
): z.infer<S> {
  const result = z.safeParse(schema, value ?? {});
  if (result.success) return result.data;
  const failedFields = new Set(result.error.issues.map((issue) => issue.path[0]));
  for (const [field, spec] of Object.entries(byField)) {
    if (spec && failedFields.has(field)) fail(spec);
  }
  return fail(otherwise, fieldErrorsOf(result.error));
}

export function fieldErrorsOf(error: z.ZodError): FieldErrors {
  // A Map, not an object literal: client-chosen keys such as "toString" or "__proto__" are plain names here.
  const fields = new Map<string, string[]>();
  const add = (field: string, reason: string) => fields.set(field, [...(fields.get(field) ?? []), reason]);
  for (const issue of error.issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) add(key, 'Unknown field');
      continue;
    }
    add(issue.path.length ? issue.path.join('.') : 'body', plainReason(issue));
  }
  return Object.fromEntries(fields);
}

function plainReason(issue: z.core.$ZodIssue): string {
  // zod 4 leaves `input` out of issues; its message says what was received.
  if (issue.code === 'invalid_type') return issue.message.endsWith('received undefined') ? 'Required' : `Expected ${issue.expected}`;
  return issue.message;
}

const dayMs = 86_400_000;

/** D4: whole UTC days, startDate 00:00:00 through endDate 23:59:59; impossible or reversed dates are invalid. */
export function dateRange(
  query: { startDate?: string | undefined; endDate?: string | undefined },
  todayMs: number,
  invalid: ErrorSpec,
): { from: number; to: number } {
  const from = query.startDate === undefined ? Number.NEGATIVE_INFINITY : parseDay(query.startDate, invalid);
  const endDay = query.endDate === undefined ? Math.floor(todayMs / dayMs) * dayMs : parseDay(query.endDate, invalid);
  if (from > endDay) fail(invalid);
  return { from, to: endDay + dayMs - 1 };
}

function parseDay(text: string, invalid: ErrorSpec): number {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) fail(invalid);
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const ms = Date.UTC(year, month - 1, day);
  const date = new Date(ms);
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) fail(invalid);
  return ms;
}

export const pageSize = 500;

/** D8: pageNumber an integer ≥ 1, 1 when absent. */
export function pageNumberOf(pageNumber: string | undefined, invalid: ErrorSpec): number {
  const page = pageNumber === undefined ? 1 : Number(pageNumber);
  if (!Number.isSafeInteger(page) || page < 1) fail(invalid);
  return page;
}

/** D8: 500 a page, created ascending then id; past the end is empty. For short lists kept in no index (users). */
export function pageOf<T extends Dated>(
  records: readonly T[],
  pageNumber: string | undefined,
  invalid: ErrorSpec,
): { items: T[]; hasMoreRecords: 0 | 1 } {
  const start = (pageNumberOf(pageNumber, invalid) - 1) * pageSize;
  const sorted = [...records].sort(byCreatedThenId);
  return { items: sorted.slice(start, start + pageSize), hasMoreRecords: sorted.length > start + pageSize ? 1 : 0 };
}
