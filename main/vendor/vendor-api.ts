import type { z } from 'zod';
import { endpointIds, type endpoints, type EndpointId } from '../../shared/wire/endpoints';
import type { Result } from './result';

// The typed face of the catalogue: one function per endpoint, its input and answer inferred from the shared schemas.

/** Sessions are the SessionManager's business (K2); every other endpoint has a function. */
export type ApiEndpointId = Exclude<EndpointId, 'createSession' | 'deleteSession'>;

const apiEndpointIds = endpointIds.filter((id): id is ApiEndpointId => id !== 'createSession' && id !== 'deleteSession');

type Spec<Id extends EndpointId> = (typeof endpoints)[Id];
type InputPart<S, Part extends string> = S extends { readonly [P in Part]: infer Schema extends z.ZodType } ? z.input<Schema> : unknown;

/** Path parameters, query and body fields together, as one object. */
export type EndpointInput<Id extends EndpointId> = InputPart<Spec<Id>, 'params'> &
  InputPart<Spec<Id>, 'query'> &
  InputPart<Spec<Id>, 'body'>;

/** The answer as its response schema parses it. */
export type EndpointOutput<Id extends EndpointId> = z.output<Spec<Id>['response']>;

/** Endpoints whose fields are all optional may be called with none. */
type Arguments<Input> = Record<never, never> extends Input ? [input?: Input] : [input: Input];

export type VendorApi = {
  readonly [Id in ApiEndpointId]: (...args: Arguments<EndpointInput<Id>>) => Promise<Result<EndpointOutput<Id>>>;
};

type UntypedFunction = (input?: Readonly<Record<string, unknown>>) => Promise<Result<unknown>>;

/**
 * One function per endpoint, built from the catalogue. `call` parses every answer with its endpoint's own response
 * schema, so the cast only names what the loop has made.
 */
export function catalogueApi(call: (id: ApiEndpointId, input: Readonly<Record<string, unknown>>) => Promise<Result<unknown>>): VendorApi {
  const api: Partial<Record<ApiEndpointId, UntypedFunction>> = {};
  for (const id of apiEndpointIds) api[id] = (input = {}) => call(id, input);
  return api as VendorApi;
}
