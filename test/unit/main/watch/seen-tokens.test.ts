import { describe, expect, it } from 'vitest';
import { SeenTokens } from '../../../../main/watch/seen-tokens';

describe('SeenTokens (D26)', () => {
  it('remembers a token until it expires', () => {
    const tokens = new SeenTokens();
    expect(tokens.remember('a', 1_000, 0)).toBe(true);
    expect(tokens.has('a', 999)).toBe(true);
    expect(tokens.has('a', 1_000)).toBe(true);
    expect(tokens.has('a', 1_001)).toBe(false);
    expect(tokens.has('b', 0)).toBe(false);
  });

  it('is bounded: expired tokens make room, and when none has expired new ones are turned away', () => {
    const tokens = new SeenTokens(2);
    tokens.remember('a', 100, 0);
    tokens.remember('b', 200, 0);
    expect(tokens.remember('c', 300, 50)).toBe(false);
    expect(tokens.has('a', 50)).toBe(true);
    expect(tokens.remember('c', 300, 150)).toBe(true);
    expect(tokens.size).toBe(2);
    expect(tokens.has('b', 150)).toBe(true);
  });
});
