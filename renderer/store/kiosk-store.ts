import { createContext, useContext } from 'react';
import { useStore, type StateCreator, type StoreApi } from 'zustand';
import { createStore } from 'zustand/vanilla';
import type { StartState } from '../../shared/contract/start-state';
import { createAppCloseSlice, resetAppCloseCustomer, type AppCloseSlice } from './app-close-slice';
import { createApplicationsSlice, resetApplicationsCustomer, type ApplicationsSlice } from './applications-slice';
import { createCalculatorSlice, resetCalculatorCustomer, type CalculatorSlice } from './calculator-slice';
import { createCheckoutSlice, resetCheckoutCustomer, type CheckoutSlice } from './checkout-slice';
import type { CustomerReset } from './customer-reset';
import { createCustomerSlice, resetCustomerDetails, type CustomerSlice } from './customer-slice';
import { createDashboardSlice, resetDashboard, type DashboardSlice } from './dashboard-slice';
import { createHandOverSlice, type HandOverSlice } from './hand-over-slice';
import { keptWorkBack, setAside, type KeptWork } from './kept-work';
import { ownNumbers } from './own-numbers';
import { createKioskOptionsSlice, type KioskOptionsSlice } from './kiosk-options-slice';
import { createNavigationSlice, resetNavigationCustomer, type NavigationSlice } from './navigation-slice';
import { createQuotesListSlice, resetQuotesListCustomer, type QuotesListSlice } from './quotes-list-slice';
import { createSessionSlice, type SessionSlice } from './session-slice';

export interface ResetSlice {
  /** Bumped on every reset, so screens remount and no component keeps what a customer typed. */
  customerEpoch: number;
  /** K4: every slice's `resetCustomer`, at once: no trace of the customer is left in the store. */
  nextCustomer(): void;
  /** K4's idle wipe: as `nextCustomer`, but the salesperson's own numbers stay when no customer is in them (own-numbers.ts). */
  idleWipe(): void;
  /** Staff's work while their Lock is on: out of the screens, for the same profile, until the idle limit (K4). */
  keptWork: KeptWork | null;
  /** Lock (K6) that keeps the work aside for `keepSeconds`, the staff idle limit; false when the PIN is refused. */
  lockKeepingWork(pin: string, keepSeconds: number): Promise<boolean>;
  /** Unlock with the PIN it was locked with: the kept work back, in the same update, if it is still in time (K4). */
  unlockWithKeptWork(pin: string): Promise<boolean>;
}

export type KioskStore = SessionSlice &
  NavigationSlice &
  CalculatorSlice &
  CustomerSlice &
  CheckoutSlice &
  HandOverSlice &
  QuotesListSlice &
  ApplicationsSlice &
  DashboardSlice &
  KioskOptionsSlice &
  AppCloseSlice &
  ResetSlice;

/**
 * The kiosk's store, built from typed slices (zustand slices pattern), made for one start state (the answers main put
 * into the page, shared/contract/start-state.ts): the browser makes one per page, main one per first screen it draws.
 */
export function createKioskStore(start: Partial<StartState> = {}): StoreApi<KioskStore> {
  return createStore<KioskStore>()((...a) => ({ ...assembled(...a), ...startValues(start) }));
}

/** Main's answers in the page it served, so the first screen draws without waiting for the bridge; asked again at once. */
function startValues(start: Partial<StartState>): Partial<KioskStore> {
  return { ...(start.session && { session: start.session }), ...(start.kioskOptions && { kioskOptions: start.kioskOptions }) };
}

/** The store the screens below it use: one per page (renderer/main.tsx), per first screen drawn, per test. */
export const KioskStoreContext = createContext<StoreApi<KioskStore> | null>(null);

/** The store itself, for what reads it outside a render (an effect, a handler, an event from main). */
export function useKioskStore(): StoreApi<KioskStore> {
  const store = useContext(KioskStoreContext);
  if (store === null) throw new Error('useKioskStore: no KioskStoreContext above this component');
  return store;
}

/** What a component reads from the store, re-rendered when it changes. */
export function useKiosk<Selected>(selector: (state: KioskStore) => Selected): Selected {
  return useStore(useKioskStore(), selector);
}

const assembled: StateCreator<KioskStore> = (...a) => {
  const resets: CustomerReset<KioskStore>[] = [];
  // K4: a slice comes with its own reset (or a plain null: it holds no customer data), so none can be left out.
  const slice = <Slice extends Partial<KioskStore>>(
    creator: StateCreator<KioskStore, [], [], Slice>,
    resetCustomer: CustomerReset<Slice> | null,
  ): Slice => {
    if (resetCustomer !== null) resets.push(resetCustomer);
    return creator(...a);
  };
  // Every slice's fresh values at once, and a new epoch so screens remount.
  const wiped = (state: KioskStore): Partial<KioskStore> =>
    resets.reduce<Partial<KioskStore>>((fresh, reset) => ({ ...fresh, ...reset() }), { customerEpoch: state.customerEpoch + 1 });
  return {
    ...slice(createSessionSlice, null),
    ...slice(createNavigationSlice, resetNavigationCustomer),
    ...slice(createCalculatorSlice, resetCalculatorCustomer),
    ...slice(createCustomerSlice, resetCustomerDetails),
    ...slice(createCheckoutSlice, resetCheckoutCustomer),
    // Holds nothing itself: the hand-over lives in main while locked, and the wipe tells main to forget it (K4).
    ...slice(createHandOverSlice, null),
    ...slice(createQuotesListSlice, resetQuotesListCustomer),
    ...slice(createApplicationsSlice, resetApplicationsCustomer),
    // Staff data, not a customer's, yet wiped with them (K4): an idle kiosk is in front of customers.
    ...slice(createDashboardSlice, resetDashboard),
    // The kiosk's own settings, nobody's data.
    ...slice(createKioskOptionsSlice, null),
    // K11: main asking for the staff PIN before it closes; an unanswered ask goes with the idle wipe.
    ...slice(createAppCloseSlice, resetAppCloseCustomer),
    customerEpoch: 0,
    // One update, so no screen ever renders half a customer; work kept by a Lock goes too (K4).
    nextCustomer: () => a[0]((state) => ({ ...wiped(state), keptWork: null })),
    idleWipe: () => {
      a[0]((state) => {
        const kept = state.keptWork;
        // Locked by staff: what they set aside goes at the idle limit, but their own numbers wait for their unlock.
        if (kept) {
          const numbers = ownNumbers({ ...state, ...kept.state });
          return { ...wiped(state), keptWork: numbers && { ...kept, until: Number.POSITIVE_INFINITY, state: numbers } };
        }
        // Locked for a customer (K6): whatever is on screen is theirs.
        const numbers = state.session?.locked ? null : ownNumbers(state);
        return { ...wiped(state), ...numbers, keptWork: null };
      });
      // A question the wipe cut short is asked again for the amounts it kept.
      if (!a[1]().session?.locked && a[1]().calculation.status === 'working') void a[1]().calculate();
    },
    keptWork: null,
    lockKeepingWork: (pin, keepSeconds) =>
      a[1]().lock(pin, (state) => setAside(state, wiped(state), state.session?.profile?.id, Date.now() + keepSeconds * 1000)),
    // Unlocking never changes the profile: the one in use is the one that locked.
    unlockWithKeptWork: async (pin) => {
      const unlocked = await a[1]().unlock(pin, (state) => ({
        ...keptWorkBack(state.keptWork, state.session?.profile?.id, Date.now()),
        keptWork: null,
      }));
      // A question the lock cut short is asked again for the amounts it brought back.
      if (a[1]().calculation.status === 'working') void a[1]().calculate();
      return unlocked;
    },
  };
};
