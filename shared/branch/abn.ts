// The Australian Business Number on a printed quote: 11 digits whose weighted sum, the first digit less one, divides
// by 89 (the ATO's ABN format). Written once, for the administrator's field and for main's check of what is saved.

const weights = [10, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19] as const;

/** Why what was typed is not an ABN, in words for beside the field; null when it is one. Spaces are allowed. */
export function abnProblem(typed: string): string | null {
  const digits = typed.replace(/\s/g, '');
  if (!/^\d{11}$/.test(digits)) return 'An ABN is 11 digits, for example 51 824 753 556.';
  const sum = weights.reduce((total, weight, index) => total + weight * (Number(digits[index]) - (index === 0 ? 1 : 0)), 0);
  return sum % 89 === 0 ? null : 'This is not a valid ABN: one of its digits is wrong. Check it against the ABN Lookup.';
}

/** "51 824 753 556": an ABN the way the ATO writes it. */
export function spacedAbn(abn: string): string {
  return abn.replace(/\s/g, '').replace(/^(\d{2})(\d{3})(\d{3})(\d{3})$/, '$1 $2 $3 $4');
}
