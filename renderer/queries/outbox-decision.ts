import { useQueryClient } from '@tanstack/react-query';
import { useKioskStore } from '../store/kiosk-store';
import { applyOutboxSnapshot } from './outbox-cache';
import { useKioskMutation } from './use-kiosk-mutation';

// On its own, beside outbox-cache.ts: only the Outbox's list and the discard dialog decide, and both load on demand,
// so TanStack Query's mutations stay out of the first screen's load (issue 37).

/** Staff's decision on one entry (send again, dismiss, discard: K7, K8); main answers with the outbox as it is now. */
export function useOutboxDecision() {
  const queryClient = useQueryClient();
  const store = useKioskStore();
  // The profile in use when the answer comes: one that answers after a switch lands under nobody's reads.
  return useKioskMutation('outbox:resolve', {
    onSuccess: (snapshot) => applyOutboxSnapshot(queryClient, store.getState().session?.profile?.id ?? null, snapshot),
  });
}
