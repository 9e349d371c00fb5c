import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { Channel } from '../../shared/contract';
import { kioskQueriesOf, type ChannelData } from './use-kiosk-query';

// A channel's cached reads, whatever their profile and input: after a K4 wipe there are none, so nothing lands.

/** Main pushed news of `channel`'s answers: every cached read of it is asked again if on screen, else when next shown. */
export function invalidateChannel(queryClient: QueryClient, channel: Channel): Promise<void> {
  return queryClient.invalidateQueries(kioskQueriesOf(channel));
}

/** What main pushed is the answer now: a read still on its way is older, so it is cancelled rather than let replace it. */
export function setPushed<T>(queryClient: QueryClient, queryKey: QueryKey, data: T): void {
  void queryClient.cancelQueries({ queryKey, exact: true });
  queryClient.setQueryData(queryKey, data);
}

/** A write's answer is what `channel` would now read: the cached reads there are, as `update` makes them. */
export function updateCached<C extends Channel>(
  queryClient: QueryClient,
  channel: C,
  update: (data: ChannelData<C>) => ChannelData<C>,
): void {
  queryClient.setQueriesData<ChannelData<C>>(kioskQueriesOf(channel), (data) => data && update(data));
}
