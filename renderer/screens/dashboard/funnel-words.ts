import type { QuoteFunnel } from '../../../shared/contract/dashboard';
import type { StatusFilter } from '../../store/applications-slice';
import { say } from './words';

// The funnel's steps, each counted among the one before, as shared/dashboard/quote-funnel.ts counts them (D14, D17, K10).

export type FunnelStep = Exclude<keyof QuoteFunnel, 'applicationIds'>;

/** Top to bottom. */
export const funnelSteps: readonly FunnelStep[] = ['quotesSent', 'applied', 'approved', 'paid'];

export const funnelWords: Record<FunnelStep, { label: string; opens: (count: number) => string }> = {
  // Each button's name starts with the words it shows (WCAG 2.5.3), then says what it opens.
  quotesSent: { label: say('dashboard.funnel.quotesSent'), opens: (count) => say('dashboard.funnel.quotesSentOpens', { count }) },
  applied: { label: say('dashboard.funnel.applied'), opens: (count) => say('dashboard.funnel.appliedOpens', { count }) },
  approved: { label: say('dashboard.funnel.approved'), opens: (count) => say('dashboard.funnel.approvedOpens', { count }) },
  paid: { label: say('dashboard.funnel.paid'), opens: (count) => say('dashboard.funnel.paidOpens', { count }) },
};

/** The applications list's status for a step past the quotes, as the funnel counts it (approved at any point, D14). */
export const funnelStatus: Record<Exclude<FunnelStep, 'quotesSent'>, StatusFilter> = {
  applied: 'ALL',
  approved: 'EVER_APPROVED',
  paid: 'PAID',
};

export const funnelDefinition = say('dashboard.funnel.means');
