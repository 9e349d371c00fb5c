import type { StateCreator } from 'zustand';
import type { KioskOptions } from '../../shared/contract/kiosk-options';
import { defaultKioskOptions } from '../../shared/kiosk-option-defaults';
import { kiosk } from '../kiosk';
import { dataOf } from '../queries/kiosk-call';
import { outcomeOf } from '../queries/outcome-of';
import type { AsyncState } from './async-state';
import type { KioskStore } from './kiosk-store';

/** This kiosk's own options, set in administration: the idle limits every screen keeps (K4: 120 s, configurable), and kiosk mode. */
export interface KioskOptionsSlice {
  /** K4's defaults until main has answered, so the idle wipe is never off. */
  kioskOptions: KioskOptions;
  loadKioskOptions(): Promise<void>;
  /** K9: an administrator's change, with the staff PIN again. */
  saveKioskOptions(pin: string, options: KioskOptions): Promise<AsyncState>;
}

export const createKioskOptionsSlice: StateCreator<KioskStore, [], [], KioskOptionsSlice> = (set) => ({
  kioskOptions: defaultKioskOptions,
  loadKioskOptions: async () => {
    const result = await kiosk().kioskOptions.get({});
    if (result.ok) set({ kioskOptions: result.data });
  },
  saveKioskOptions: (pin, options) =>
    outcomeOf(dataOf('kioskOptions:set', { pin, ...options }).then((kioskOptions) => set({ kioskOptions }))),
});
