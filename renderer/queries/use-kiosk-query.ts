import { useQuery, type QueryFilters, type QueryFunction, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import type { Channel, ChannelInput, ChannelResult } from '../../shared/contract';
import { useKiosk } from '../store/kiosk-store';
import { dataOf, type KioskFailure } from './kiosk-call';

export type ChannelData<C extends Channel> = Extract<ChannelResult<C>, { ok: true }>['data'];

/** Every answer is the profile's own: another profile's reads are other entries (K11), and K4 clears them all. */
export function kioskQueryKey<C extends Channel>(profileId: string | null, channel: C, input: ChannelInput<C>): QueryKey {
  return [profileId, channel, input];
}

/** Every cached read of one channel, whatever its input (the cache holds only the profile in use's, K4). */
export function kioskQueriesOf(channel: Channel): QueryFilters {
  return { predicate: (query) => query.queryKey[1] === channel };
}

type ReadOptions<T, S> = Omit<UseQueryOptions<T, KioskFailure, S>, 'queryKey' | 'queryFn'>;

/** A read kept under one channel's key that takes more than its one call: every page of a list (D8), the service's clock beside it (D17). */
export function useKioskRead<C extends Channel, T, S = T>(
  channel: C,
  input: ChannelInput<C>,
  read: QueryFunction<T>,
  options: ReadOptions<T, S> = {},
) {
  const profileId = useKiosk((state) => state.session?.profile?.id ?? null);
  return useQuery<T, KioskFailure, S>({ queryKey: kioskQueryKey(profileId, channel, input), queryFn: read, ...options });
}

/** A read of one contract channel, cached under the profile in use; a refusal is the query's error (`KioskFailure`). */
export function useKioskQuery<C extends Channel, T = ChannelData<C>>(
  channel: C,
  input: ChannelInput<C>,
  options: ReadOptions<ChannelData<C>, T> = {},
) {
  return useKioskRead(channel, input, () => dataOf(channel, input), options);
}
