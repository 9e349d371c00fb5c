import { Validator } from '@seriousme/openapi-schema-validator';
import { beforeAll, describe, expect, it } from 'vitest';
import { controlEndpoints } from '../../../shared/wire/control';
import { endpoints, methodsOf, pathForms, type EndpointSpec } from '../../../shared/wire/endpoints';
import { errors } from '../../../shared/wire/errors';
import { useSandbox, type Answer } from './harness';

// GET /openapi.json is generated from the shared catalogues: it must be valid OpenAPI 3.1 and name every
// endpoint, path form (D1) and documented error (D3) the sandbox answers.

const catalogue: [string, EndpointSpec][] = [...Object.entries(endpoints), ...Object.entries(controlEndpoints)];

describe('OpenAPI description', () => {
  const sb = useSandbox();
  let answer: Answer;
  // Read loosely, like every answer in these tests; the validator checks its shape.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  let doc: any;

  beforeAll(async () => {
    answer = await sb.current.request('GET', '/openapi.json');
    doc = answer.body;
  });

  it('is served as JSON and is valid OpenAPI 3.1', async () => {
    expect(answer.http).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^application\/json/);
    const validator = new Validator();
    const result = await validator.validate(doc);
    expect(result.errors).toBeUndefined();
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
  });

  it('names this sandbox as its server', () => {
    expect(doc.servers).toEqual([{ url: sb.current.baseUrl, description: expect.any(String) }]);
  });

  it('describes every path form and method of every catalogued endpoint (D1), with unique operationIds', () => {
    const operationIds: string[] = [];
    for (const [id, spec] of catalogue) {
      for (const path of pathForms(spec)) {
        for (const method of methodsOf(spec)) {
          const operation = doc.paths[path]?.[method.toLowerCase()];
          expect(operation, `${method} ${path}`).toBeDefined();
          expect(operation.operationId === id || operation['x-alias-of'] === id, `${method} ${path} is ${id}`).toBe(true);
          operationIds.push(operation.operationId);
        }
      }
    }
    const described = Object.values(doc.paths).flatMap((item) => Object.keys(item as object));
    expect(described).toHaveLength(operationIds.length);
    expect(new Set(operationIds).size).toBe(operationIds.length);
  });

  it('marks the other path forms and methods as aliases of the primary operation (D1)', () => {
    expect(doc.paths['/rest/vendor/v1/session'].post.operationId).toBe('createSession');
    expect(doc.paths['/rest/vendor/v1/session'].post['x-alias-of']).toBeUndefined();
    expect(doc.paths['/rest/v1/vendor/session'].post['x-alias-of']).toBe('createSession');
    expect(doc.paths['/rest/vendor/v1/account'].get['x-alias-of']).toBe('getAccounts');
    expect(doc.paths['/rest/vendor/quote/{id}/resend'].post['x-alias-of']).toBe('resendQuote');
    expect(doc.paths['/rest/vendor/v1/quote/{id}/resend'].get['x-alias-of']).toBe('resendQuote');
  });

  it('asks for the session headers on session endpoints only', () => {
    expect(doc.components.securitySchemes).toEqual({
      sessionKey: { type: 'apiKey', in: 'header', name: 'X-Session-Key', description: expect.any(String) },
      sessionToken: { type: 'apiKey', in: 'header', name: 'X-Session-Token', description: expect.any(String) },
    });
    expect(doc.paths['/rest/vendor/v1/applications'].get.security).toEqual([{ sessionKey: [], sessionToken: [] }]);
    expect(doc.paths['/rest/vendor/v1/session'].post.security).toEqual([]);
    expect(doc.paths['/rest/pub/v1/calculators/finance'].post.security).toEqual([]);
    expect(doc.paths['/sandbox/v1/clock'].get.security).toEqual([]);
  });

  it('Get Applications: accountId required, dates and page optional (D4, D8)', () => {
    const parameters = doc.paths['/rest/vendor/v1/applications'].get.parameters;
    expect(parameters.map((p: { name: string; in: string; required: boolean }) => [p.name, p.in, p.required])).toEqual([
      ['accountId', 'query', true],
      ['startDate', 'query', false],
      ['endDate', 'query', false],
      ['pageNumber', 'query', false],
    ]);
    const page = doc.components.schemas.GetApplicationsResponse;
    expect(page.required).toEqual(expect.arrayContaining(['status', 'applications', 'hasMoreRecords']));
    expect(page.properties.applications.items.properties.financed_amount.type).toBe('integer');
  });

  it('Get Application: the path parameter on every path form', () => {
    for (const path of ['/rest/vendor/v1/applications/{application_id}', '/rest/v1/vendor/applications/{application_id}']) {
      expect(doc.paths[path].get.parameters).toEqual([{ name: 'application_id', in: 'path', required: true, schema: { type: 'string' } }]);
    }
  });

  it('Create Quote: a required JSON body of integer cents (D6)', () => {
    const operation = doc.paths['/rest/vendor/v1/quote'].post;
    expect(operation.requestBody.required).toBe(true);
    expect(operation.requestBody.content['application/json'].schema).toEqual({ $ref: '#/components/schemas/CreateQuoteRequest' });
    const body = doc.components.schemas.CreateQuoteRequest;
    expect(body.required).toEqual(
      expect.arrayContaining(['account_id', 'total_purchase_amount', 'deposit_amount', 'repayment_term', 'email']),
    );
    expect(body.properties.total_purchase_amount).toMatchObject({ type: 'integer', minimum: 0 });
    expect(body.additionalProperties).toBe(false);
  });

  it('Update User: an optional body, since every field is (D12)', () => {
    expect(doc.paths['/rest/vendor/v1/user/{userId}'].put.requestBody.required).toBe(false);
  });

  it('lists every documented error under its HTTP code, with the D3 envelope and an example', () => {
    expect(doc.components.schemas.ErrorBody.required).toEqual(['status', 'message']);
    for (const [id, spec] of catalogue) {
      const responses = doc.paths[spec.path][spec.method.toLowerCase()].responses;
      expect(responses['200'].content['application/json'].schema.$ref, id).toMatch(/Response$/);
      for (const error of [...spec.errors, errors.invalidInput]) {
        const content = responses[String(error.http)]?.content['application/json'];
        expect(content?.schema, `${id} ${error.http}`).toEqual({ $ref: '#/components/schemas/ErrorBody' });
        expect(content.examples[`${error.status} ${error.message}`], `${id} ${error.message}`).toEqual({
          value: { status: error.status, message: error.message },
        });
      }
    }
    expect(
      doc.paths['/rest/vendor/v1/accounts'].get.responses['401'].content['application/json'].examples['4010 Unauthorized'],
    ).toBeDefined();
  });
});
