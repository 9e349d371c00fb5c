import type { KioskError, KioskErrorCode, KioskResult } from '../../shared/contract';

/** Where an async action is: every one shows this, with the reason in plain words when it failed. */
export type AsyncState =
  | { status: 'idle' }
  | { status: 'working' }
  | { status: 'done' }
  | {
      status: 'failed';
      code: KioskErrorCode;
      message: string;
      fieldErrors: Readonly<Record<string, readonly string[]>>;
      /** K15: when paused PIN checks start again, on this page's clock (epoch ms). */
      retryAt?: number;
    };

export const idle: AsyncState = { status: 'idle' };
export const working: AsyncState = { status: 'working' };
export const done: AsyncState = { status: 'done' };

/** K7: a write whose answer was lost may have arrived; it is never said to have failed to arrive. */
export const mayHaveArrived =
  'This may have reached the provider: its answer was lost on the way back. It is kept in the Outbox; check there before sending it again.';

/** Main's words as they are; K7's when a write's answer was lost ("may have reached", never "could not be reached"). */
export function failureMessage(error: KioskError): string {
  return error.code === 'outcome-unknown' ? mayHaveArrived : error.message;
}

export function failed(error: KioskError): AsyncState {
  const state = { status: 'failed', code: error.code, message: failureMessage(error), fieldErrors: error.fieldErrors ?? {} } as const;
  return error.retryInMs === undefined ? state : { ...state, retryAt: Date.now() + error.retryInMs };
}

/** K7: main refused to repeat a request that may already have reached the provider; staff may confirm it. */
export function needsConfirmation(state: AsyncState): boolean {
  return state.status === 'failed' && state.code === 'needs-confirmation';
}

export function stateOf<T>(result: KioskResult<T>): AsyncState {
  return result.ok ? done : failed(result.error);
}

/** The first reason the service gave about one field, if it gave any. */
export function fieldError(state: AsyncState, ...fields: string[]): string | undefined {
  if (state.status !== 'failed') return undefined;
  for (const field of fields) {
    const reason = state.fieldErrors[field]?.[0];
    if (reason !== undefined) return reason;
  }
  return undefined;
}

// 'invalid-input': K15, a short PIN given to a profile that chooses its PIN as it is switched to.
const pinRefusals: readonly KioskErrorCode[] = ['wrong-pin', 'too-many-attempts', 'not-allowed', 'invalid-input'];

/** K11: a refusal about the PIN that was typed (wrong, paused, too short to choose, or not one that may be given here): main's words, for next to the field. */
export function pinRefusal(state: AsyncState): string | undefined {
  return state.status === 'failed' && pinRefusals.includes(state.code) ? state.message : undefined;
}

/** After a wrong PIN (or while PINs pause) the field starts empty again: the digits typed are hidden and of no more use. */
export function clearsThePin(state: AsyncState): boolean {
  return state.status === 'failed' && (state.code === 'wrong-pin' || state.code === 'too-many-attempts');
}
