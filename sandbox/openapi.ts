import { z } from 'zod';
import { controlEndpoints } from '../shared/wire/control';
import { endpoints, methodsOf, pathForms, type EndpointSpec, type HttpMethod } from '../shared/wire/endpoints';
import { errorBody, errors, type ErrorSpec } from '../shared/wire/errors';
import type { Sandbox } from './sandbox';
import type { RouteRegistrar } from './server';

// The OpenAPI 3.1 description at GET /openapi.json, generated from the shared catalogues (never written by
// hand), so it describes exactly what the sandbox routes, parses and answers.

type JsonSchema = z.core.JSONSchema.JSONSchema;

interface Parameter {
  name: string;
  in: 'path' | 'query';
  required: boolean;
  schema: z.core.JSONSchema._JSONSchema;
}

interface ErrorExample {
  value: { status: number; message: string };
}

interface ResponseObject {
  description: string;
  content: { 'application/json': { schema: { $ref: string }; examples?: Record<string, ErrorExample> } };
}

interface Operation {
  operationId: string;
  summary: string;
  description?: string;
  'x-alias-of'?: string;
  tags: string[];
  security: Record<string, string[]>[];
  parameters: Parameter[];
  requestBody?: { required: boolean; content: { 'application/json': { schema: { $ref: string } } } };
  responses: Record<string, ResponseObject>;
}

export interface OpenApiServer {
  url: string;
  description: string;
}

/** The server the file in docs/ names: whatever address `npm run sandbox` printed (D29). */
export const documentedServer: OpenApiServer = {
  url: 'http://127.0.0.1:4010',
  description: 'A sandbox on this computer, such as `npm run sandbox -- --port 4010`: use the baseUrl it printed',
};

export interface OpenApiDocument {
  openapi: '3.1.0';
  info: { title: string; version: string; description: string };
  servers: OpenApiServer[];
  tags: { name: string }[];
  paths: Record<string, Partial<Record<Lowercase<HttpMethod>, Operation>>>;
  components: {
    schemas: Record<string, JsonSchema>;
    securitySchemes: Record<string, { type: 'apiKey'; in: 'header'; name: string; description: string }>;
  };
}

const pathItemKeys = { GET: 'get', POST: 'post', PUT: 'put', DELETE: 'delete' } as const satisfies Record<
  HttpMethod,
  Lowercase<HttpMethod>
>;

export function openApiRoute(sandbox: Sandbox): RouteRegistrar {
  // Built on the first request rather than at start (it takes tens of milliseconds), once the address is known.
  let document: OpenApiDocument | undefined;
  return (app) => {
    app.get('/openapi.json', () => (document ??= openApiDocument({ url: sandbox.baseUrl, description: 'This sandbox' })));
  };
}

export function openApiDocument(server: OpenApiServer): OpenApiDocument {
  const catalogue: [string, EndpointSpec][] = [...Object.entries(endpoints), ...Object.entries(controlEndpoints)];
  const schemas: Record<string, JsonSchema> = { ErrorBody: jsonSchema(errorBody, 'output') };
  const paths: OpenApiDocument['paths'] = {};
  for (const [id, spec] of catalogue) {
    const name = id.charAt(0).toUpperCase() + id.slice(1);
    if (spec.body) schemas[`${name}Request`] = jsonSchema(spec.body, 'input');
    schemas[`${name}Response`] = jsonSchema(spec.response, 'output');
    const operation = describeOperation(id, name, spec);
    pathForms(spec).forEach((path, pathIndex) => {
      methodsOf(spec).forEach((method, methodIndex) => {
        const variant = [pathIndex > 0 ? `alias${pathIndex}` : '', methodIndex > 0 ? method.toLowerCase() : ''].filter(Boolean);
        const alias =
          variant.length === 0
            ? {}
            : {
                operationId: [id, ...variant].join('_'),
                description: `The same operation as ${id} (${spec.method} ${spec.path}): another path form or method the service answers (D1).`,
                'x-alias-of': id,
              };
        (paths[path] ??= {})[pathItemKeys[method]] = {
          ...operation,
          ...alias,
          parameters: [...pathParameters(path, spec), ...operation.parameters],
        };
      });
    });
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Consumer-financing service (sandbox)',
      version: '1',
      description:
        'The vendor, public and sandbox-control interfaces of the consumer-financing service, as the sandbox answers them. ' +
        'Amounts are integer cents (D6), ids strings (D7), timestamps YYYY-MM-DDThh:mm:ss+00:00 (D4); every answer carries ' +
        'an integer `status`: 2000 on success (D2), the error code otherwise (D3).',
    },
    servers: [server],
    tags: [...new Set(catalogue.map(([, spec]) => spec.tag))].map((tag) => ({ name: tag })),
    paths,
    components: {
      schemas,
      securitySchemes: {
        sessionKey: { type: 'apiKey', in: 'header', name: 'X-Session-Key', description: 'Names the session (Create Session, D9)' },
        sessionToken: { type: 'apiKey', in: 'header', name: 'X-Session-Token', description: 'Proves the session (Create Session, D9)' },
      },
    },
  };
}

/** Everything but the path parameters, which each path form names itself. */
function describeOperation(id: string, name: string, spec: EndpointSpec): Operation {
  const json = { $ref: `#/components/schemas/${name}Response` };
  return {
    operationId: id,
    summary: spec.summary,
    tags: [spec.tag],
    security: spec.auth === 'session' ? [{ sessionKey: [], sessionToken: [] }] : [],
    parameters: spec.query ? objectParameters(spec.query, 'query') : [],
    ...(spec.body && {
      requestBody: {
        // parseInput reads a missing body as {} (sandbox/input.ts): the body is optional when {} is valid.
        required: !z.safeParse(spec.body, {}).success,
        content: { 'application/json': { schema: { $ref: `#/components/schemas/${name}Request` } } },
      },
    }),
    responses: { '200': { description: spec.summary, content: { 'application/json': { schema: json } } }, ...errorResponses(spec) },
  };
}

function pathParameters(path: string, spec: EndpointSpec): Parameter[] {
  const declared = spec.params ? objectParameters(spec.params, 'path') : [];
  return [...path.matchAll(/\{(\w+)\}/g)].map(
    ([, name = '']) => declared.find((p) => p.name === name) ?? { name, in: 'path', required: true, schema: { type: 'string' } },
  );
}

function objectParameters(schema: z.core.$ZodObject, location: Parameter['in']): Parameter[] {
  const { properties = {}, required = [] } = jsonSchema(schema, 'input');
  return Object.entries(properties).map(([name, property]) => ({
    name,
    in: location,
    required: location === 'path' || required.includes(name),
    schema: property,
  }));
}

/** The endpoint's listed errors and D3's generic answers, by HTTP code, each with its example envelope. */
function errorResponses(spec: EndpointSpec): Record<string, ResponseObject> {
  const generic = [
    errors.invalidInput,
    ...(spec.auth === 'session' ? [errors.unauthorized] : []),
    ...(spec.body ? [errors.requestTooLarge] : []),
  ];
  const byHttp = new Map<number, Map<string, ErrorSpec>>();
  for (const answer of [...spec.errors, ...generic]) {
    const examples = byHttp.get(answer.http) ?? new Map<string, ErrorSpec>();
    examples.set(`${answer.status} ${answer.message}`, answer);
    byHttp.set(answer.http, examples);
  }
  return Object.fromEntries(
    [...byHttp]
      .sort(([a], [b]) => a - b)
      .map(([http, examples]) => [
        String(http),
        {
          description: [...examples.values()].map((e) => `${e.status} ${e.message}`).join('; '),
          content: {
            'application/json': {
              schema: { $ref: '#/components/schemas/ErrorBody' },
              examples: Object.fromEntries([...examples].map(([key, e]) => [key, { value: { status: e.status, message: e.message } }])),
            },
          },
        },
      ]),
  );
}

function jsonSchema(schema: z.core.$ZodType, io: 'input' | 'output'): JsonSchema {
  // The dialect is the document's own (OpenAPI 3.1 schemas are JSON Schema 2020-12).
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io });
  return rest;
}
