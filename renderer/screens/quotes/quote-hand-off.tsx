import type { ReactNode } from 'react';
import type { RepaymentAmount } from '../../../shared/wire/calculator';
import type { Quote } from '../../../shared/wire/quotes';
import { applyLinkExpiryWords } from './apply-link-expiry';
import { ApplyLinkQr } from './apply-link-qr';
import { PrintQuoteAction } from './print/print-quote-action';
import { useApplyLink } from './use-apply-link';

/** The quote as the hand-off needs it, whichever screen holds it (sent step, quote detail). */
export interface HandOffQuote {
  id: string;
  /** The customer's full name, for the printed quote (issue 38 item 7). */
  customerName: string;
  email: string;
  productCategory: string;
  productDescription: string;
  totalCents: number;
  depositCents: number;
  termMonths: number;
  /** D17: 30 days after it was sent; null when the kiosk did not keep the service's answer. */
  expires: string | null;
  /** When the service made it; null when the kiosk did not keep the service's answer. */
  created: string | null;
}

/** The service's quote as the hand-off takes it. */
export function handOffQuoteOf(quote: Quote): HandOffQuote {
  return {
    id: quote.id,
    customerName: quote.applicant,
    email: quote.applicant_email,
    productCategory: quote.product_category,
    productDescription: quote.product_description,
    totalCents: quote.total_purchase_amount,
    depositCents: quote.deposit_amount,
    termMonths: quote.repayment_term,
    expires: quote.expires,
    created: quote.created,
  };
}

interface QuoteHandOffProps {
  quote: HandOffQuote;
  repayment: RepaymentAmount | null;
  repaymentIncludesEstablishmentFee: boolean;
  /** The service's time (epoch ms), for how many days the link still works. */
  now: number;
  /** The screen's own next steps, shown with Print and PDF above the QR code, so all of them are in view at once. */
  children?: ReactNode;
  /** Issue 38 item 2: still in the outbox (K8): printed and saved as the kiosk holds it, marked so; no link, so no QR yet. */
  notYetSent?: boolean;
}

/** The apply link as a QR code to scan (D17), and the quote on paper or as a PDF to take away. */
export function QuoteHandOff({
  quote,
  repayment,
  repaymentIncludesEstablishmentFee,
  now,
  children,
  notYetSent = false,
}: QuoteHandOffProps) {
  const applyLink = useApplyLink(notYetSent ? null : quote.id, quote.email);
  const expiryWords = quote.expires === null ? null : applyLinkExpiryWords(quote.expires, now);
  return (
    <div className="stack">
      <PrintQuoteAction
        quote={quote}
        repayment={repayment}
        repaymentIncludesEstablishmentFee={repaymentIncludesEstablishmentFee}
        applyLink={applyLink}
        now={now}
        notYetSent={notYetSent}
      />
      {children}
      {!notYetSent && <ApplyLinkQr applyLink={applyLink} email={quote.email} expiryWords={expiryWords} />}
    </div>
  );
}
