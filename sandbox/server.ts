import Fastify, { type FastifyError, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { methodsOf, pathForms, type EndpointSpec } from '../shared/wire/endpoints';
import { errors, type ErrorSpec } from '../shared/wire/errors';
import type { Handler, RequestInput } from './handler';
import type { Sandbox } from './sandbox';
import { authenticate } from './sessions';
import { ServiceError, type FieldErrors } from './service-error';

// The HTTP face of the sandbox: routes every path form of every catalogued endpoint (D1) to its handler and
// answers everything else with D3's envelope — never a stack trace, never a 500 for anything a client sends.

/** Large enough for a 10 MiB document in base64 (D16); anything bigger is refused before parsing. */
export const bodyLimitBytes = 16 * 1024 * 1024;

export type RouteRegistrar = (app: FastifyInstance) => void;

/** A catalogue of endpoints and a handler for each of them. */
export interface RouteTable {
  catalogue: Readonly<Record<string, EndpointSpec>>;
  handlers: Readonly<Record<string, Handler>>;
}

export function buildServer(sandbox: Sandbox, tables: readonly RouteTable[], extraRoutes: readonly RouteRegistrar[] = []): FastifyInstance {
  const app = Fastify({
    logger: false,
    bodyLimit: bodyLimitBytes,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 500 },
    frameworkErrors: (_error, _request, reply) => void sendError(reply, errors.invalidInput),
    // Before any route runs: a request line or headers too large for Node's parser, or a malformed request.
    clientErrorHandler: (error, socket) => {
      if (!socket.writable) return;
      const spec = 'code' in error && error.code === 'HPE_HEADER_OVERFLOW' ? errors.requestTooLarge : errors.invalidInput;
      const body = JSON.stringify({ status: spec.status, message: spec.message });
      socket.end(`HTTP/1.1 ${spec.http} ${spec.http === 413 ? 'Payload Too Large' : 'Bad Request'}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`);
    },
  });

  app.removeAllContentTypeParsers();
  // Clients must send JSON (document, "General conventions"); an empty body is no body (Request Payment has none).
  app.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) => {
    const text = String(body);
    if (text.trim() === '') return done(null, undefined);
    try {
      done(null, JSON.parse(text));
    } catch {
      done(new ServiceError(errors.invalidInput), undefined);
    }
  });

  const knownPaths: RegExp[] = [];
  /** D3: an unknown path is 404; a known path with the wrong method is 405. */
  const unmatched = (request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?')[0] ?? '';
    return sendError(reply, knownPaths.some((pattern) => pattern.test(path)) ? errors.methodNotAllowed : errors.notFound);
  };

  app.setErrorHandler((error: FastifyError | ServiceError, request, reply) => {
    // The body of a request to no route is parsed first; the route's absence is the real answer.
    if (request.routeOptions.url === undefined) return unmatched(request, reply);
    if (error instanceof ServiceError) return sendError(reply, error.spec, error.fieldErrors);
    if (error.statusCode === 413) return sendError(reply, errors.requestTooLarge);
    if (error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500) {
      return sendError(reply, errors.invalidInput);
    }
    console.error('sandbox: unexpected error', error);
    return sendError(reply, errors.internalError);
  });

  for (const { catalogue, handlers } of tables) {
    for (const [id, spec] of Object.entries(catalogue)) {
      const handler = handlers[id];
      if (!handler) throw new Error(`sandbox: no handler for ${id}`);
      for (const path of pathForms(spec)) {
        knownPaths.push(pathPattern(path));
        app.route({
          method: methodsOf(spec),
          url: path.replace(/\{(\w+)\}/g, ':$1'),
          handler: (request, reply) => handle(sandbox, id, spec, handler, request, reply),
        });
      }
    }
  }
  for (const register of extraRoutes) register(app);

  app.setNotFoundHandler(unmatched);

  return app;
}

async function handle(
  sandbox: Sandbox,
  id: string,
  spec: EndpointSpec,
  handler: Handler,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<void> {
  const caller = spec.auth === 'session' ? authenticate(sandbox, request.headers) : null;
  const fault = takeFault(sandbox, id);
  if (fault?.mode === 'error') return sendError(reply, fault);
  const input: RequestInput = {
    params: request.params as Record<string, string>,
    query: request.query,
    body: request.body,
    headers: request.headers,
  };
  const result = await handler(input, caller);
  const body = { status: 2000, ...result };
  if (sandbox.config.checkResponses) spec.response.parse(body);
  sandbox.changed();
  // K3 drills: the work is done, but the answer is lost on the way back.
  if (fault?.mode === 'drop') {
    request.raw.socket.destroy();
    return;
  }
  return reply.code(200).send(body);
}

function takeFault(sandbox: Sandbox, id: string) {
  const fault = sandbox.state.faults[id];
  if (!fault) return undefined;
  fault.remaining -= 1;
  if (fault.remaining <= 0) delete sandbox.state.faults[id];
  return fault;
}

/** D3: `errors` appears only on "Invalid data provided" / "Invalid input" answers about named fields. */
const messagesWithFieldErrors = new Set(['Invalid data provided', 'Invalid input']);

export function sendError(reply: FastifyReply, spec: ErrorSpec, fieldErrors?: FieldErrors): FastifyReply {
  const withFields = fieldErrors && Object.keys(fieldErrors).length > 0 && messagesWithFieldErrors.has(spec.message);
  const body = withFields ? { status: spec.status, message: spec.message, errors: fieldErrors } : { status: spec.status, message: spec.message };
  return reply.code(spec.http).type('application/json').send(body);
}

function pathPattern(path: string): RegExp {
  const escaped = path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{\w+\}/g, '[^/]+');
  return new RegExp(`^${escaped}/?$`);
}
