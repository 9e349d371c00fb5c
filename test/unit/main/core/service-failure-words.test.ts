import { describe, expect, it } from 'vitest';
import { kioskFailureOf } from '../../../../main/core/service-failure-words';

// Each failure says which it is: no connection, the provider's own error (with its message), or refused input.

const errorOf = (failure: Parameters<typeof kioskFailureOf>[0]) => kioskFailureOf(failure).error;

describe('service failures in plain words', () => {
  it('no connection or no answer in time: cannot be reached, check the connection', () => {
    for (const failure of [
      { kind: 'network', message: 'ECONNREFUSED', requestSent: false },
      { kind: 'timeout', afterMs: 15_000 },
    ] as const) {
      const error = errorOf(failure);
      expect(error.code).toBe('unavailable');
      expect(error.message).toMatch(/cannot be reached — check the connection/);
    }
  });

  it("a 5xx is the provider's own problem, with its message, never 'cannot be reached'", () => {
    const error = errorOf({ kind: 'service', http: 500, status: 5000, message: 'Internal error' });
    expect(error).toEqual({
      code: 'service-error',
      message: 'The financing service had a problem (its message: Internal error). Try again in a moment.',
    });
    expect(error.message).not.toMatch(/cannot be reached|connection/);
  });

  it('a 5xx without a message still says it was the provider', () => {
    expect(errorOf({ kind: 'service', http: 503, status: 5030, message: ' ' })).toEqual({
      code: 'service-error',
      message: 'The financing service had a problem. Try again in a moment.',
    });
  });

  it('an answer the kiosk cannot read is the provider side too', () => {
    const error = errorOf({ kind: 'malformed-answer', endpoint: 'getQuotes', http: 200, problem: 'quotes: expected array' });
    expect(error.code).toBe('service-error');
    expect(error.message).not.toMatch(/cannot be reached/);
  });

  it('refused input keeps its field reasons (D3)', () => {
    expect(
      errorOf({ kind: 'service', http: 400, status: 4402, message: 'Invalid data provided', fieldErrors: { email: ['Invalid email'] } }),
    ).toEqual({ code: 'invalid-input', message: 'Some details need correcting.', fieldErrors: { email: ['Invalid email'] } });
  });

  it("a known refusal keeps the kiosk's own words (D17)", () => {
    expect(errorOf({ kind: 'service', http: 400, status: 4402, message: 'Quote not active' }).code).toBe('refused');
  });
});
