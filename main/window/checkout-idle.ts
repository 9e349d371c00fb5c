import { customerIdleSeconds } from '../../shared/idle-limits';
import { isSameOrigin } from '../core/origin';

/** Customer mode's idle time (K4, K6), the same one the screens use. */
export { customerIdleSeconds };

/**
 * K4 on the service's own pages, where the screens' idle timer does not run: a customer who walks away from the
 * hosted application form leaves it, and the window goes back to our (locked) customer screen.
 */
export function leaveIdleCheckout(url: string, idleSeconds: number, appOrigin: string, limitSeconds = customerIdleSeconds): boolean {
  return url !== '' && !isSameOrigin(url, appOrigin) && idleSeconds >= limitSeconds;
}
