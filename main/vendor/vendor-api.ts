import { endpointIds } from '../../shared/wire/endpoints';
import type { ApiEndpointId, VendorApi } from '../core/vendor-port';
import type { Result } from '../core/result';

// The typed face of the catalogue: one function per endpoint, its input and answer inferred from the shared schemas.

const apiEndpointIds = endpointIds.filter((id): id is ApiEndpointId => id !== 'createSession' && id !== 'deleteSession');

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
