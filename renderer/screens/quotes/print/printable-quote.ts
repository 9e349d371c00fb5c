import { fortnightlyAccountKeepingFee } from '../../../../shared/account-keeping-fee';
import type { CustomerLocale } from '../../../../shared/customer-locales';
import { spacedAbn } from '../../../../shared/branch/abn';
import type { BranchDetails } from '../../../../shared/branch/branch-details';
import { formatCents, type Cents } from '../../../../shared/money';
import { totalCostCents } from '../../../../shared/quotes/total-cost';
import { localesShown } from '../../../i18n/locales';
import type { FinanceBreakdown, RepaymentAmount } from '../../../../shared/wire/calculator';
import type { HandOffQuote } from '../quote-hand-off';
import type { PrintWords } from './print-words';

/** What a printed quote holds; every amount is the service's answer (the quote, Calculate Repayment, the public calculator). */
export interface PrintableQuoteFacts extends Omit<HandOffQuote, 'id' | 'expires' | 'created'> {
  /** Issue 38 item 7: the branch as Administration → This kiosk sets it, its trading name never empty. */
  branch: Omit<BranchDetails, 'tradingName'> & { name: string };
  quoteId: string;
  /** When the quote was made (the service's time), or printed when the kiosk does not hold that. */
  issuedAt: Date;
  /** The repayment the screen showed; null when the calculator could not answer. */
  repayment: RepaymentAmount | null;
  /** Whether that repayment includes the establishment fee (D19: a first-time customer's). */
  repaymentIncludesEstablishmentFee: boolean;
  /** D19: the fees, from the public calculator with the establishment fee asked for, so it is never shown as $0.00. */
  fees: FinanceBreakdown;
  /** D17: when the apply link stops working, and how many days that is from now; null when not known here. */
  expiry: { at: Date; daysLeft: number } | null;
  /** D17: the quote email's apply link, known in training only. */
  applyLink: string | null;
  /** Issue 38 item 2: queued in the outbox (K8), so printed from the quote as the kiosk holds it: no number yet, no email. */
  notYetSent: boolean;
}

export interface PrintLine {
  label: string;
  value: string;
}

export interface PrintableQuote {
  /** K14: the customer's language, for the sheet's `lang` and the PDF's. */
  lang: CustomerLocale;
  title: string;
  /** The trading name, and under it only the details that are set (address, phone, ABN): no empty label. */
  branch: { name: string; details: string[] };
  /** "Quote number …"; empty while the quote has not gone (the provider gives the number). */
  reference: string;
  /** Issue 38 item 2: the mark and its explanation on a quote still waiting in the outbox; null once it has gone. */
  notYetSent: { mark: string; explanation: string } | null;
  /** Who the quote is for; null when the kiosk holds no name. */
  customer: string | null;
  issued: string;
  product: { category: string; description: string };
  figures: PrintLine[];
  headings: { fees: string; apply: string };
  fees: PrintLine[];
  apply: { link: string | null; instruction: string; expiry: string; where: string };
  /** The one-liners the kiosk shows beside these figures on screen (calculator, quote detail). */
  legal: string[];
}

/**
 * The quote's words in the customer's language and its figures, laid out alike by print-quote-sheet.tsx (print) and
 * quote-pdf.ts (PDF); no arithmetic on money here (K5). K14: every amount is en-AU AUD, whatever the language, so a
 * translated quote's figures are the English one's to the cent.
 */
export function printableQuote(facts: PrintableQuoteFacts, words: PrintWords): PrintableQuote {
  const { fees, repayment } = facts;
  const t = words.format;
  const kept = keptLeftToRight(words.locale);
  const ownDirection = keptInOwnDirection(words.locale);
  /** An amount, en-AU AUD in every language (K14), kept left to right. */
  const aud = (cents: Cents) => kept(formatCents(cents));
  const figures: PrintLine[] = [
    { label: t('print.price'), value: aud(facts.totalCents) },
    { label: t('print.deposit'), value: aud(facts.depositCents) },
    { label: t('print.financed'), value: aud(fees.financed_amount) },
    { label: t('print.term'), value: t('print.termValue', { months: facts.termMonths }) },
    {
      label: t('print.repayments'),
      value: repayment
        ? t('print.repaymentsValue', { instalments: repayment.instalments, amount: aud(repayment.repaymentAmount) })
        : t('print.repaymentsUnknown'),
    },
    // D19: what the plan costs in all, from the same repayment; without one there is no total to state.
    ...(repayment
      ? [
          {
            label: t('print.totalCost'),
            value: t('print.totalCostValue', {
              amount: aud(
                totalCostCents({
                  depositCents: facts.depositCents,
                  repayment,
                  annualFeeCents: fees.annual_fee,
                  termMonths: facts.termMonths,
                }),
              ),
              instalments: repayment.instalments,
            }),
          },
        ]
      : []),
  ];
  const establishmentFee = aud(fees.establishment_fee);
  const weekly = fees.weekly_account_keeping_fee;
  return {
    lang: words.locale,
    title: t('print.title'),
    branch: {
      name: facts.branch.name,
      details: [
        facts.branch.address,
        facts.branch.phone && t('print.branchPhone', { phone: kept(facts.branch.phone) }),
        facts.branch.abn && t('print.branchAbn', { abn: kept(spacedAbn(facts.branch.abn)) }),
      ].filter((line) => line !== ''),
    },
    reference: facts.notYetSent ? '' : t('print.reference', { quoteId: kept(facts.quoteId) }),
    notYetSent: facts.notYetSent ? { mark: t('print.notYetSentMark'), explanation: t('print.notYetSent') } : null,
    // Typed by staff in whatever script: the name reads in its own direction inside the sentence (K14).
    customer: facts.customerName.trim() === '' ? null : t('print.preparedFor', { name: ownDirection(facts.customerName.trim()) }),
    issued: t('print.issued', { date: words.longDate(facts.issuedAt) }),
    product: { category: facts.productCategory, description: facts.productDescription },
    figures,
    headings: { fees: t('print.fees'), apply: t('print.apply') },
    fees: [
      {
        label: t('print.establishmentFee'),
        value: facts.repaymentIncludesEstablishmentFee
          ? t('print.establishmentFeeIncluded', { amount: establishmentFee })
          : t('print.establishmentFeeNotIncluded', { amount: establishmentFee }),
      },
      {
        label: t('print.accountKeepingFee'),
        value: t('print.accountKeepingFeeValue', {
          fortnightly: aud(fortnightlyAccountKeepingFee(weekly)),
          weekly: aud(weekly),
        }),
      },
      { label: t('print.annualFee'), value: aud(fees.annual_fee) },
      { label: t('print.lateFee'), value: t('print.lateFeeValue', { amount: aud(fees.late_payment_fee) }) },
    ],
    apply: {
      link: facts.applyLink,
      instruction: facts.applyLink === null ? t('print.applyFromEmail', { email: kept(facts.email) }) : t('print.applyScan'),
      expiry:
        facts.expiry === null
          ? t('print.expiryUnknown')
          : t('print.expiry', { date: words.longDate(facts.expiry.at), days: facts.expiry.daysLeft }),
      where: facts.applyLink === null ? '' : t('print.applyAlsoEmailed', { email: kept(facts.email) }),
    },
    // What the kiosk says on screen, and what a quote is (D17): the provider decides on the application, not the shop.
    // K14: a translated quote says the English one is the one that counts.
    legal: [
      t('print.legalInterestFree'),
      t('print.legalNotApproval'),
      ...(words.locale === 'en-AU' ? [] : [t('print.legalEnglishCounts')]),
    ],
  };
}

/** Left-to-right isolate (LRI … PDI, Unicode bidi algorithm §2.4): what is inside is laid out apart from its line. */
export const leftToRightIsolate = { start: '\u2066', end: '\u2069' } as const;

/**
 * First-strong isolate (FSI … PDI): in a right-to-left language, a name staff typed, in any script, reads in its own
 * direction inside a sentence; a left-to-right language needs none.
 */
function keptInOwnDirection(locale: CustomerLocale): (text: string) => string {
  return localesShown[locale].dir === 'rtl' ? (text) => `\u2068${text}${leftToRightIsolate.end}` : (text) => text;
}

/**
 * Issue 35: in a right-to-left language what the kiosk puts into a sentence left to right — an amount, the quote's
 * number, the customer's email — is isolated, so the words around it cannot turn it round: "$2.30" after Arabic words
 * read "2.30$" (its digits taken as Arabic numbers, its "$" left on the words' side). The print sheet's browser reads
 * the isolate itself; the PDF's typesetter lays the line out with it and takes the marks out before it looks up glyphs.
 * A left-to-right language needs none, and its text carries none.
 */
export function keptLeftToRight(locale: CustomerLocale): (text: string) => string {
  return localesShown[locale].dir === 'rtl' ? (text) => `${leftToRightIsolate.start}${text}${leftToRightIsolate.end}` : (text) => text;
}
