// The branch's phone number on a printed quote: any Australian number a customer can call — a landline with its area
// code (02, 03, 07, 08), a mobile (04), or a 1300, 1800 or 13 number — typed with spaces, dashes or brackets, or +61.

/** Spaces, dashes, dots and brackets people put between the digits. */
const separators = /[\s\u2010-\u2015().-]/g;
const australianNumber = /^(?:0[23478]\d{8}|1[38]00\d{6}|13\d{4})$/;

/** Why what was typed is not an Australian phone number, in words for beside the field; null when it is one. */
export function branchPhoneProblem(typed: string): string | null {
  const compact = typed.replace(separators, '').replace(/^\+?61(?:0)?([2378]\d{8}|4\d{8})$/, '0$1');
  return australianNumber.test(compact)
    ? null
    : 'Enter an Australian phone number with its area code, for example 02 9876 5432, 0412 345 678 or 1300 123 456.';
}
