import { describe, expect, it } from 'vitest';
import { endpoints } from '../../../../shared/wire/endpoints';
import { readAnswer } from '../../../../main/vendor/endpoint-answer';

const accounts = endpoints.getAccounts.response;

describe('readAnswer', () => {
  it('returns the parsed answer of a 2xx with status 2000', () => {
    const body = { status: 2000, accounts: [{ id: '1001', entity_legal_name: 'A Pty Ltd', entity_trading_name: 'A', extra: true }] };
    expect(readAnswer('getAccounts', accounts, { http: 200, body })).toEqual({
      ok: true,
      data: { status: 2000, accounts: [{ id: '1001', entity_legal_name: 'A Pty Ltd', entity_trading_name: 'A' }] },
    });
  });

  it('turns D3’s error envelope into a service failure, with its field errors', () => {
    const body = { status: 4402, message: 'Invalid data provided', errors: { email: ['Invalid email address'] } };
    expect(readAnswer('createQuote', endpoints.createQuote.response, { http: 400, body })).toEqual({
      ok: false,
      error: {
        kind: 'service',
        http: 400,
        status: 4402,
        message: 'Invalid data provided',
        fieldErrors: { email: ['Invalid email address'] },
      },
    });
    expect(readAnswer('getAccounts', accounts, { http: 404, body: { status: '4041', message: 'No account found' } })).toEqual({
      ok: false,
      error: { kind: 'service', http: 404, status: 4041, message: 'No account found' },
    });
  });

  it('treats an error status as a failure even under HTTP 200', () => {
    expect(readAnswer('getAccounts', accounts, { http: 200, body: { status: 5000, message: 'Internal error' } })).toEqual({
      ok: false,
      error: { kind: 'service', http: 200, status: 5000, message: 'Internal error' },
    });
  });

  it('reports a body that is not JSON, or not an envelope, or not the endpoint’s shape as a malformed answer', () => {
    expect(readAnswer('getAccounts', accounts, { http: 502, body: undefined })).toEqual({
      ok: false,
      error: { kind: 'malformed-answer', endpoint: 'getAccounts', http: 502, problem: 'the body is not JSON' },
    });
    expect(readAnswer('getAccounts', accounts, { http: 302, body: { location: 'elsewhere' } })).toMatchObject({
      ok: false,
      error: { kind: 'malformed-answer', http: 302, problem: "the body is not the service's error envelope" },
    });
    const wrongShape = readAnswer('getAccounts', accounts, { http: 200, body: { status: 2000, accounts: [{ id: '1' }] } });
    expect(wrongShape).toMatchObject({ ok: false, error: { kind: 'malformed-answer', endpoint: 'getAccounts', http: 200 } });
    if (!wrongShape.ok && wrongShape.error.kind === 'malformed-answer') expect(wrongShape.error.problem).toContain('entity_legal_name');
  });
});
