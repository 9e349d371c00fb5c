import type { StateCreator } from 'zustand';
import type { KioskStore } from './kiosk-store';

export type Screen = 'calculator' | 'new-quote' | 'quotes' | 'applications' | 'application' | 'customer' | 'training';

export interface NavigationSlice {
  screen: Screen;
  go(screen: Screen): void;
}

export const createNavigationSlice: StateCreator<KioskStore, [], [], NavigationSlice> = (set) => ({
  screen: 'calculator',
  go: (screen) => set({ screen }),
});
