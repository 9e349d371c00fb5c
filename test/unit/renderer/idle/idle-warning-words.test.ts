import { describe, expect, it } from 'vitest';
import { idleWarningWords } from '../../../../renderer/idle-warning-words';

describe('"Still there?" says the time its counter shows (K4, issue 26)', () => {
  it.each([20, 10, 2])('to the salesperson, with %i seconds left', (left) => {
    expect(idleWarningWords(left, false)).toBe(
      `For the customer’s privacy, the screen clears in ${left} seconds: the quote and the customer’s details are removed.`,
    );
  });

  it('to the customer, and one second is singular', () => {
    expect(idleWarningWords(1, true)).toBe('For your privacy, this screen clears in 1 second and your quote is closed.');
  });
});
