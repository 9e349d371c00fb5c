import { useQueryClient } from '@tanstack/react-query';
import { updateCached } from '../../queries/channel-cache';
import { useKioskMutation } from '../../queries/use-kiosk-mutation';

/** D27: the practice service's clock moved on; its answer is the clock Training shows. */
export function useAdvanceClock() {
  const queryClient = useQueryClient();
  return useKioskMutation('training:advance', { onSuccess: (clock) => updateCached(queryClient, 'training:clock', () => clock) });
}
