import { skipToken, useQuery, useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query';
import type { StatusChange } from '../../shared/contract/watch';
import { useKiosk } from '../store/kiosk-store';

/** A quiet note that an application's status changed while the desk was open; the screen words it. */
export interface StatusNotice {
  key: string;
  change: StatusChange;
}

// What main pushed, cached under the profile in use: the notices name customers, so K4's wipe takes them too.
const noticesKey = (profileId: string | null): QueryKey => [profileId, 'watch:statusChanged'];

function noticeOf(change: StatusChange): StatusNotice {
  return { key: `${change.applicationId}:${change.to}:${change.at}`, change };
}

/** `watch:statusChanged`: the changes quietly announced, the newest four. */
export function announceStatusChanges(queryClient: QueryClient, profileId: string | null, changes: readonly StatusChange[]): void {
  queryClient.setQueryData<readonly StatusNotice[]>(noticesKey(profileId), (notices = []) =>
    [...changes.map(noticeOf), ...notices].slice(0, 4),
  );
}

/** The notices on screen, and staff dismissing one. */
export function useStatusNotices() {
  const key = noticesKey(useKiosk((state) => state.session?.profile?.id ?? null));
  const queryClient = useQueryClient();
  const notices = useQuery<readonly StatusNotice[]>({ queryKey: key, queryFn: skipToken }).data ?? [];
  const dismiss = (noticeKey: string) =>
    queryClient.setQueryData<readonly StatusNotice[]>(key, (all = []) => all.filter((notice) => notice.key !== noticeKey));
  return { notices, dismiss };
}
