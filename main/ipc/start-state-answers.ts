import type { StartState } from '../../shared/contract/start-state';
import type { Logger } from '../core/logger';
import { contractHandler, type ContractHandlers, type IsLocked } from './registry';

/**
 * The answers the screens' first calls would get, through the same contract check and log line as those calls; null
 * when either fails, so the page goes without and the screens ask as they always could.
 */
export async function startStateOf(handlers: ContractHandlers, log: Logger, isLocked: IsLocked): Promise<StartState | null> {
  const [session, kioskOptions] = await Promise.all([
    contractHandler('session:status', handlers['session:status'], log, isLocked)({}),
    contractHandler('kioskOptions:get', handlers['kioskOptions:get'], log, isLocked)({}),
  ]);
  if (!session.ok || !kioskOptions.ok) return null;
  return { session: session.data as StartState['session'], kioskOptions: kioskOptions.data as StartState['kioskOptions'] };
}
