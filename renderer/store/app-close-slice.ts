import type { StateCreator } from 'zustand';
import { kiosk } from '../kiosk';
import { done, failed, type AsyncState } from './async-state';
import type { CustomerReset } from './customer-reset';
import type { KioskStore } from './kiosk-store';

/** What main answered a right PIN with: the app is closing, or (the browser host) it is unlocked but cannot close itself. */
export type CloseOutcome = 'closing' | 'not-closing';

/**
 * K11: someone closed the window (or quit) while the kiosk was locked or in customer mode; main asked the screens
 * (`app:closeRequested`) for the staff PIN the kiosk was locked with before it closes (`app:quit`).
 */
export interface AppCloseSlice {
  closeRequested: boolean;
  closeOutcome: CloseOutcome | null;
  requestClose(): void;
  /** Cancel: back to the screen that was showing, the kiosk as locked as it was. */
  dismissCloseRequest(): void;
  closeKiosk(pin: string): Promise<AsyncState>;
}

/**
 * Nobody's data, yet an unanswered request goes with the idle wipe (K4): a customer who pressed close and walked
 * away does not leave the question over the next customer's screen.
 */
export const resetAppCloseCustomer: CustomerReset<AppCloseSlice> = () => ({ closeRequested: false, closeOutcome: null });

export const createAppCloseSlice: StateCreator<KioskStore, [], [], AppCloseSlice> = (set, get) => ({
  closeRequested: false,
  closeOutcome: null,
  requestClose: () => set({ closeRequested: true, closeOutcome: null }),
  dismissCloseRequest: () => set({ closeRequested: false, closeOutcome: null }),
  closeKiosk: async (pin) => {
    const result = await kiosk().app.quit({ pin });
    if (!result.ok) return failed(result.error);
    set({ closeOutcome: result.data.quitting ? 'closing' : 'not-closing' });
    // The right PIN unlocked the kiosk on the way; where it stays open, the screens show it so.
    if (!result.data.quitting) await get().loadSession();
    return done;
  },
});
