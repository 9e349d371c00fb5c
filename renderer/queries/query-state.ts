import { done, failed, idle, working, type AsyncState } from '../store/async-state';
import type { KioskFailure } from './kiosk-call';

/** A read's progress as the screens' status components show it: reading, or main's words for why it failed. */
export function queryStateOf(query: { isFetching: boolean; error: KioskFailure | null }): AsyncState {
  if (query.isFetching) return working;
  return query.error === null ? idle : failed(query.error.error);
}

/** A write's progress as the screens show it: sending, sent, or main's words (and field errors) for why not. */
export function mutationStateOf(mutation: { status: 'idle' | 'pending' | 'success' | 'error'; error: KioskFailure | null }): AsyncState {
  if (mutation.status === 'pending') return working;
  if (mutation.status === 'success') return done;
  return mutation.error === null ? idle : failed(mutation.error.error);
}
