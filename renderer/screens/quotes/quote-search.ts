import type { ListedQuote } from '../../../shared/contract/lists';
import { normaliseMobile } from '../../../shared/mobile-number';

// Staff find the quote they just sent by the customer's name, email or mobile, however the mobile is typed.

/** A search made only of what people type into a phone number: digits, spaces, +, dashes, brackets, dots. */
const phoneLike = /^[\d\s+().-]+$/;

/** The digits of a mobile, `+61` written as the `0` it stands for (D12: Australian mobiles without country code). */
export function mobileDigits(typed: string): string {
  const digits = typed.replace(/\D/g, '');
  // A whole mobile by the shared rule (D12); part of one, by its digits.
  return normaliseMobile(typed) ?? (typed.trim().startsWith('+61') ? `0${digits.slice(2)}` : digits);
}

/** Name and email by the words typed; the mobile by its digits alone, so "0412 345 678" finds 0412345678. */
export function quoteMatches(quote: Pick<ListedQuote, 'applicant' | 'applicant_email' | 'mobile'>, search: string): boolean {
  const words = search.trim().toLowerCase();
  if (words === '') return true;
  if (quote.applicant.toLowerCase().includes(words) || quote.applicant_email.toLowerCase().includes(words)) return true;
  if (quote.mobile === undefined || !phoneLike.test(words)) return false;
  const digits = mobileDigits(words);
  // Three digits at least: "0" or "04" would match every mobile.
  return digits.length >= 3 && mobileDigits(quote.mobile).includes(digits);
}
