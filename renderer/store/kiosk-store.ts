import { create } from 'zustand';
import { createApplicationsSlice, initialApplications, type ApplicationsSlice } from './applications-slice';
import { createCalculatorSlice, initialCalculator, type CalculatorSlice } from './calculator-slice';
import { createCheckoutSlice, initialCheckout, type CheckoutSlice } from './checkout-slice';
import { createContentSlice, type ContentSlice } from './content-slice';
import { createCustomerSlice, initialCustomer, type CustomerSlice } from './customer-slice';
import { createNavigationSlice, type NavigationSlice } from './navigation-slice';
import { createQuotesListSlice, type QuotesListSlice } from './quotes-list-slice';
import { createSessionSlice, type SessionSlice } from './session-slice';
import { createTrainingSlice, type TrainingSlice } from './training-slice';

export interface ResetSlice {
  /** Bumped on every reset, so screens remount and no component keeps what a customer typed. */
  customerEpoch: number;
  /** K4: every trace of the customer leaves the store (amounts, details, outcomes, lists that name customers). */
  nextCustomer(): void;
}

export type KioskStore = SessionSlice &
  NavigationSlice &
  CalculatorSlice &
  CustomerSlice &
  ContentSlice &
  CheckoutSlice &
  QuotesListSlice &
  ApplicationsSlice &
  TrainingSlice &
  ResetSlice;

/** The one store, built from typed slices (zustand slices pattern). */
export const useKiosk = create<KioskStore>()((...a) => ({
  ...createSessionSlice(...a),
  ...createNavigationSlice(...a),
  ...createCalculatorSlice(...a),
  ...createCustomerSlice(...a),
  ...createContentSlice(...a),
  ...createCheckoutSlice(...a),
  ...createQuotesListSlice(...a),
  ...createApplicationsSlice(...a),
  ...createTrainingSlice(...a),
  customerEpoch: 0,
  nextCustomer: () =>
    a[0]((state) => ({
      customerEpoch: state.customerEpoch + 1,
      ...initialCalculator,
      ...initialCustomer,
      ...initialCheckout,
      ...initialApplications,
      quotes: [],
      quoteActions: {},
      outbox: [],
      legalTexts: {},
      screen: 'calculator',
    })),
}));

const initialState = useKiosk.getState();

/** Back to a fresh store, for tests. */
export function resetKioskStore(): void {
  useKiosk.setState(initialState, true);
}
