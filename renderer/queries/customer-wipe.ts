import type { QueryClient } from '@tanstack/react-query';
import type { StoreApi } from 'zustand';
import type { Channel } from '../../shared/contract';
import type { KioskStore } from '../store/kiosk-store';
import { outboxThroughWipe } from './outbox-cache';

/** The kiosk's own reads, which stay with their profile: the outbox (its counts only, K8) and Needs you (numbers and statuses, issue 38 item 12). */
const kioskOwn: readonly unknown[] = ['outbox:list', 'needsYou:list'] satisfies Channel[];

/**
 * K4 by construction: as "Next customer", the idle limit or a lock wipes the store (a new customer epoch), or another
 * profile comes into use, every read is cancelled and gone from the cache in the same update, so an answer arriving
 * later lands in no cache and on no screen; only the kiosk's own reads of the profile in use stay. Every write goes too.
 */
export function wipeQueriesWithCustomer(store: StoreApi<KioskStore>, queryClient: QueryClient): () => void {
  return store.subscribe((state, before) => {
    const profileId = state.session?.profile?.id ?? null;
    const profileChanged = profileId !== (before.session?.profile?.id ?? null);
    if (state.customerEpoch === before.customerEpoch && !profileChanged && !(state.session?.locked && !before.session?.locked)) return;
    const cache = queryClient.getQueryCache();
    for (const query of cache.getAll()) {
      if (!profileChanged && query.queryKey[0] === profileId && kioskOwn.includes(query.queryKey[1])) continue;
      // Reset first: its read is cancelled, and a component still showing it is told, draws nothing and reads again.
      query.reset();
      cache.remove(query);
    }
    // Writes too: their inputs and answers (a customer's name, a reference) are no one's once the customer goes.
    queryClient.getMutationCache().clear();
    outboxThroughWipe(queryClient, profileId);
  });
}
