import type { StateCreator } from 'zustand';
import type { KioskResult } from '../../shared/contract';
import type { UpdateStatus } from '../../shared/contract/updates';
import { kiosk } from '../kiosk';
import { done, failed, type AsyncState } from './async-state';
import type { KioskStore } from './kiosk-store';

/** K13: the kiosk's own update as main holds it (`updates:changed` keeps it current); nobody's data. */
export interface UpdateSlice {
  update: UpdateStatus | null;
  loadUpdate(): Promise<void>;
  applyUpdateStatus(status: UpdateStatus): void;
  /** K9: an administrator's, with the staff PIN again. */
  checkForUpdate(pin: string): Promise<AsyncState>;
  installUpdateNow(pin: string): Promise<AsyncState>;
}

export const createUpdateSlice: StateCreator<KioskStore, [], [], UpdateSlice> = (set) => {
  const settle = (result: KioskResult<UpdateStatus>): AsyncState => {
    if (!result.ok) return failed(result.error);
    set({ update: result.data });
    return done;
  };
  return {
    update: null,
    loadUpdate: async () => {
      const result = await kiosk().updates.status({});
      if (result.ok) set({ update: result.data });
    },
    applyUpdateStatus: (status) => set({ update: status }),
    checkForUpdate: async (pin) => settle(await kiosk().updates.check({ pin })),
    installUpdateNow: async (pin) => settle(await kiosk().updates.installNow({ pin })),
  };
};
