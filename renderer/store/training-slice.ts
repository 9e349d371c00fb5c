import type { StateCreator } from 'zustand';
import type { ClockReading, SandboxMessage } from '../../shared/wire/control';
import { kiosk } from '../kiosk';
import { done, failed, idle, working, type AsyncState } from './async-state';
import type { CustomerReset } from './customer-reset';
import type { KioskStore } from './kiosk-store';

/** Training mode's sandbox (D27): the texts and emails it "sent" (not the kiosk's own outbox, K8), and its clock. */
export interface TrainingSlice {
  trainingMessages: readonly SandboxMessage[];
  trainingMessagesState: AsyncState;
  clock: ClockReading | null;
  clockState: AsyncState;
  loadTraining(): Promise<void>;
  advanceClock(seconds: number): Promise<void>;
}

/** K4: the messages are the emails and texts sent to customers; the sandbox clock names no one and stays. */
export const resetTrainingCustomer: CustomerReset<TrainingSlice> = () => ({ trainingMessages: [], trainingMessagesState: idle });

export const createTrainingSlice: StateCreator<KioskStore, [], [], TrainingSlice> = (set) => ({
  trainingMessages: [],
  trainingMessagesState: idle,
  clock: null,
  clockState: idle,
  loadTraining: async () => {
    set({ trainingMessagesState: working });
    const [messages, clock] = await Promise.all([kiosk().training.messages(), kiosk().training.clock()]);
    set({
      trainingMessages: messages.ok ? [...messages.data.messages].reverse() : [],
      trainingMessagesState: messages.ok ? idle : failed(messages.error),
      ...(clock.ok ? { clock: clock.data } : { clockState: failed(clock.error) }),
    });
  },
  advanceClock: async (seconds) => {
    set({ clockState: working });
    const result = await kiosk().training.advance({ seconds });
    set(result.ok ? { clock: result.data, clockState: done } : { clockState: failed(result.error) });
  },
});
