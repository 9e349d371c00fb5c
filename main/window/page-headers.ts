import { contentSecurityPolicy } from './content-security-policy';

/** A page is the only answer whose CSP governs anything, so only a page needs to know the checkout (a keychain read). */
export function isPage(contentType: string): boolean {
  return contentType.startsWith('text/html');
}

/** The headers each file of our renderer goes with, in either host; a page may post to `checkoutOrigin` (K6, D23). */
export function rendererHeaders(contentType: string, checkoutOrigin: string | null): Record<string, string> {
  return {
    'content-type': contentType,
    'content-security-policy': contentSecurityPolicy(checkoutOrigin === null ? {} : { checkoutOrigin }),
    'x-content-type-options': 'nosniff',
    // Checkout checks the form's Origin against the key's referrer list (D23); no-referrer would send "null".
    'referrer-policy': 'strict-origin',
  };
}
