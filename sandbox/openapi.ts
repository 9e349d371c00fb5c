import type { Sandbox } from './sandbox';
import type { RouteRegistrar } from './server';

// STUB: the OpenAPI 3.1 description generated from the shared catalogue.
export function openApiRoute(_sandbox: Sandbox): RouteRegistrar {
  return () => {};
}
