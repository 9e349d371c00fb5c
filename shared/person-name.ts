import { z } from 'zod/mini';

// A person's name has at least one letter, in any script (issue 26: "😀", "-500" and "0" were taken as names).

/** Any letter of any script, so "Zoë", "李", "O'Brien" and "Nguyen-Tran" all pass. */
const aLetter = /\p{L}/u;

export const maxNameLength = 100;

export function hasALetter(typed: string): boolean {
  return aLetter.test(typed);
}

/** The service's first_name and last_name: 1 to 100 characters once trimmed, a letter among them. */
export const personName = z
  .string()
  .check(z.trim(), z.minLength(1), z.maxLength(maxNameLength), z.refine(hasALetter, 'A name needs at least one letter'));
