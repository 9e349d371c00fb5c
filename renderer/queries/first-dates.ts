import { lastThirtyDays, type DateRange } from '../store/date-range';
import { useKiosk } from '../store/kiosk-store';
import { useKioskQuery } from './use-kiosk-query';

/**
 * A dated list's dates until staff choose others: the last 30 days by the service's time as serviceNow reads it (the
 * sandbox's clock in training, D27), so a list never opens on days it has not reached; null while that clock is read.
 */
export function useFirstDates(): DateRange | null {
  const training = useKiosk((state) => state.session?.profile?.environment === 'training');
  const clock = useKioskQuery('training:clock', {}, { enabled: training });
  if (!training) return lastThirtyDays();
  if (clock.isPending) return null;
  return lastThirtyDays(clock.data === undefined ? new Date() : new Date(clock.data.now));
}
