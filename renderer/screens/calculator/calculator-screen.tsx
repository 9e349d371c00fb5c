import { useEffect } from 'react';
import { accountKeepingFeeWords } from '../../../shared/account-keeping-fee';
import { formatCents } from '../../../shared/money';
import { standardRepaymentTerms } from '../../../shared/wire/financing-limits';
import { AsyncStatus } from '../../components/async-status';
import { Field } from '../../components/field';
import { MoneyInput } from '../../components/money-input';
import { fieldError } from '../../store/async-state';
import { useKiosk } from '../../store/kiosk-store';
import { askForPrice, calculatorProblems, hasProblems } from './calculator-checks';
import { PopularTerms } from './popular-terms';
import { TermComparison } from './term-comparison';

const recalculateAfterMs = 300;

export function CalculatorScreen() {
  const totalCents = useKiosk((state) => state.totalCents);
  const depositCents = useKiosk((state) => state.depositCents);
  const termMonths = useKiosk((state) => state.termMonths);
  const includeFee = useKiosk((state) => state.includeEstablishmentFee);
  const repayment = useKiosk((state) => state.repayment);
  const breakdown = useKiosk((state) => state.breakdown);
  const comparison = useKiosk((state) => state.comparison);
  const calculation = useKiosk((state) => state.calculation);
  const setCalculator = useKiosk((state) => state.setCalculator);
  const calculate = useKiosk((state) => state.calculate);
  const go = useKiosk((state) => state.go);

  const problems = calculatorProblems(totalCents, depositCents);
  const untouched = totalCents === null;
  const valid = !hasProblems(problems);
  // D19: the financed range and the terms are the branch's, which only its service knows; its refusal names the field.
  const refused = (field: 'totalPurchaseAmount' | 'depositAmount' | 'repaymentTerm') =>
    valid ? fieldError(calculation, field) : undefined;
  useEffect(() => {
    if (!valid) return;
    const timer = setTimeout(() => void calculate(), recalculateAfterMs);
    return () => clearTimeout(timer);
  }, [valid, totalCents, depositCents, termMonths, includeFee, calculate]);

  return (
    <>
      <div className="page-head">
        <h1>Repayment calculator</h1>
        <p>Interest free, repaid fortnightly.</p>
      </div>
      <div className="grid-2">
        <section className="card stack" aria-labelledby="calc-inputs">
          <h2 id="calc-inputs">The purchase</h2>
          <MoneyInput
            label="Purchase price"
            cents={totalCents}
            onChange={(cents) => setCalculator({ totalCents: cents })}
            error={untouched ? undefined : (problems.total ?? refused('totalPurchaseAmount'))}
            whenEmpty={askForPrice}
            autoFocus
          />
          <MoneyInput
            label="Deposit"
            cents={depositCents}
            onChange={(cents) => setCalculator({ depositCents: cents })}
            error={problems.deposit ?? refused('depositAmount')}
          />
          <Field label="Term" error={refused('repaymentTerm')}>
            {(control) => (
              <select
                {...control}
                className="select"
                value={termMonths}
                onChange={(event) => setCalculator({ termMonths: Number(event.target.value) })}
              >
                {standardRepaymentTerms.map((term) => (
                  <option key={term} value={term}>
                    {term} months
                  </option>
                ))}
              </select>
            )}
          </Field>
          <label className="toggle">
            <input
              type="checkbox"
              checked={includeFee}
              onChange={(event) => setCalculator({ includeEstablishmentFee: event.target.checked })}
            />
            <span>Include the establishment fee (first-time customers)</span>
          </label>
        </section>
        <section className="card stack" aria-labelledby="calc-results">
          <h2 id="calc-results">Repayments</h2>
          {untouched && <p className="muted">Enter the purchase price to see the repayments.</p>}
          {!untouched && !valid && <p className="muted">Correct the purchase details to see the repayments.</p>}
          {/* Retry asks again for the amounts as typed, nothing edited. */}
          <AsyncStatus state={calculation} working="Calculating…" onRetry={() => void calculate()} />
          {valid && repayment && breakdown && (
            <>
              <div className="row" style={{ justifyContent: 'space-between', alignItems: 'flex-end' }}>
                <div className="figure">
                  <span className="figure__label">Fortnightly repayment</span>
                  <output className="figure__value" aria-label="Fortnightly repayment">
                    {formatCents(repayment.repaymentAmount)}
                  </output>
                  <span className="muted">
                    {repayment.instalments} fortnightly repayments over {termMonths} months
                  </span>
                </div>
                <button type="button" className="button button--primary button--large" onClick={() => go('new-quote')}>
                  Create a quote
                </button>
              </div>
              <PopularTerms options={comparison} selected={termMonths} onSelect={(term) => setCalculator({ termMonths: term })} />
              <dl className="summary" aria-label="Fee breakdown">
                <dt>Amount financed</dt>
                <dd>{formatCents(breakdown.financed_amount)}</dd>
                <dt>Establishment fee</dt>
                <dd>{formatCents(breakdown.establishment_fee)}</dd>
                <dt>Account-keeping fee</dt>
                <dd>{accountKeepingFeeWords(breakdown.weekly_account_keeping_fee)}</dd>
                <dt>Annual fee</dt>
                <dd>{formatCents(breakdown.annual_fee)}</dd>
                <dt>Late payment fee</dt>
                <dd>{formatCents(breakdown.late_payment_fee)} if a repayment is missed</dd>
              </dl>
            </>
          )}
        </section>
      </div>
      {valid && comparison.length > 0 && (
        <section className="card" aria-label="Term comparison" style={{ marginTop: 'var(--space-5)' }}>
          <TermComparison options={comparison} selected={termMonths} onSelect={(term) => setCalculator({ termMonths: term })} />
        </section>
      )}
    </>
  );
}
