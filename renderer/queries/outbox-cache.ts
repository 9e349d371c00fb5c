import { skipToken, useQuery, type QueryClient, type QueryKey } from '@tanstack/react-query';
import type { EventPayload } from '../../shared/contract';
import type { OutboxEntryView, OutboxSnapshot } from '../../shared/contract/outbox';
import { useKiosk } from '../store/kiosk-store';
import { invalidateChannel, setPushed } from './channel-cache';
import { queryStateOf } from './query-state';
import { kioskQueryKey, useKioskQuery } from './use-kiosk-query';

export type UploadProgress = EventPayload<'outbox:progress'>;

// K8: the kiosk's own outbox of writes as main holds it: read when first shown, then kept by what main pushes. Not the
// training sandbox's message outbox (texts and emails): that is `training:messages`.

/** Before main has answered: nothing waits, and the service is taken to be there. */
const noneYet: OutboxSnapshot = { entries: [], online: true, queued: 0, needsDecision: 0, unreadable: 0 };

const progressKey = (profileId: string | null): QueryKey => [profileId, 'outbox:progress'];

/** Main's outbox now (newest first), and how reading it went; while locked main pushes counts only and refuses a read (K15). */
export function useOutbox() {
  const locked = useKiosk((state) => state.session?.locked === true);
  const query = useKioskQuery('outbox:list', {}, { enabled: !locked });
  return { snapshot: query.data ?? noneYet, state: queryStateOf(query) };
}

const outboxKey = (profileId: string | null) => kioskQueryKey(profileId, 'outbox:list', {});

/** K4: what of the outbox outlives the wipe: whether the service can be reached and the counts, never an entry (they name customers). */
export function outboxThroughWipe(queryClient: QueryClient, profileId: string | null): void {
  // A read on its way would bring the entries back: cancelled, the outbox is as it was before it.
  void queryClient.cancelQueries({ queryKey: outboxKey(profileId), exact: true });
  queryClient.setQueryData<OutboxSnapshot>(outboxKey(profileId), (snapshot) => snapshot && { ...snapshot, entries: [] });
}

const newestSent = (entries: readonly OutboxEntryView[]) => entries.find((entry) => entry.state === 'sent')?.id;

/** `outbox:changed`: main's snapshot is the outbox now, and what is read back from the outbox is read again. */
export function applyOutboxSnapshot(queryClient: QueryClient, profileId: string | null, snapshot: OutboxSnapshot): void {
  const key = outboxKey(profileId);
  const previous = queryClient.getQueryData<OutboxSnapshot>(key)?.entries ?? [];
  setPushed(queryClient, key, snapshot);
  // The call-backs list is read back from the outbox: a queued call-back shows its booked time once it has gone.
  void invalidateChannel(queryClient, 'callouts:list');
  // A quote or call-back the outbox has just sent brings its email or text to Training (D27).
  if (newestSent(snapshot.entries) !== newestSent(previous)) void invalidateChannel(queryClient, 'training:messages');
}

/** `outbox:progress`: the latest bytes main reported for a document on its way. */
export function applyUploadProgress(queryClient: QueryClient, profileId: string | null, progress: UploadProgress | null): void {
  queryClient.setQueryData(progressKey(profileId), progress);
}

/** The bytes main last reported for a document on its way, if any. */
export function useUploadProgress(): UploadProgress | null {
  const profileId = useKiosk((state) => state.session?.profile?.id ?? null);
  return useQuery<UploadProgress | null>({ queryKey: progressKey(profileId), queryFn: skipToken }).data ?? null;
}
