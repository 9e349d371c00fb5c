// Money is integer cents end to end (D6, K5); these helpers only convert at the edges.

export type Cents = number;

const audFormat = new Intl.NumberFormat('en-AU', { style: 'currency', currency: 'AUD' });

/** Formats cents for display only, e.g. 123456 → "$1,234.56". */
export function formatCents(cents: Cents): string {
  return audFormat.format(cents / 100);
}

const dollarsPattern = /^\s*\$?\s*(\d{1,3}(?:,\d{3})+|\d+)?(?:\.(\d{0,2}))?\s*$/;

/** Parses what a person typed ("1,234.5", "$99") into cents; null when it is not an amount. */
export function parseDollarsToCents(text: string): Cents | null {
  const match = dollarsPattern.exec(text);
  if (!match || (match[1] === undefined && !match[2])) return null;
  const whole = Number((match[1] ?? '0').replaceAll(',', ''));
  const fraction = Number((match[2] ?? '').padEnd(2, '0'));
  const cents = whole * 100 + fraction;
  return Number.isSafeInteger(cents) ? cents : null;
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
