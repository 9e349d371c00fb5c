import { usualKioskCheckoutLists } from '../../../shared/kiosk-addresses';
import { originOf } from '../../core/origin';

/**
 * D23: the lists of a public key made for this kiosk: the usual port's (Electron's app origin and the browser host at
 * both loopback names, as the standalone sandbox's demo key has them, D28), and where checkout sends the customer back
 * (the address the running host gave the checkout service, when it listens elsewhere).
 */
export function customerModeAddresses(returnUrl: string | null): { referrer_urls: string[]; redirect_urls: string[] } {
  const returnOrigin = returnUrl === null ? null : originOf(returnUrl);
  const referrers = [...usualKioskCheckoutLists.referrer_urls, ...(returnOrigin === null ? [] : [returnOrigin])];
  const redirects = [...usualKioskCheckoutLists.redirect_urls, ...(returnUrl === null ? [] : [returnUrl])];
  return { referrer_urls: [...new Set(referrers)], redirect_urls: [...new Set(redirects)] };
}
