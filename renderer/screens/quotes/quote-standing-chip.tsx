import type { QuoteStanding } from '../../../shared/quotes/quote-standing';
import { StatusChip, type ChipTone } from '../../components/status-chip';

/** Plain words for where a quote stands (D17), never the service's SENT/COMPLETED. */
export const quoteStandingWords: Record<QuoteStanding, { words: string; tone: ChipTone }> = {
  open: { words: 'Sent', tone: 'info' },
  applied: { words: 'Applied', tone: 'success' },
  cancelled: { words: 'Cancelled', tone: 'neutral' },
  expired: { words: 'Expired', tone: 'warning' },
};

export function QuoteStandingChip({ standing }: { standing: QuoteStanding }) {
  const { words, tone } = quoteStandingWords[standing];
  return <StatusChip tone={tone}>{words}</StatusChip>;
}
