import { normaliseMobile, spacedMobile } from '../../../shared/mobile-number';
import { formatCents } from '../../../shared/money';
import { useKiosk } from '../../store/kiosk-store';

/** The amounts and product a quote, callout or checkout carries, as the customer will see them. */
export function QuoteSummary({ withCustomer = true }: { withCustomer?: boolean }) {
  const totalCents = useKiosk((state) => state.totalCents) ?? 0;
  const depositCents = useKiosk((state) => state.depositCents) ?? 0;
  const termMonths = useKiosk((state) => state.termMonths);
  const repayment = useKiosk((state) => state.repayment);
  const customer = useKiosk((state) => state.customer);
  return (
    <dl className="summary">
      {withCustomer && (
        <>
          <dt>Product</dt>
          <dd>
            {customer.productDescription} ({customer.productCategory})
          </dd>
        </>
      )}
      <dt>Purchase price</dt>
      <dd>{formatCents(totalCents)}</dd>
      <dt>Deposit</dt>
      <dd>{formatCents(depositCents)}</dd>
      <dt>Amount financed</dt>
      <dd>{formatCents(totalCents - depositCents)}</dd>
      <dt>Term</dt>
      <dd>{termMonths} months</dd>
      {repayment && (
        <>
          <dt>Repayments</dt>
          <dd>
            {repayment.instalments} × {formatCents(repayment.repaymentAmount)} a fortnight
          </dd>
        </>
      )}
      {withCustomer && (
        <>
          <dt>Customer</dt>
          <dd>
            {customer.firstName} {customer.lastName}
          </dd>
          <dt>Email</dt>
          <dd>{customer.email}</dd>
          <dt>Mobile</dt>
          {/* D12, D20: the number the provider gets, whatever form staff typed, spaced to read aloud. */}
          <dd>{spacedMobile(normaliseMobile(customer.mobile) ?? customer.mobile)}</dd>
        </>
      )}
    </dl>
  );
}
