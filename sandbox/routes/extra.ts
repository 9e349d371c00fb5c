import { checkoutRoutes } from '../checkout/checkout-routes';
import { openApiRoute } from '../openapi';
import type { Sandbox } from '../sandbox';
import type { RouteRegistrar } from '../server';
import { categoryIconRoutes } from './category-icons';

/** Routes outside the JSON catalogue: served icons, the OpenAPI description, checkout pages. */
export function extraRoutes(sandbox: Sandbox): RouteRegistrar[] {
  return [categoryIconRoutes(sandbox), openApiRoute(sandbox), checkoutRoutes(sandbox)];
}
