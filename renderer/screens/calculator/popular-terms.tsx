import { formatCents } from '../../../shared/money';
import type { TermOption } from '../../store/calculator-slice';
import './popular-terms.css';
import { say } from './words';

// One, two and three years: the terms customers weigh most often (short, middle, long) of D19's twelve.
export const popularTerms = [12, 24, 36] as const;

interface PopularTermsProps {
  options: readonly TermOption[];
  selected: number;
  onSelect(term: number): void;
}

/** The three terms most asked about, beside the result, each one press from being the chosen term. */
export function PopularTerms({ options, selected, onSelect }: PopularTermsProps) {
  const shown = popularTerms.flatMap((term) => options.filter((option) => option.repaymentTerm === term));
  if (shown.length === 0) return null;
  return (
    <div className="popular-terms" role="group" aria-labelledby="popular-terms-title">
      <h3 id="popular-terms-title" className="popular-terms__title">
        {say('calculator.popular.heading')}
      </h3>
      <ul className="popular-terms__list">
        {shown.map((option) => (
          <li key={option.repaymentTerm}>
            <button
              type="button"
              className="popular-term"
              aria-pressed={option.repaymentTerm === selected}
              onClick={() => onSelect(option.repaymentTerm)}
            >
              <span className="popular-term__term">{say('calculator.months', { months: option.repaymentTerm })}</span>
              <span className="popular-term__amount">{formatCents(option.repaymentAmount)}</span>
              <span className="popular-term__note">{say('calculator.popular.perFortnight')}</span>
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
