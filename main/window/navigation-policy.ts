import { checkoutReturnMark } from '../../shared/kiosk-addresses';
import { isSameOrigin, originOf } from '../core/origin';

export interface NavigationPlaces {
  /** Our own pages, app://kiosk. */
  appOrigin: string;
  /** The financing service's checkout the page in use may post to (its CSP form-action), or null. */
  checkoutOrigin: string | null;
  /** Where checkout sends the customer back (D23); never loaded, only recognised. */
  checkoutReturnUrl: string;
}

export type NavigationDecision = { action: 'allow' } | { action: 'deny' } | { action: 'return'; to: string };

/**
 * Where the one window may go: our own pages; in customer mode (K6) the service's checkout and hosted form; and
 * checkout's redirect back, which is turned into our own page with the signed query for main to verify.
 * Everything else (links elsewhere, javascript:, file:, data:) stays put.
 */
export function navigationDecision(url: string, places: NavigationPlaces): NavigationDecision {
  if (isSameOrigin(url, places.appOrigin)) return { action: 'allow' };
  if (isCheckoutReturn(url, places.checkoutReturnUrl)) {
    return { action: 'return', to: `${originOf(places.appOrigin)}/${new URL(url).search}${checkoutReturnMark}` };
  }
  if (places.checkoutOrigin !== null && isSameOrigin(url, places.checkoutOrigin)) return { action: 'allow' };
  return { action: 'deny' };
}

/** A kiosk never opens a second window or hands a link to the OS browser (docs/house-plan.md, window hardening). */
export function windowOpenDecision(): { action: 'deny' } {
  return { action: 'deny' };
}

function isCheckoutReturn(url: string, returnUrl: string): boolean {
  return isSameOrigin(url, returnUrl) && new URL(url).pathname === new URL(returnUrl).pathname;
}
