import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useContext } from 'react';
import type { Channel, ChannelInput } from '../../../shared/contract';
import { outcomeOf } from '../../queries/outcome-of';
import { dataOf } from '../../queries/kiosk-call';
import type { ChannelData } from '../../queries/use-kiosk-query';
import type { AsyncState } from '../../store/async-state';
import { AdministrationNoticeContext } from './administration-notice';

/** What a change that went through does with main's answer: the cache updated, and the plain words the section shows. */
type Apply<C extends Channel> = (data: ChannelData<C>, queryClient: QueryClient) => string;

/**
 * An administration change through `channel` (K9: the PIN comes with its input). On success `apply` takes main's answer
 * (never a secret, K1); either way, the outcome as the PIN dialog takes it. An answer arriving after the K4 wipe finds
 * no cached read to update and no screen to tell. Called straight, not as a mutation: nothing keeps the PIN once answered.
 */
export function useAdministrationChange<C extends Channel>(channel: C): (input: ChannelInput<C>, apply: Apply<C>) => Promise<AsyncState> {
  const queryClient = useQueryClient();
  const { tell } = useContext(AdministrationNoticeContext);
  return (input, apply) => {
    tell(null);
    return outcomeOf(dataOf(channel, input).then((data) => tell(apply(data, queryClient))));
  };
}
