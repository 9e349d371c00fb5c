import { kiosk } from '../kiosk';
import { lastThirtyDays, type DateRange } from './date-range';

/**
 * A dated list's first range: the last 30 days by the service's clock, so a list never opens on days the service
 * has not reached or has left behind. In training that is the sandbox's clock (D27), which staff move on; the
 * service itself publishes no clock, so elsewhere it is the kiosk's.
 */
export async function serviceLastThirtyDays(training: boolean): Promise<DateRange> {
  const clock = training ? await kiosk().training.clock() : null;
  return lastThirtyDays(clock?.ok ? new Date(clock.data.now) : new Date());
}
