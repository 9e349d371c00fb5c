import type { QueryClient } from '@tanstack/react-query';
import type { StoreApi } from 'zustand';
import type { KioskStore } from '../store/kiosk-store';
import { isOutboxOf, outboxThroughWipe } from './outbox-cache';

/**
 * K4 by construction: as "Next customer", the idle limit or a lock wipes the store (a new customer epoch), or another
 * profile comes into use, every read is cancelled and gone from the cache in the same update, so an answer arriving
 * later lands in no cache and on no screen. The outbox's counts are the kiosk's own, and stay (K4, K8).
 */
export function wipeQueriesWithCustomer(store: StoreApi<KioskStore>, queryClient: QueryClient): () => void {
  return store.subscribe((state, before) => {
    const profileId = state.session?.profile?.id ?? null;
    const profileChanged = profileId !== (before.session?.profile?.id ?? null);
    if (state.customerEpoch === before.customerEpoch && !profileChanged && !(state.session?.locked && !before.session?.locked)) return;
    const cache = queryClient.getQueryCache();
    for (const query of cache.getAll()) {
      if (!profileChanged && isOutboxOf(query.queryKey, profileId)) continue;
      // Reset first: its read is cancelled, and a component still showing it is told, draws nothing and reads again.
      query.reset();
      cache.remove(query);
    }
    outboxThroughWipe(queryClient, profileId);
  });
}
