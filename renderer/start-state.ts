import { startStateElementId, type StartState } from '../shared/contract/start-state';

/**
 * The answers main put into the page it served (shared/contract/start-state.ts), which the page's store starts from, so
 * the first screen needs no round trip; main checked them against the contract as it does every answer. Nothing when
 * the page has none (a test's page, a stand-in bridge): the screens then wait for their first calls.
 */
export function readStartState(): Partial<StartState> {
  const text = document.getElementById(startStateElementId)?.textContent;
  if (!text) return {};
  try {
    return JSON.parse(text) as StartState;
  } catch {
    return {};
  }
}
