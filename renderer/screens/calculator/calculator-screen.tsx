import { useEffect } from 'react';
import { accountKeepingFeeWords } from '../../../shared/account-keeping-fee';
import { formatCents } from '../../../shared/money';
import { standardRepaymentTerms } from '../../../shared/wire/financing-limits';
import { AsyncStatus } from '../../components/async-status';
import { Field } from '../../components/field';
import { MoneyInput } from '../../components/money-input';
import { fieldError } from '../../store/async-state';
import { useKiosk } from '../../store/kiosk-store';
import { calculatorProblems, hasProblems } from './calculator-checks';
import { PopularTerms } from './popular-terms';
import { TermComparison } from './term-comparison';
import { say } from './words';

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
  // Amounts kept from before (a restored draft) that nothing has asked about yet; changes ask through setCalculator.
  useEffect(() => {
    if (valid && calculation.status === 'idle') void calculate();
  }, [valid, calculation.status, calculate]);

  return (
    <>
      <div className="page-head">
        <h1>{say('calculator.heading')}</h1>
        <p>{say('calculator.lead')}</p>
      </div>
      <div className="grid-2">
        <section className="card stack" aria-labelledby="calc-inputs">
          <h2 id="calc-inputs">{say('calculator.purchase.heading')}</h2>
          <MoneyInput
            label={say('calculator.purchase.price')}
            cents={totalCents}
            onChange={(cents) => setCalculator({ totalCents: cents })}
            error={untouched ? undefined : (problems.total ?? refused('totalPurchaseAmount'))}
            whenEmpty={say('calculator.check.price')}
            autoFocus
          />
          <MoneyInput
            label={say('calculator.purchase.deposit')}
            cents={depositCents}
            onChange={(cents) => setCalculator({ depositCents: cents })}
            error={problems.deposit ?? refused('depositAmount')}
          />
          <Field label={say('calculator.purchase.term')} error={refused('repaymentTerm')}>
            {(control) => (
              <select
                {...control}
                className="select"
                value={termMonths}
                onChange={(event) => setCalculator({ termMonths: Number(event.target.value) })}
              >
                {standardRepaymentTerms.map((term) => (
                  <option key={term} value={term}>
                    {say('calculator.months', { months: term })}
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
            <span>{say('calculator.purchase.includeFee')}</span>
          </label>
        </section>
        <section className="card stack" aria-labelledby="calc-results">
          <h2 id="calc-results">{say('calculator.result.heading')}</h2>
          {untouched && <p className="muted">{say('calculator.result.enterPrice')}</p>}
          {!untouched && !valid && <p className="muted">{say('calculator.result.correct')}</p>}
          {/* Retry asks again for the amounts as typed, nothing edited. */}
          <AsyncStatus state={calculation} working={say('calculator.result.calculating')} onRetry={() => void calculate()} />
          {valid && repayment && breakdown && (
            <>
              <div className="row" style={{ justifyContent: 'space-between', alignItems: 'flex-end' }}>
                <div className="figure">
                  <span className="figure__label">{say('calculator.result.fortnightly')}</span>
                  <output className="figure__value" aria-label={say('calculator.result.fortnightly')}>
                    {formatCents(repayment.repaymentAmount)}
                  </output>
                  <span className="muted">
                    {say('calculator.result.instalments', { instalments: repayment.instalments, months: termMonths })}
                  </span>
                </div>
                <button type="button" className="button button--primary button--large" onClick={() => go('new-quote')}>
                  {say('calculator.result.createQuote')}
                </button>
              </div>
              <PopularTerms options={comparison} selected={termMonths} onSelect={(term) => setCalculator({ termMonths: term })} />
              <dl className="summary" aria-label={say('calculator.fees.heading')}>
                <dt>{say('calculator.fees.financed')}</dt>
                <dd>{formatCents(breakdown.financed_amount)}</dd>
                <dt>{say('calculator.fees.establishment')}</dt>
                <dd>{formatCents(breakdown.establishment_fee)}</dd>
                <dt>{say('calculator.fees.accountKeeping')}</dt>
                <dd>{accountKeepingFeeWords(breakdown.weekly_account_keeping_fee)}</dd>
                <dt>{say('calculator.fees.annual')}</dt>
                <dd>{formatCents(breakdown.annual_fee)}</dd>
                <dt>{say('calculator.fees.late')}</dt>
                <dd>{say('calculator.fees.lateAmount', { fee: formatCents(breakdown.late_payment_fee) })}</dd>
              </dl>
            </>
          )}
        </section>
      </div>
      {valid && comparison.length > 0 && (
        <section className="card" aria-label={say('calculator.compare.label')} style={{ marginTop: 'var(--space-5)' }}>
          <TermComparison options={comparison} selected={termMonths} onSelect={(term) => setCalculator({ termMonths: term })} />
        </section>
      )}
    </>
  );
}
