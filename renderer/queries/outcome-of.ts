import { done, failed, type AsyncState } from '../store/async-state';
import { KioskFailure } from './kiosk-call';

/** A write's end as the PIN dialog takes it (K9): done, or main's refusal in main's words. */
export async function outcomeOf(write: Promise<unknown>): Promise<AsyncState> {
  try {
    await write;
    return done;
  } catch (error) {
    if (error instanceof KioskFailure) return failed(error.error);
    throw error;
  }
}
