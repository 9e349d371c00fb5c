import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isControlTarget, routedPath } from '../../../sandbox/request-guards';

// Issue 39, D31: the guard decodes and normalises a target only when it could be read another way; for every target
// its answer is the full normalisation's, so no spelling of the control interface gets past it.

const pieces = [
  '/',
  '//',
  'sandbox',
  'SANDBOX',
  'v1',
  'V1',
  '%73',
  '%2F',
  '%2573',
  '.',
  '..',
  '\\',
  '?',
  '#',
  'x=1',
  'clock',
  'rest',
  'http://h',
];
const slowAnswer = (target: string) => {
  const path = routedPath(target);
  return path === '/sandbox/v1' || path.startsWith('/sandbox/v1/');
};

describe('isControlTarget', () => {
  it('answers as the full normalisation does, for any target made of the spellings that matter', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...pieces), { maxLength: 10 }), (parts) => {
        const target = parts.join('');
        expect(isControlTarget(target)).toBe(slowAnswer(target));
      }),
      { numRuns: 20_000 },
    );
  });

  it('knows the control interface in plain and in other spellings, and the calculator as not it', () => {
    for (const target of [
      '/sandbox/v1',
      '/sandbox/v1/clock?x=1',
      '/%73andbox/v1/clock',
      '/Sandbox/v1',
      '/sandbox/V1/clock',
      '/rest/../sandbox/v1',
      '//sandbox/v1',
    ])
      expect(isControlTarget(target), target).toBe(true);
    for (const target of ['/rest/public/v1/calculator?amount=100', '/sandbox/v10', '/sandboxv1', '/openapi.json'])
      expect(isControlTarget(target), target).toBe(false);
  });
});
