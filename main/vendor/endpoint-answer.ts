import { z } from 'zod';
import { okStatus } from '../../shared/wire/common';
import type { EndpointId } from '../../shared/wire/endpoints';
import { errorBody } from '../../shared/wire/errors';
import { failed, ok, type Result } from '../core/result';
import type { ServiceFailure } from '../core/service-failure';
import type { Answer } from './transport';
import { tolerate } from './tolerance';

const success = z.object({ status: okStatus });

/**
 * Parse at the border: a 2xx with status 2000 must match the endpoint's response schema; anything else is D3's error
 * envelope or a malformed answer. The document's variants are tolerated first.
 */
export function readAnswer<S extends z.core.$ZodType>(endpoint: EndpointId, schema: S, answer: Answer): Result<z.output<S>> {
  const body = tolerate(answer.body);
  if (answer.http < 200 || answer.http > 299 || !success.safeParse(body).success) return failed(failureOf(endpoint, answer.http, body));
  // Full zod's safeParse: a ZodError (for prettifyError) whether the schema is full zod or zod/mini (issue 37).
  const parsed = z.safeParse(schema, body);
  if (!parsed.success) return failed({ kind: 'malformed-answer', endpoint, http: answer.http, problem: z.prettifyError(parsed.error) });
  return ok(parsed.data);
}

function failureOf(endpoint: EndpointId, http: number, body: unknown): ServiceFailure {
  const envelope = errorBody.safeParse(body);
  if (!envelope.success) {
    const problem = body === undefined ? 'the body is not JSON' : "the body is not the service's error envelope";
    return { kind: 'malformed-answer', endpoint, http, problem };
  }
  const { status, message, errors } = envelope.data;
  return { kind: 'service', http, status, message, ...(errors ? { fieldErrors: errors } : {}) };
}
