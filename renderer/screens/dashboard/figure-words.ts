import type { BranchFigures } from '../../../shared/contract/dashboard';
import { say } from './words';

// What each figure counts, one line each, as shared/dashboard/branch-figures.ts counts it (D13–D17).

export type FigureName = keyof BranchFigures;

export const figureWords: Record<FigureName, { label: string; definition: string }> = {
  quotesSent: { label: say('dashboard.figures.quotesSent'), definition: say('dashboard.figures.quotesSentMeans') },
  quotesApplied: { label: say('dashboard.figures.quotesApplied'), definition: say('dashboard.figures.quotesAppliedMeans') },
  applied: { label: say('dashboard.figures.applied'), definition: say('dashboard.figures.appliedMeans') },
  approved: { label: say('dashboard.figures.approved'), definition: say('dashboard.figures.approvedMeans') },
  declined: { label: say('dashboard.figures.declined'), definition: say('dashboard.figures.declinedMeans') },
  paid: { label: say('dashboard.figures.paid'), definition: say('dashboard.figures.paidMeans') },
  financedCents: { label: say('dashboard.figures.financed'), definition: say('dashboard.figures.financedMeans') },
};

/** The order figures are shown and defined in. */
export const figureOrder: readonly FigureName[] = [
  'quotesSent',
  'quotesApplied',
  'applied',
  'approved',
  'declined',
  'paid',
  'financedCents',
];

/** The id of a figure's definition on screen, so its tile can point to it (aria-describedby). */
export function definitionId(name: FigureName): string {
  return `figure-definition-${name}`;
}
