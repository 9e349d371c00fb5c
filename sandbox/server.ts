import Fastify, { type FastifyError, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { z } from 'zod';
import { methodsOf, pathForms, type EndpointSpec } from '../shared/wire/endpoints';
import { errors, type ErrorSpec } from '../shared/wire/errors';
import { serializationSchema } from './encoding/serialization-schema';
import { EncodedBody, type Handler, type HandlerResult, type RequestInput } from './handler';
import { missingIdRoutes, registerMissingIdRoutes } from './missing-id-routes';
import { answeringKept, type KeptAnswerOf } from './kept-answers';
import { guardedServer } from './request-guards';
import type { Sandbox } from './sandbox';
import { authenticate } from './sessions';
import { ServiceError, type FieldErrors } from './service-error';

// The HTTP face of the sandbox: routes every path form of every catalogued endpoint (D1) to its handler and
// answers everything else with D3's envelope — never a stack trace, never a 500 for anything a client sends.

/** Large enough for a 10 MiB document in base64 (D16); anything bigger is refused before parsing. */
export const bodyLimitBytes = 16 * 1024 * 1024;

export type RouteRegistrar = (app: FastifyInstance) => void;

declare module 'fastify' {
  interface FastifyRequest {
    /** The body exactly as sent, "" when none (see RequestInput.bodyText). */
    bodyText: string;
  }
}

/** A catalogue of endpoints and a handler for each of them. */
export interface RouteTable {
  catalogue: Readonly<Record<string, EndpointSpec>>;
  handlers: Readonly<Record<string, Handler>>;
}

export function buildServer(sandbox: Sandbox, tables: readonly RouteTable[], extraRoutes: readonly RouteRegistrar[] = []): FastifyInstance {
  /** Each path form of an endpoint whose handler keeps answers (filled as the routes are made). */
  const keptAnswers = new Map<string, { id: string; kept: NonNullable<Handler['kept']> }>();
  // A drill's fault on the endpoint (D27) is the route's to answer.
  const keptAnswerOf: KeptAnswerOf = (path, bodyText) => {
    const route = keptAnswers.get(path);
    return route === undefined || sandbox.store.fault(route.id) ? undefined : route.kept(bodyText);
  };
  const app = Fastify({
    logger: false,
    bodyLimit: bodyLimitBytes,
    // D31: a foreign Host, or a control request that is not JSON, is refused before anything else happens; then a
    // body answered before is answered again from its text (issue 39 item 9).
    serverFactory: (route) =>
      guardedServer(() => sandbox.allowedHosts)(answeringKept((path) => keptAnswers.has(path), keptAnswerOf, route)),
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 500 },
    frameworkErrors: (_error, _request, reply) => void sendError(reply, errors.invalidInput),
    // Before any route runs: a request line or headers too large for Node's parser, or a malformed request.
    clientErrorHandler: (error, socket) => {
      if (!socket.writable) return;
      const spec = 'code' in error && error.code === 'HPE_HEADER_OVERFLOW' ? errors.requestTooLarge : errors.invalidInput;
      const body = JSON.stringify({ status: spec.status, message: spec.message });
      socket.end(
        `HTTP/1.1 ${spec.http} ${spec.http === 413 ? 'Payload Too Large' : 'Bad Request'}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
      );
    },
  });

  app.removeAllContentTypeParsers();
  // Clients must send JSON (document, "General conventions"); an empty body is no body (Request Payment has none).
  app.decorateRequest('bodyText', '');
  const parseJson = (request: FastifyRequest, body: string | Buffer, done: (error: Error | null, value?: unknown) => void) => {
    const text = String(body);
    request.bodyText = text;
    if (text.trim() === '') return done(null, undefined);
    try {
      done(null, JSON.parse(text));
    } catch {
      done(new ServiceError(errors.invalidInput), undefined);
    }
  };
  // JSON by name first: an exact match is found at once; anything else is read as JSON all the same.
  app.addContentTypeParser('application/json', { parseAs: 'string' }, parseJson);
  app.addContentTypeParser('*', { parseAs: 'string' }, parseJson);

  // D30: no answer goes out before the changes it may report are on disk (many answers share one fsync).
  // In memory nothing is ever written, and answers need no such step.
  if (sandbox.store.tracked) {
    app.addHook('onSend', (_request, _reply, payload, done) => {
      if (!sandbox.store.behind) return done(null, payload);
      sandbox.store.durable().then(
        () => done(null, payload),
        (error: unknown) => done(error instanceof Error ? error : new Error(String(error))),
      );
    });
  }

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

  const serializers: Record<string, ReturnType<typeof serializationSchema>> = {};
  for (const { catalogue, handlers } of tables) {
    for (const [id, spec] of Object.entries(catalogue)) {
      const handler = handlers[id];
      if (!handler) throw new Error(`sandbox: no handler for ${id}`);
      for (const path of pathForms(spec)) {
        knownPaths.push(pathPattern(path));
        if (handler.kept) keptAnswers.set(path, { id, kept: handler.kept });
        app.route({
          method: methodsOf(spec),
          url: path.replace(/\{(\w+)\}/g, ':$1'),
          // For speed, 2xx answers are serialised by code compiled once from the shared response schema.
          schema: { response: { 200: (serializers[id] ??= serializationSchema(spec.response)) } },
          handler: (request, reply) => handle(sandbox, id, spec, handler, request, reply),
        });
      }
    }
  }
  // D32: the id left out of an id-based path is the resource's "none specified" error, after the session check.
  const idLess = missingIdRoutes(tables.map((table) => table.catalogue));
  for (const route of idLess) knownPaths.push(pathPattern(route.path));
  registerMissingIdRoutes(app, idLess, (route) => async (request, reply) => {
    if (route.needsSession) authenticate(sandbox, request.headers);
    return sendError(reply, route.error);
  });
  for (const register of extraRoutes) register(app);

  app.setNotFoundHandler(unmatched);

  return app;
}

/** Runs an endpoint's handler; a handler that finishes at once is answered at once, without a promise. */
function handle(
  sandbox: Sandbox,
  id: string,
  spec: EndpointSpec,
  handler: Handler,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<FastifyReply | undefined> | undefined {
  const caller = spec.auth === 'session' ? authenticate(sandbox, request.headers) : null;
  const fault = takeFault(sandbox, id);
  if (fault?.mode === 'error') {
    sendError(reply, fault);
    return undefined;
  }
  const input: RequestInput = {
    params: request.params as Record<string, string>,
    query: request.query,
    body: request.body,
    bodyText: request.bodyText,
    headers: request.headers,
  };
  const result = handler(input, caller);
  // A promise's handler resolves to the reply it answered with, so Fastify knows the answer is under way.
  if (result instanceof Promise) return result.then((done) => answer(sandbox, spec, fault, request, reply, done));
  const answered = answer(sandbox, spec, fault, request, reply, result);
  return answered instanceof Promise ? answered : undefined;
}

function answer(
  sandbox: Sandbox,
  spec: EndpointSpec,
  fault: ReturnType<typeof takeFault>,
  request: FastifyRequest,
  reply: FastifyReply,
  result: HandlerResult,
): Promise<undefined> | FastifyReply {
  const encoded = result instanceof EncodedBody ? result.bytes : undefined;
  const body = encoded ?? { status: 2000, ...result };
  if (sandbox.config.checkResponses) z.parse(spec.response, encoded === undefined ? body : JSON.parse(encoded.toString()));
  // K3 drills: the work is done (and saved, D30), but the answer is lost on the way back.
  if (fault?.mode === 'drop') {
    if (!sandbox.store.behind) {
      request.raw.socket.destroy();
      return reply;
    }
    return sandbox.store.durable().then(() => {
      request.raw.socket.destroy();
      return undefined;
    });
  }
  if (encoded !== undefined) return reply.code(200).type('application/json; charset=utf-8').send(encoded);
  return reply.code(200).send(body);
}

function takeFault(sandbox: Sandbox, id: string) {
  const fault = sandbox.store.fault(id);
  if (!fault) return undefined;
  sandbox.store.setFault(id, fault.remaining <= 1 ? undefined : { ...fault, remaining: fault.remaining - 1 });
  return fault;
}

/** D3: `errors` appears only on "Invalid data provided" / "Invalid input" answers about named fields. */
const messagesWithFieldErrors = new Set(['Invalid data provided', 'Invalid input']);

export function sendError(reply: FastifyReply, spec: ErrorSpec, fieldErrors?: FieldErrors): FastifyReply {
  const withFields = fieldErrors && Object.keys(fieldErrors).length > 0 && messagesWithFieldErrors.has(spec.message);
  const body = withFields
    ? { status: spec.status, message: spec.message, errors: fieldErrors }
    : { status: spec.status, message: spec.message };
  return reply.code(spec.http).type('application/json').send(body);
}

function pathPattern(path: string): RegExp {
  const escaped = path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{\w+\}/g, '[^/]+');
  return new RegExp(`^${escaped}/?$`);
}
