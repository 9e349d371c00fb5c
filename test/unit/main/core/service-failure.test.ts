import { describe, expect, it } from 'vitest';
import { describeFailure, type ServiceFailure } from '../../../../main/core/service-failure';

const failures: ServiceFailure[] = [
  { kind: 'service', http: 400, status: 4402, message: 'Invalid data provided', fieldErrors: { email: ['Invalid email address'] } },
  { kind: 'network', message: 'connect ECONNREFUSED 127.0.0.1:4318', requestSent: false },
  { kind: 'timeout', afterMs: 15_000 },
  { kind: 'malformed-answer', endpoint: 'getQuotes', http: 200, problem: 'quotes: expected array' },
  { kind: 'sign-in-refused', http: 401, status: 4010, message: 'Invalid credentials' },
  { kind: 'credentials-unavailable', message: 'No API credentials are saved for this profile.' },
  { kind: 'outcome-unknown', endpoint: 'createCalloutRequest', cause: { kind: 'timeout', afterMs: 15_000 } },
];

describe('describeFailure', () => {
  it.each(failures.map((failure) => [failure.kind, failure] as const))('says what happened in plain words: %s', (_, failure) => {
    const text = describeFailure(failure);
    expect(text).toMatch(/^[A-Z].*\.$/);
    expect(text).not.toMatch(/undefined|\[object/);
  });

  it('names the fields, the endpoint and the deadline', () => {
    expect(describeFailure(failures[0]!)).toBe(
      'The financing service refused the request: Invalid data provided — email: Invalid email address (HTTP 400, code 4402).',
    );
    expect(describeFailure(failures[2]!)).toBe('The financing service did not answer within 15 seconds.');
    expect(describeFailure(failures[6]!)).toBe(
      'The answer to "Create Callout Request" was lost on its way back, so it is not known whether it was done. Check before trying again.',
    );
  });
});
