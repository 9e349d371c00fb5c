import type { StateCreator } from 'zustand';
import type { ClockReading, SandboxMessage } from '../../shared/wire/control';
import { kiosk } from '../kiosk';
import { done, failed, idle, working, type AsyncState } from './async-state';
import type { CustomerReset } from './customer-reset';
import type { KioskStore } from './kiosk-store';

/** Training mode's outbox and sandbox clock (D27). */
export interface TrainingSlice {
  outbox: readonly SandboxMessage[];
  outboxState: AsyncState;
  clock: ClockReading | null;
  clockState: AsyncState;
  loadTraining(): Promise<void>;
  advanceClock(seconds: number): Promise<void>;
}

/** K4: the outbox holds the emails and texts sent to customers; the sandbox clock names no one and stays. */
export const resetTrainingCustomer: CustomerReset<TrainingSlice> = () => ({ outbox: [], outboxState: idle });

export const createTrainingSlice: StateCreator<KioskStore, [], [], TrainingSlice> = (set) => ({
  outbox: [],
  outboxState: idle,
  clock: null,
  clockState: idle,
  loadTraining: async () => {
    set({ outboxState: working });
    const [messages, clock] = await Promise.all([kiosk().training.messages(), kiosk().training.clock()]);
    set({
      outbox: messages.ok ? [...messages.data.messages].reverse() : [],
      outboxState: messages.ok ? idle : failed(messages.error),
      ...(clock.ok ? { clock: clock.data } : { clockState: failed(clock.error) }),
    });
  },
  advanceClock: async (seconds) => {
    set({ clockState: working });
    const result = await kiosk().training.advance({ seconds });
    set(result.ok ? { clock: result.data, clockState: done } : { clockState: failed(result.error) });
  },
});
