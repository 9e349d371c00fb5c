import type { Sandbox } from '../sandbox';
import type { RouteRegistrar } from '../server';

// STUB: served SVG icons for product categories (D22).
export function categoryIconRoutes(_sandbox: Sandbox): RouteRegistrar {
  return () => {};
}
