import type { StateCreator } from 'zustand';
import type { CustomerReset } from './customer-reset';
import type { KioskStore } from './kiosk-store';

export type Screen =
  | 'calculator'
  | 'new-quote'
  | 'quotes'
  | 'quote'
  | 'callbacks'
  | 'applications'
  | 'application'
  | 'dashboard'
  | 'customer'
  | 'training'
  | 'administration';

export interface NavigationSlice {
  screen: Screen;
  go(screen: Screen): void;
}

/** K4: the next customer starts at the calculator, not on a screen the last one left open. */
export const resetNavigationCustomer: CustomerReset<NavigationSlice> = () => ({ screen: 'calculator' });

export const createNavigationSlice: StateCreator<KioskStore, [], [], NavigationSlice> = (set) => ({
  screen: 'calculator',
  go: (screen) => set({ screen }),
});
