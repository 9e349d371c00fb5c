import { describe, expect, it } from 'vitest';
import { hasALetter, personName } from '../../../shared/person-name';
import { proposedPurchaseFields } from '../../../shared/wire/common';

describe('a person’s name needs a letter (issue 26)', () => {
  it.each(['😀', '-500', '0', '...', '  '])('refuses %j', (typed) => {
    expect(hasALetter(typed)).toBe(false);
    expect(personName.safeParse(typed).success).toBe(false);
    // The service's quote and call-back fields, and so the sandbox's, follow the same rule.
    expect(proposedPurchaseFields.first_name.safeParse(typed).success).toBe(false);
  });

  it.each(['Jamie', 'Zoë', '李', "O'Brien", 'Nguyen-Tran', 'J'])('takes %j', (typed) => {
    expect(personName.safeParse(` ${typed} `)).toEqual({ success: true, data: typed });
  });

  it('keeps the 100-character limit', () => {
    expect(personName.safeParse('a'.repeat(100)).success).toBe(true);
    expect(personName.safeParse('a'.repeat(101)).success).toBe(false);
  });
});
