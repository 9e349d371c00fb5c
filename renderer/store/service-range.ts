import { kiosk } from '../kiosk';

/**
 * The service's time as far as the kiosk knows it: in training the sandbox's clock (D27), which staff move on; the
 * service itself publishes no clock, so elsewhere (or when training's clock cannot be read) it is the kiosk's.
 */
export async function serviceNow(training: boolean): Promise<Date> {
  const clock = training ? await kiosk().training.clock() : null;
  return clock?.ok ? new Date(clock.data.now) : new Date();
}
