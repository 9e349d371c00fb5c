import { formatCents } from '../../../shared/money';
import type { TermOption } from '../../store/calculator-slice';
// The kiosk's table look, on a table that needs no scrolling region of its own.
import '../../components/scroll-table.css';
import './term-comparison.css';

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
      <caption>Every term compared</caption>
      <thead>
        <tr>
          <th scope="col">Term</th>
          <th scope="col" className="num">
            Fortnightly
          </th>
          <th scope="col" className="bar-cell">
            <span className="visually-hidden">Relative repayment</span>
          </th>
          <th scope="col" className="num">
            Total repaid
          </th>
          <th scope="col">
            <span className="visually-hidden">Choose</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {options.map((option) => {
          const isSelected = option.repaymentTerm === selected;
          return (
            <tr key={option.repaymentTerm} className={isSelected ? 'is-selected' : undefined}>
              <th scope="row">{option.repaymentTerm} months</th>
              <td className="num">{formatCents(option.repaymentAmount)}</td>
              <td className="bar-cell" aria-hidden="true">
                <div className="bar" style={{ width: `${(option.repaymentAmount / largest) * 100}%` }} />
              </td>
              <td className="num">{formatCents(option.repaymentAmount * option.instalments)}</td>
              <td>
                {isSelected ? (
                  <span className="chip chip--info">Chosen</span>
                ) : (
                  <button type="button" className="button button--quiet" onClick={() => onSelect(option.repaymentTerm)}>
                    Choose<span className="visually-hidden"> {option.repaymentTerm} months</span>
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
