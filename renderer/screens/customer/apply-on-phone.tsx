import type { HandedOverQuote } from '../../store/customer-slice';
import { applyLinkExpiryWords } from '../quotes/apply-link-expiry';
import { ApplyLinkQr } from '../quotes/apply-link-qr';
import { useApplyLink } from '../quotes/use-apply-link';

/** Issue 17: a customer handed the kiosk after their quote was sent may apply on their own phone instead (D17). */
export function ApplyOnPhone({ quote, email }: { quote: HandedOverQuote; email: string }) {
  const applyLink = useApplyLink(quote.id, email);
  const expiryWords =
    quote.expires === null || quote.created === null ? null : applyLinkExpiryWords(quote.expires, Date.parse(quote.created));
  return <ApplyLinkQr applyLink={applyLink} email={email} expiryWords={expiryWords} heading="Or apply on your own phone" />;
}
