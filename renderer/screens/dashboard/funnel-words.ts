import type { QuoteFunnel } from '../../../shared/contract/dashboard';
import type { StatusFilter } from '../../store/applications-slice';

// The funnel's steps, each counted among the one before, as shared/dashboard/quote-funnel.ts counts them (D14, D17, K10).

export type FunnelStep = Exclude<keyof QuoteFunnel, 'applicationIds'>;

/** Top to bottom. */
export const funnelSteps: readonly FunnelStep[] = ['quotesSent', 'applied', 'approved', 'paid'];

export const funnelWords: Record<FunnelStep, { label: string; opens: (count: string) => string }> = {
  // Each button's name starts with the words it shows (WCAG 2.5.3), then says what it opens.
  quotesSent: { label: 'Quotes sent', opens: (count) => `Quotes sent: open the ${count} quotes` },
  applied: { label: 'Applied from those quotes', opens: (count) => `Applied from those quotes: open the ${count} applications` },
  approved: { label: 'Approved', opens: (count) => `Approved: open the ${count} approved applications from these quotes` },
  paid: { label: 'Paid', opens: (count) => `Paid: open the ${count} paid applications from these quotes` },
};

/** The applications list's status for a step past the quotes, as the funnel counts it (approved at any point, D14). */
export const funnelStatus: Record<Exclude<FunnelStep, 'quotesSent'>, StatusFilter> = {
  applied: 'ALL',
  approved: 'EVER_APPROVED',
  paid: 'PAID',
};

export const funnelDefinition =
  'Quotes sent in these dates; of those, the ones a customer applied from (the application this kiosk made from the quote, ' +
  'else the first one after it for the same email, amount financed and term); of those applications, the ones approved at ' +
  'any point; of those, the ones paid. Applications made without a quote are not in it: all applications stand beside it.';
