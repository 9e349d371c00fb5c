import { useLingui } from '@lingui/react';
import type { HandedOverQuote } from '../../store/customer-slice';
import { useWords } from '../../i18n/use-words';
import { ApplyLinkQr } from '../quotes/apply-link-qr';
import { longDateWords } from '../quotes/apply-link-expiry';
import { useApplyLink } from '../quotes/use-apply-link';

/** The day spelt out in the customer's language, digits 0–9 (K14); English keeps the kiosk's own "Wednesday 24 December 2026". */
const longDate: Intl.DateTimeFormatOptions = { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', numberingSystem: 'latn' };

/** A customer handed the kiosk after their quote was sent may apply on their own phone instead (D17). */
export function ApplyOnPhone({ quote, email }: { quote: HandedOverQuote; email: string }) {
  const applyLink = useApplyLink(quote.id, email);
  const { i18n } = useLingui();
  const words = useWords();
  // The date only: a count of days left would need the service's clock, which a locked kiosk does not ask for.
  const expires = quote.expires === null ? null : new Date(quote.expires);
  const date = expires && (i18n.locale === 'en-AU' ? longDateWords(expires) : i18n.date(expires, longDate));
  const expiryWords = date === null ? null : words('qr.worksUntil', { date });
  return <ApplyLinkQr applyLink={applyLink} email={email} expiryWords={expiryWords} audience="customer" />;
}
