import { formatCents } from '../../../shared/money';
import type { TermOption } from '../../store/calculator-slice';
// The kiosk's table look, on a table that needs no scrolling region of its own.
import '../../components/scroll-table.css';
import './term-comparison.css';
import { Say, say } from './words';

interface TermComparisonProps {
  options: readonly TermOption[];
  selected: number;
  onSelect(term: number): void;
}

/** Every allowed term at once: the fortnightly repayment as a number and as a bar, and the total repaid. */
export function TermComparison({ options, selected, onSelect }: TermComparisonProps) {
  const largest = Math.max(...options.map((option) => option.repaymentAmount), 1);
  return (
    <table className="table">
      <caption>{say('calculator.compare.caption')}</caption>
      <thead>
        <tr>
          <th scope="col">{say('calculator.compare.term')}</th>
          <th scope="col" className="num">
            {say('calculator.compare.fortnightly')}
          </th>
          <th scope="col" className="bar-cell">
            <span className="visually-hidden">{say('calculator.compare.relative')}</span>
          </th>
          <th scope="col" className="num">
            {say('calculator.compare.total')}
          </th>
          <th scope="col">
            <span className="visually-hidden">{say('calculator.compare.chooseColumn')}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {options.map((option) => {
          const isSelected = option.repaymentTerm === selected;
          return (
            <tr key={option.repaymentTerm} className={isSelected ? 'is-selected' : undefined}>
              <th scope="row">{say('calculator.months', { months: option.repaymentTerm })}</th>
              <td className="num">{formatCents(option.repaymentAmount)}</td>
              <td className="bar-cell" aria-hidden="true">
                <div className="bar" style={{ width: `${(option.repaymentAmount / largest) * 100}%` }} />
              </td>
              <td className="num">{formatCents(option.repaymentAmount * option.instalments)}</td>
              <td>
                {isSelected ? (
                  <span className="chip chip--info">{say('calculator.compare.chosen')}</span>
                ) : (
                  <button type="button" className="button button--quiet" onClick={() => onSelect(option.repaymentTerm)}>
                    <Say
                      id="calculator.compare.choose"
                      values={{ months: option.repaymentTerm }}
                      components={{ 0: <span className="visually-hidden" /> }}
                    />
                  </button>
                )}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
