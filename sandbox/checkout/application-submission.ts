import { addApplication } from '../application-records';
import { submitApplication } from '../lifecycle';
import { markQuoteApplied } from '../quote-records';
import type { Sandbox } from '../sandbox';
import type { QuoteRecord } from '../store/record-schemas';
import type { ApplicantDetails, CheckoutRecord } from './checkout-record';

// D13–D15: the customer's submission creates the application, and the sandbox decides on it at once.

export function submitCheckout(
  sandbox: Sandbox,
  checkout: CheckoutRecord,
  details: ApplicantDetails,
  quote: QuoteRecord | undefined,
): string {
  const application = addApplication(sandbox, {
    account_id: checkout.account_id,
    applicants: [
      {
        name: `${details.first_name} ${details.last_name}`,
        email: details.email,
        mobile: details.mobile,
        dob: details.dob,
        joint_applicant: 0,
      },
    ],
    team_member: checkout.team_member,
    total_purchase_amount: checkout.total_purchase_amount,
    deposit_amount: checkout.deposit_amount,
    repayment_term: checkout.repayment_term,
    product_category: checkout.product_category,
    product_description: checkout.product_description,
    reference_number: checkout.reference_number,
    ...(quote && { quoteId: quote.id }),
  });
  submitApplication(sandbox, application);
  // D17: the quote is COMPLETED once the customer applies from it.
  if (quote) markQuoteApplied(sandbox, quote, application.id);
  sandbox.store.checkouts.update(checkout, (draft) => {
    draft.outcome = { kind: 'submitted', applicationId: application.id };
  });
  return application.id;
}
