import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import type { Channel, ChannelInput, ChannelResult } from '../../shared/contract';
import { useKiosk } from '../store/kiosk-store';
import { dataOf, type KioskFailure } from './kiosk-call';

export type ChannelData<C extends Channel> = Extract<ChannelResult<C>, { ok: true }>['data'];

/** Every answer is the profile's own: another profile's reads are other entries (K11), and K4 clears them all. */
export function kioskQueryKey<C extends Channel>(profileId: string | null, channel: C, input: ChannelInput<C>): QueryKey {
  return [profileId, channel, input];
}

type Options<C extends Channel, T> = Omit<UseQueryOptions<ChannelData<C>, KioskFailure, T>, 'queryKey' | 'queryFn'>;

/** A read of one contract channel, cached under the profile in use; a refusal is the query's error (`KioskFailure`). */
export function useKioskQuery<C extends Channel, T = ChannelData<C>>(channel: C, input: ChannelInput<C>, options: Options<C, T> = {}) {
  const profileId = useKiosk((state) => state.session?.profile?.id ?? null);
  return useQuery<ChannelData<C>, KioskFailure, T>({
    queryKey: kioskQueryKey(profileId, channel, input),
    queryFn: () => dataOf(channel, input),
    ...options,
  });
}
