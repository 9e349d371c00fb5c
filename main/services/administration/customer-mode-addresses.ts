import { browserHostOrigins, checkoutReturnPath, kioskAppOrigin } from '../../../shared/kiosk-addresses';
import { originOf } from '../../core/origin';

/**
 * D23: the lists of a public key made for this kiosk: the pages that post checkout (Electron's app origin and the
 * browser host at both loopback names), and where checkout sends the customer back (both names, and the address
 * the running host gave the checkout service, when it listens elsewhere). The same lists as the demo key (D28).
 */
export function customerModeAddresses(returnUrl: string | null): { referrer_urls: string[]; redirect_urls: string[] } {
  const returnOrigin = returnUrl === null ? null : originOf(returnUrl);
  const referrers = [kioskAppOrigin, ...browserHostOrigins, ...(returnOrigin === null ? [] : [returnOrigin])];
  const redirects = [...browserHostOrigins.map((origin) => `${origin}${checkoutReturnPath}`), ...(returnUrl === null ? [] : [returnUrl])];
  return { referrer_urls: [...new Set(referrers)], redirect_urls: [...new Set(redirects)] };
}
