import type { FastifyInstance } from 'fastify';
import { methodsOf, pathForms, type EndpointSpec, type HttpMethod } from '../shared/wire/endpoints';
import { errors, type ErrorSpec } from '../shared/wire/errors';

// D32: an id-based path whose id is left out (`/user/`, `/application/`, `/quote/`, under every D1 form)
// answers the document's "none specified" 400/4402 for every method the id-based route takes. A path that is
// already a route for that method (`GET /applications/`, `GET /quotes/`, `POST /quote`) stays what it is.

/** The resource a path segment names, by the segment before the id, and its "none specified" error. */
const noneSpecified: Readonly<Record<string, ErrorSpec>> = {
  user: errors.userIdMissing,
  application: errors.applicationIdMissing,
  applications: errors.applicationIdMissing,
  quote: errors.quoteIdMissing,
  quotes: errors.quoteIdMissing,
};

export interface MissingIdRoute {
  /** The id-less path, such as `/rest/vendor/v1/user`. */
  path: string;
  methods: HttpMethod[];
  error: ErrorSpec;
  /** Whether the id-based endpoints need a session, so an anonymous caller still hears 401 first. */
  needsSession: boolean;
}

/** Every id-less path of the catalogues, with the methods its id-based routes take and no other route does. */
export function missingIdRoutes(catalogues: readonly Readonly<Record<string, EndpointSpec>>[]): MissingIdRoute[] {
  const routed = new Set<string>();
  const specs = catalogues.flatMap((catalogue) => Object.values(catalogue));
  for (const spec of specs) for (const path of pathForms(spec)) for (const method of methodsOf(spec)) routed.add(`${method} ${path}`);
  const byPath = new Map<string, MissingIdRoute>();
  for (const spec of specs) {
    for (const path of pathForms(spec)) {
      const match = /^(.*\/([\w-]+))\/\{\w+\}$/.exec(path);
      const error = match?.[2] === undefined ? undefined : noneSpecified[match[2]];
      if (match?.[1] === undefined || error === undefined) continue;
      const route = byPath.get(match[1]) ?? { path: match[1], methods: [], error, needsSession: spec.auth === 'session' };
      for (const method of methodsOf(spec))
        if (!routed.has(`${method} ${match[1]}`) && !route.methods.includes(method)) route.methods.push(method);
      byPath.set(match[1], route);
    }
  }
  return [...byPath.values()].filter((route) => route.methods.length > 0);
}

export type MissingIdResponder = (route: MissingIdRoute) => Parameters<FastifyInstance['route']>[0]['handler'];

/** Registers the D32 answers; `respond` authenticates as the endpoint does, then answers the error. */
export function registerMissingIdRoutes(app: FastifyInstance, routes: readonly MissingIdRoute[], respond: MissingIdResponder): void {
  for (const route of routes) app.route({ method: route.methods, url: route.path, handler: respond(route) });
}
