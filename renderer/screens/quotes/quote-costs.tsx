import { accountKeepingFeeWords } from '../../../shared/account-keeping-fee';
import { formatCents } from '../../../shared/money';
import { totalCostCents } from '../../../shared/quotes/total-cost';
import { settledBreakdown, settledRepayment } from '../../store/calculator-slice';
import { useKiosk } from '../../store/kiosk-store';
import { say } from './words';

/**
 * Issue 38 item 3: the fees a new quote carries and its total cost (D19), for staff to go through with the customer
 * before it is sent; the figures are the service's answer for the amounts and fee choice as they are now.
 */
export function QuoteCosts() {
  const repayment = useKiosk(settledRepayment);
  const breakdown = useKiosk(settledBreakdown);
  const depositCents = useKiosk((state) => state.depositCents) ?? 0;
  const termMonths = useKiosk((state) => state.termMonths);
  const includesEstablishmentFee = useKiosk((state) => state.includeEstablishmentFee);
  return (
    <section className="stack" aria-labelledby="quote-costs-heading">
      <h3 id="quote-costs-heading">{say('quotes.costs.heading')}</h3>
      {repayment && breakdown ? (
        <dl className="summary">
          <dt>{say('quotes.costs.establishmentFee')}</dt>
          <dd>
            {includesEstablishmentFee
              ? say('quotes.costs.establishmentIncluded', { fee: formatCents(breakdown.establishment_fee) })
              : say('quotes.costs.establishmentLeftOut')}
          </dd>
          <dt>{say('quotes.costs.accountKeepingFee')}</dt>
          <dd>{accountKeepingFeeWords(breakdown.weekly_account_keeping_fee)}</dd>
          <dt>{say('quotes.costs.annualFee')}</dt>
          <dd>{formatCents(breakdown.annual_fee)}</dd>
          <dt>{say('quotes.costs.totalCost')}</dt>
          <dd>
            <strong>
              {say('quotes.costs.totalCostValue', {
                total: formatCents(totalCostCents({ depositCents, repayment, annualFeeCents: breakdown.annual_fee, termMonths })),
                instalments: repayment.instalments,
              })}
            </strong>
          </dd>
        </dl>
      ) : (
        <p className="muted">{say('quotes.costs.unknown')}</p>
      )}
    </section>
  );
}
