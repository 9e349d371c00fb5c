import { create, type StateCreator } from 'zustand';
import { createAdministrationSlice, resetAdministration, type AdministrationSlice } from './administration-slice';
import { createAppCloseSlice, resetAppCloseCustomer, type AppCloseSlice } from './app-close-slice';
import { createApplicationsSlice, resetApplicationsCustomer, type ApplicationsSlice } from './applications-slice';
import { createCalculatorSlice, resetCalculatorCustomer, type CalculatorSlice } from './calculator-slice';
import { createCallbacksSlice, resetCallbacksCustomer, type CallbacksSlice } from './callbacks-slice';
import { createCheckoutSlice, resetCheckoutCustomer, type CheckoutSlice } from './checkout-slice';
import { createContentSlice, resetContentCustomer, type ContentSlice } from './content-slice';
import type { CustomerReset } from './customer-reset';
import { createCustomerSlice, resetCustomerDetails, type CustomerSlice } from './customer-slice';
import { createDashboardSlice, resetDashboard, type DashboardSlice } from './dashboard-slice';
import { createHandOverSlice, type HandOverSlice } from './hand-over-slice';
import { createKioskOptionsSlice, type KioskOptionsSlice } from './kiosk-options-slice';
import { createNavigationSlice, resetNavigationCustomer, type NavigationSlice } from './navigation-slice';
import { createOutboxSlice, resetOutboxCustomer, type OutboxSlice } from './outbox-slice';
import { createQuoteDetailSlice, resetQuoteDetailCustomer, type QuoteDetailSlice } from './quote-detail-slice';
import { createQuotesListSlice, resetQuotesListCustomer, type QuotesListSlice } from './quotes-list-slice';
import { createSessionSlice, type SessionSlice } from './session-slice';
import { createTrainingSlice, resetTrainingCustomer, type TrainingSlice } from './training-slice';
import { createUpdateSlice, type UpdateSlice } from './update-slice';

export interface ResetSlice {
  /** Bumped on every reset, so screens remount and no component keeps what a customer typed. */
  customerEpoch: number;
  /** K4: every slice's `resetCustomer`, at once: no trace of the customer is left in the store. */
  nextCustomer(): void;
}

export type KioskStore = SessionSlice &
  NavigationSlice &
  CalculatorSlice &
  CustomerSlice &
  ContentSlice &
  CheckoutSlice &
  HandOverSlice &
  QuotesListSlice &
  QuoteDetailSlice &
  ApplicationsSlice &
  TrainingSlice &
  OutboxSlice &
  CallbacksSlice &
  AdministrationSlice &
  DashboardSlice &
  KioskOptionsSlice &
  UpdateSlice &
  AppCloseSlice &
  ResetSlice;

/** The one store, built from typed slices (zustand slices pattern). */
export const useKiosk = create<KioskStore>()((...a) => {
  const resets: CustomerReset<KioskStore>[] = [];
  // K4: a slice comes with its own reset (or a plain null: it holds no customer data), so none can be left out.
  const slice = <Slice extends Partial<KioskStore>>(
    creator: StateCreator<KioskStore, [], [], Slice>,
    resetCustomer: CustomerReset<Slice> | null,
  ): Slice => {
    if (resetCustomer !== null) resets.push(resetCustomer);
    return creator(...a);
  };
  return {
    ...slice(createSessionSlice, null),
    ...slice(createNavigationSlice, resetNavigationCustomer),
    ...slice(createCalculatorSlice, resetCalculatorCustomer),
    ...slice(createCustomerSlice, resetCustomerDetails),
    ...slice(createContentSlice, resetContentCustomer),
    ...slice(createCheckoutSlice, resetCheckoutCustomer),
    // Holds nothing itself: the hand-over lives in main while locked, and the wipe tells main to forget it (K4).
    ...slice(createHandOverSlice, null),
    ...slice(createQuotesListSlice, resetQuotesListCustomer),
    ...slice(createQuoteDetailSlice, resetQuoteDetailCustomer),
    ...slice(createApplicationsSlice, resetApplicationsCustomer),
    ...slice(createTrainingSlice, resetTrainingCustomer),
    ...slice(createOutboxSlice, resetOutboxCustomer),
    ...slice(createCallbacksSlice, resetCallbacksCustomer),
    // Staff data, not a customer's, yet wiped with them (K4): an idle kiosk is in front of customers.
    ...slice(createAdministrationSlice, resetAdministration),
    ...slice(createDashboardSlice, resetDashboard),
    // The kiosk's own settings, nobody's data.
    ...slice(createKioskOptionsSlice, null),
    ...slice(createUpdateSlice, null),
    // K11: main asking for the staff PIN before it closes; an unanswered ask goes with the idle wipe.
    ...slice(createAppCloseSlice, resetAppCloseCustomer),
    customerEpoch: 0,
    // One update, so no screen ever renders half a customer.
    nextCustomer: () =>
      a[0]((state) =>
        resets.reduce<Partial<KioskStore>>((fresh, reset) => ({ ...fresh, ...reset() }), { customerEpoch: state.customerEpoch + 1 }),
      ),
  };
});

const initialState = useKiosk.getState();

/** Back to a fresh store, for tests. */
export function resetKioskStore(): void {
  useKiosk.setState(initialState, true);
}
