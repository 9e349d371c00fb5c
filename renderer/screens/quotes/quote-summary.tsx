import { normaliseMobile, spacedMobile } from '../../../shared/mobile-number';
import { Amount } from '../../i18n/amount';
import { useWords, Words } from '../../i18n/use-words';
import { settledRepayment } from '../../store/calculator-slice';
import { useKiosk } from '../../store/kiosk-store';

/** The amounts and product a quote, callout or checkout carries, as the customer will see them. */
export function QuoteSummary({ withCustomer = true }: { withCustomer?: boolean }) {
  const totalCents = useKiosk((state) => state.totalCents) ?? 0;
  const depositCents = useKiosk((state) => state.depositCents) ?? 0;
  const termMonths = useKiosk((state) => state.termMonths);
  const repayment = useKiosk(settledRepayment);
  const customer = useKiosk((state) => state.customer);
  const words = useWords();
  return (
    <dl className="summary">
      {withCustomer && (
        <>
          <dt>{words('customer.quote.product')}</dt>
          <dd>
            {/* Typed in English: each kept whole inside right-to-left words (K14). */}
            <Words
              id="customer.quote.productValue"
              values={{ description: <bdi>{customer.productDescription}</bdi>, category: <bdi>{customer.productCategory}</bdi> }}
            />
          </dd>
        </>
      )}
      <dt>{words('customer.quote.price')}</dt>
      <dd>
        <Amount cents={totalCents} />
      </dd>
      <dt>{words('customer.quote.deposit')}</dt>
      <dd>
        <Amount cents={depositCents} />
      </dd>
      <dt>{words('customer.quote.financed')}</dt>
      <dd>
        <Amount cents={totalCents - depositCents} />
      </dd>
      <dt>{words('customer.quote.term')}</dt>
      <dd>{words('customer.quote.termValue', { months: termMonths })}</dd>
      {repayment && (
        <>
          <dt>{words('customer.quote.repayments')}</dt>
          <dd>
            <Words
              id="customer.quote.repaymentsValue"
              values={{ instalments: repayment.instalments, amount: <Amount cents={repayment.repaymentAmount} /> }}
            />
          </dd>
        </>
      )}
      {withCustomer && (
        <>
          <dt>{words('customer.quote.name')}</dt>
          <dd>
            <bdi>
              {customer.firstName} {customer.lastName}
            </bdi>
          </dd>
          <dt>{words('customer.quote.email')}</dt>
          <dd>
            <bdi>{customer.email}</bdi>
          </dd>
          <dt>{words('customer.quote.mobile')}</dt>
          {/* D12, D20: the number the provider gets, whatever form staff typed, spaced to read aloud. */}
          <dd>
            <bdi dir="ltr">{spacedMobile(normaliseMobile(customer.mobile) ?? customer.mobile)}</bdi>
          </dd>
        </>
      )}
    </dl>
  );
}
