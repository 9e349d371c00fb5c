import type { HandedOverQuote } from '../../store/customer-slice';
import { longDateWords } from '../quotes/apply-link-expiry';
import { ApplyLinkQr } from '../quotes/apply-link-qr';
import { useApplyLink } from '../quotes/use-apply-link';

/** A customer handed the kiosk after their quote was sent may apply on their own phone instead (D17). */
export function ApplyOnPhone({ quote, email }: { quote: HandedOverQuote; email: string }) {
  const applyLink = useApplyLink(quote.id, email);
  // The date only: a count of days left would need the service's clock, which a locked kiosk does not ask for.
  const expiryWords = quote.expires === null ? null : `Works until ${longDateWords(new Date(quote.expires))}`;
  return <ApplyLinkQr applyLink={applyLink} email={email} expiryWords={expiryWords} audience="customer" />;
}
