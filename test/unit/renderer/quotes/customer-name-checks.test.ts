import { describe, expect, it } from 'vitest';
import { nameProblem } from '../../../../renderer/screens/quotes/customer-checks';

describe('the quote form’s name checks, in plain words (issue 26)', () => {
  it.each(['😀', '-500', '0'])('refuses %j with words saying a letter is needed', (typed) => {
    expect(nameProblem(typed, 'first name')).toBe('A first name needs at least one letter: numbers or symbols alone are not a name.');
  });

  it('asks for a name left empty, and for a long one to be shorter', () => {
    expect(nameProblem('  ', 'last name')).toBe('Enter the customer’s last name.');
    expect(nameProblem('a'.repeat(101), 'last name')).toBe('Keep the last name to 100 characters or fewer.');
  });

  it.each(['Jamie', 'Zoë', '李', "O'Brien"])('takes %j', (typed) => {
    expect(nameProblem(typed, 'first name')).toBeUndefined();
  });
});
