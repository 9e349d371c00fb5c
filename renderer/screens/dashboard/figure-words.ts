import type { BranchFigures } from '../../../shared/contract/dashboard';

// What each figure counts, one line each, as shared/dashboard/branch-figures.ts counts it (D13–D17).

export type FigureName = keyof BranchFigures;

export const figureWords: Record<FigureName, { label: string; definition: string }> = {
  quotesSent: { label: 'Quotes sent', definition: 'Quotes created in these dates; every new quote is emailed to the customer.' },
  quotesApplied: { label: 'Applied from a quote', definition: 'Of those quotes, the ones a customer has applied from.' },
  applied: { label: 'Applications', definition: 'Applications made in these dates, from a quote’s link or at checkout.' },
  approved: {
    label: 'Approved',
    definition: 'Of those applications, the ones approved at any point, including those paid or withdrawn since.',
  },
  declined: { label: 'Declined', definition: 'Of those applications, the ones declined.' },
  paid: { label: 'Paid', definition: 'Of those applications, the ones paid: the customer confirmed delivery after the payment request.' },
  financedCents: { label: 'Financed', definition: 'The amount financed on the paid applications.' },
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
