import type { QueryClient } from '@tanstack/react-query';
import type { StoreApi } from 'zustand';
import type { KioskStore } from '../store/kiosk-store';
import { outboxThroughWipe } from './outbox-cache';

/**
 * K4 by construction: as "Next customer", the idle limit or a lock wipes the store (a new customer epoch), or another
 * profile comes into use, every read in flight is cancelled and the cache emptied in the same update, so an answer
 * arriving later lands in no cache and on no screen. The outbox's counts are the kiosk's own, and stay (K4, K8).
 */
export function wipeQueriesWithCustomer(store: StoreApi<KioskStore>, queryClient: QueryClient): () => void {
  return store.subscribe((state, before) => {
    const profileChanged = (state.session?.profile?.id ?? null) !== (before.session?.profile?.id ?? null);
    if (state.customerEpoch === before.customerEpoch && !profileChanged && !(state.session?.locked && !before.session?.locked)) return;
    const keepOutbox = outboxThroughWipe(queryClient, state.session?.profile?.id ?? null);
    void queryClient.cancelQueries();
    queryClient.clear();
    keepOutbox();
  });
}
