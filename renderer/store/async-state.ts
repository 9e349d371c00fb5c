import type { KioskError, KioskResult } from '../../shared/contract';

/** Where an async action is: every one shows this, with the reason in plain words when it failed. */
export type AsyncState =
  | { status: 'idle' }
  | { status: 'working' }
  | { status: 'done' }
  | { status: 'failed'; message: string; fieldErrors: Readonly<Record<string, readonly string[]>> };

export const idle: AsyncState = { status: 'idle' };
export const working: AsyncState = { status: 'working' };
export const done: AsyncState = { status: 'done' };

export function failed(error: KioskError): AsyncState {
  return { status: 'failed', message: error.message, fieldErrors: error.fieldErrors ?? {} };
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
