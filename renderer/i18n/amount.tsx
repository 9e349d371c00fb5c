import { formatCents, type Cents } from '../../shared/money';

/** An amount in en-AU AUD digits whatever the language, kept left to right inside right-to-left words (K14). */
export function Amount({ cents }: { cents: Cents }) {
  return <bdi dir="ltr">{formatCents(cents)}</bdi>;
}
