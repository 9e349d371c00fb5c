import { accountKeepingFeeWords } from '../../../../shared/account-keeping-fee';
import { formatCents } from '../../../../shared/money';
import type { FinanceBreakdown, RepaymentAmount } from '../../../../shared/wire/calculator';
import type { HandOffQuote } from '../quote-hand-off';

/** What a printed quote holds; every amount is the service's answer (the quote, Calculate Repayment, the public calculator). */
export interface PrintableQuoteFacts extends Omit<HandOffQuote, 'id' | 'expires'> {
  /** The branch's trading name, as the signed-in profile has it. */
  branch: string;
  quoteId: string;
  /** The repayment the screen showed; null when the calculator could not answer. */
  repayment: RepaymentAmount | null;
  /** Whether that repayment includes the establishment fee (D19: a first-time customer's). */
  repaymentIncludesEstablishmentFee: boolean;
  /** D19: the fees, from the public calculator with the establishment fee asked for, so it is never shown as $0.00. */
  fees: FinanceBreakdown;
  /** "Works until …" (D17), or null when the expiry is not known here. */
  expiryWords: string | null;
  /** D17: the quote email's apply link, known in training only. */
  applyLink: string | null;
}

export interface PrintLine {
  label: string;
  value: string;
}

export interface PrintableQuote {
  title: string;
  branch: string;
  reference: string;
  product: { category: string; description: string };
  figures: PrintLine[];
  fees: PrintLine[];
  apply: { link: string | null; instruction: string; expiry: string; where: string };
  /** The one-liners the kiosk shows beside these figures on screen (calculator, quote detail). */
  legal: string[];
}

/** The quote's words and figures, laid out alike by print-quote-sheet.tsx (print) and quote-pdf.ts (PDF); no arithmetic on money here (K5). */
export function printableQuote(facts: PrintableQuoteFacts): PrintableQuote {
  const { fees, repayment } = facts;
  const figures: PrintLine[] = [
    { label: 'Purchase price', value: formatCents(facts.totalCents) },
    { label: 'Deposit', value: formatCents(facts.depositCents) },
    { label: 'Amount financed', value: formatCents(fees.financed_amount) },
    { label: 'Term', value: `${facts.termMonths} months` },
    {
      label: 'Repayments',
      value: repayment ? `${repayment.instalments} × ${formatCents(repayment.repaymentAmount)} a fortnight` : 'Ask in store',
    },
  ];
  const establishment = facts.repaymentIncludesEstablishmentFee
    ? 'included in the repayments above'
    : 'not included in the repayments above';
  return {
    title: 'Your finance quote',
    branch: facts.branch,
    reference: `Quote number ${facts.quoteId}`,
    product: { category: facts.productCategory, description: facts.productDescription },
    figures,
    fees: [
      { label: 'Establishment fee', value: `${formatCents(fees.establishment_fee)} for a first-time customer, ${establishment}` },
      { label: 'Account-keeping fee', value: accountKeepingFeeWords(fees.weekly_account_keeping_fee) },
      { label: 'Annual fee', value: formatCents(fees.annual_fee) },
      { label: 'Late payment fee', value: `${formatCents(fees.late_payment_fee)} if a repayment is missed` },
    ],
    apply: {
      link: facts.applyLink,
      instruction:
        facts.applyLink === null
          ? `The apply link is in the email sent to ${facts.email} — open it on your phone to apply.`
          : 'Scan with your phone’s camera to apply on your own phone.',
      expiry: facts.expiryWords ?? 'Works for 30 days from when the quote was sent.',
      where: facts.applyLink === null ? '' : `The same link is in the email sent to ${facts.email}.`,
    },
    // What the kiosk says on screen, and what a quote is (D17): the provider decides on the application, not the shop.
    legal: ['Interest free, repaid fortnightly.', 'This is a quote, not an approval: the finance provider decides on your application.'],
  };
}
