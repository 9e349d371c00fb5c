import { inspect } from 'node:util';
import { describe, expect, it } from 'vitest';
import { Session } from '../../../../main/vendor/session';

describe('Session (K1)', () => {
  const session = new Session('the-key-value', 'the-token-value');

  it('gives the two session headers', () => {
    expect(session.headers()).toEqual({ 'x-session-key': 'the-key-value', 'x-session-token': 'the-token-value' });
  });

  it('shows neither value when turned into JSON, a string or an inspection', () => {
    for (const text of [JSON.stringify(session), String(session), `${session}`, inspect(session, { showHidden: true, depth: null })]) {
      expect(text).not.toContain('the-key-value');
      expect(text).not.toContain('the-token-value');
    }
  });
});
