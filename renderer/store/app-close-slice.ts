import type { StateCreator } from 'zustand';
import type { CustomerReset } from './customer-reset';
import type { KioskStore } from './kiosk-store';

/**
 * K11: someone closed the window (or quit) while the kiosk was locked or in customer mode; main asked the screens
 * (`app:closeRequested`) for the staff PIN the kiosk was locked with before it closes (`app:quit`, close-kiosk-dialog.tsx).
 */
export interface AppCloseSlice {
  closeRequested: boolean;
  requestClose(): void;
  /** Cancel: back to the screen that was showing, the kiosk as locked as it was. */
  dismissCloseRequest(): void;
}

/**
 * Nobody's data, yet an unanswered request goes with the idle wipe (K4): a customer who pressed close and walked
 * away does not leave the question over the next customer's screen.
 */
export const resetAppCloseCustomer: CustomerReset<AppCloseSlice> = () => ({ closeRequested: false });

export const createAppCloseSlice: StateCreator<KioskStore, [], [], AppCloseSlice> = (set) => ({
  closeRequested: false,
  requestClose: () => set({ closeRequested: true }),
  dismissCloseRequest: () => set({ closeRequested: false }),
});
