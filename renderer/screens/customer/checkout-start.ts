import type { ChannelInput } from '../../../shared/contract';
import { mutationStateOf } from '../../queries/query-state';
import { useKioskMutation } from '../../queries/use-kiosk-mutation';
import { useKioskStore, type KioskStore } from '../../store/kiosk-store';

/** What checkout starts from: the customer's amounts, and what they already told staff, so the provider's form needs no retyping. */
function checkoutInput({ customer, totalCents, depositCents, termMonths }: KioskStore): ChannelInput<'checkout:start'> {
  return {
    total_purchase_amount: totalCents ?? 0,
    deposit_amount: depositCents ?? 0,
    repayment_term: termMonths,
    product_category: customer.productCategory,
    product_description: customer.productDescription.trim(),
    applicant: {
      first_name: customer.firstName.trim(),
      last_name: customer.lastName.trim(),
      email: customer.email.trim(),
      mobile: customer.mobile.trim(),
    },
  };
}

/** Customer mode (K6): the checkout request main builds for the provider's form, its progress, and the ask for it. */
export function useCheckoutStart() {
  const store = useKioskStore();
  // K4: the request names the customer, so it is gone once no screen shows it (the epoch's remount, a wipe).
  const checkout = useKioskMutation('checkout:start', { gcTime: 0 });
  return {
    request: checkout.data ?? null,
    state: mutationStateOf(checkout),
    start: () => checkout.mutate(checkoutInput(store.getState())),
  };
}

export type CheckoutStart = ReturnType<typeof useCheckoutStart>;
