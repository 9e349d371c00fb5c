import type { Sandbox } from '../sandbox';
import type { RouteRegistrar } from '../server';

/** Routes outside the JSON catalogue: served icons, the OpenAPI description, checkout pages. */
export function extraRoutes(_sandbox: Sandbox): RouteRegistrar[] {
  return [];
}
