import type { EndpointSpec } from '../../shared/wire/endpoints';
import type { Exchange } from './transport';

/**
 * A catalogued endpoint called with one flat input: fields named by its params schema fill the path, fields of its
 * query schema the query string, and the rest is the JSON body. Always the `/rest/vendor/v1/...` form (D1).
 */
export function exchangeFor(spec: EndpointSpec, input: Readonly<Record<string, unknown>>): Exchange {
  const paramNames = Object.keys(spec.params?._zod.def.shape ?? {});
  const queryNames = Object.keys(spec.query?._zod.def.shape ?? {});
  const path = spec.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(String(input[name] ?? '')));
  const query = new URLSearchParams();
  for (const name of queryNames) {
    const value = input[name];
    if (value !== undefined) query.set(name, String(value));
  }
  const rest = Object.entries(input).filter(([name]) => !paramNames.includes(name) && !queryNames.includes(name));
  return { method: spec.method, path, query, body: spec.body ? Object.fromEntries(rest) : undefined };
}
