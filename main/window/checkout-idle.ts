import { isSameOrigin } from './origin';

/** K4's 120 s without a touch or a key. */
export const customerIdleSeconds = 120;

/**
 * K4 on the service's own pages, where the screens' idle timer does not run: a customer who walks away from the
 * hosted application form leaves it, and the window goes back to our (locked) customer screen.
 */
export function leaveIdleCheckout(url: string, idleSeconds: number, appOrigin: string, limitSeconds = customerIdleSeconds): boolean {
  return url !== '' && !isSameOrigin(url, appOrigin) && idleSeconds >= limitSeconds;
}
