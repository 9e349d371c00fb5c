import type { QuoteStanding } from '../../../shared/quotes/quote-standing';
import { StatusChip, type ChipTone } from '../../components/status-chip';
import { say } from './words';

/** Plain words for where a quote stands (D17), never the service's SENT/COMPLETED. */
export const quoteStandingWords = {
  open: { words: 'quotes.standing.open', tone: 'info' },
  applied: { words: 'quotes.standing.applied', tone: 'success' },
  cancelled: { words: 'quotes.standing.cancelled', tone: 'neutral' },
  expired: { words: 'quotes.standing.expired', tone: 'warning' },
} as const satisfies Record<QuoteStanding, { words: string; tone: ChipTone }>;

export function QuoteStandingChip({ standing }: { standing: QuoteStanding }) {
  const { words, tone } = quoteStandingWords[standing];
  return <StatusChip tone={tone}>{say(words)}</StatusChip>;
}
