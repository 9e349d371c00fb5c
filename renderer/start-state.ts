import { startStateElementId, type StartState } from '../shared/contract/start-state';

/**
 * The answers main put into the page it served (shared/contract/start-state.ts), read once as the store starts, so
 * the first screen needs no round trip; main checked them against the contract as it does every answer. Nothing
 * when the page has none (a test's page, a stand-in bridge): the screens then wait for their first calls.
 */
export function startState(): Partial<StartState> {
  return (read ??= readStartState());
}

let read: Partial<StartState> | undefined;

function readStartState(): Partial<StartState> {
  const text = globalThis.document?.getElementById(startStateElementId)?.textContent;
  if (!text) return {};
  try {
    return JSON.parse(text) as StartState;
  } catch {
    return {};
  }
}
