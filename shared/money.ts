// Money is integer cents end to end (D6, K5); these helpers only convert at the edges.

export type Cents = number;

/** D6's form of an amount the service takes: whole cents, not negative (the wire's `nonNegativeCents`, without zod). */
export function isNonNegativeCents(value: Cents | null): value is Cents {
  return value !== null && Number.isSafeInteger(value) && value >= 0;
}

const audFormat = new Intl.NumberFormat('en-AU', { style: 'currency', currency: 'AUD' });

/** Formats cents for display only, e.g. 123456 → "$1,234.56". */
export function formatCents(cents: Cents): string {
  return audFormat.format(cents / 100);
}

/** Why what a person typed is not an amount, so the field can say so in words (K5). */
export type TypedDollarsProblem = 'empty' | 'not-a-number' | 'negative' | 'too-many-decimals' | 'too-large';
export type TypedDollars = { ok: true; cents: Cents } | { ok: false; problem: TypedDollarsProblem };

// Thousands may be grouped by commas or by single spaces ("8 500", as many people write it), never mixed.
const typedDollarsPattern = /^(-?)\s*\$?\s*(\d{1,3}(?:,\d{3})+|\d{1,3}(?: \d{3})+|\d+)?(?:\.(\d*))?$/;

/** Reads what a person typed ("1,234.5", "$99", "8 500") into cents, or says why it is not an amount (K5). */
export function readTypedDollars(text: string): TypedDollars {
  const typed = text.trim();
  if (typed === '') return { ok: false, problem: 'empty' };
  const match = typedDollarsPattern.exec(typed);
  const [, minus = '', whole, fraction] = match ?? [];
  if (!match || (whole === undefined && !fraction)) return { ok: false, problem: 'not-a-number' };
  if (fraction !== undefined && fraction.length > 2) return { ok: false, problem: 'too-many-decimals' };
  if (minus) return { ok: false, problem: 'negative' };
  const cents = Number((whole ?? '0').replace(/[, ]/g, '')) * 100 + Number((fraction ?? '').padEnd(2, '0'));
  return Number.isSafeInteger(cents) ? { ok: true, cents } : { ok: false, problem: 'too-large' };
}

/** Parses what a person typed into cents; null when it is not an amount (readTypedDollars says why). */
export function parseDollarsToCents(text: string): Cents | null {
  const read = readTypedDollars(text);
  return read.ok ? read.cents : null;
}

/** Checkout alone carries decimal dollars (D6): cents → "1234.50". */
export function centsToDecimalDollars(cents: Cents): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** Checkout's decimal dollars (at most 2 decimals, D6) → cents; null when malformed. */
export function decimalDollarsToCents(text: string): Cents | null {
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  const cents = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return Number.isSafeInteger(cents) ? cents : null;
}
