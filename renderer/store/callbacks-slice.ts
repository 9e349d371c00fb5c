import type { StateCreator } from 'zustand';
import type { CallbackRecord } from '../../shared/contract/kiosk-records';
import { kiosk } from '../kiosk';
import { failed, idle, working, type AsyncState } from './async-state';
import type { CustomerReset } from './customer-reset';
import type { KioskStore } from './kiosk-store';

/** The call-backs asked for from this kiosk (D18), as main reads them back from the outbox (K8). */
export interface CallbacksSlice {
  /** Newest first; names and mobiles of customers (K4). */
  callbacks: readonly CallbackRecord[];
  callbacksState: AsyncState;
  loadCallbacks(): Promise<void>;
  /** Leaving the list forgets it: it is in memory only while staff look at it (K4). */
  forgetCallbacks(): void;
}

/** K4: every record names a customer. */
export const initialCallbacks = { callbacks: [], callbacksState: idle } satisfies Partial<CallbacksSlice>;

export const resetCallbacksCustomer: CustomerReset<CallbacksSlice> = () => initialCallbacks;

export const createCallbacksSlice: StateCreator<KioskStore, [], [], CallbacksSlice> = (set, get) => ({
  ...initialCallbacks,
  loadCallbacks: async () => {
    // Read again on every Outbox change: the list on screen stays put meanwhile, no "Loading…" flicker.
    if (get().callbacks.length === 0) set({ callbacksState: working });
    const result = await kiosk().callouts.list();
    set(result.ok ? { callbacks: result.data.callbacks, callbacksState: idle } : { callbacksState: failed(result.error) });
  },
  forgetCallbacks: () => set(initialCallbacks),
});
