import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import type { Channel, ChannelInput } from '../../shared/contract';
import { dataOf, type KioskFailure } from './kiosk-call';
import type { ChannelData } from './use-kiosk-query';

type Options<C extends Channel> = Omit<UseMutationOptions<ChannelData<C>, KioskFailure, ChannelInput<C>>, 'mutationFn'>;

/** A write through one contract channel; main's refusal (with its field errors) is the mutation's error. */
export function useKioskMutation<C extends Channel>(channel: C, options: Options<C> = {}) {
  return useMutation<ChannelData<C>, KioskFailure, ChannelInput<C>>({ mutationFn: (input) => dataOf(channel, input), ...options });
}
