// The kiosk's addresses, named once: main's window and browser host, the demo seed's checkout key (D28), the README
// and the tests all take them from here, so a changed port or path cannot leave one of them behind.

/** Electron serves the screens from this standard scheme; its pages send `Origin: app://kiosk`. */
export const kioskAppScheme = 'app';
export const kioskAppOrigin = `${kioskAppScheme}://kiosk`;

/** The loopback browser host's port when free (it falls back to another when taken); vendors' keys name it (D28). */
export const browserHostPort = 4310;
/** Both names of the loopback address; the browser host answers on either and on nothing else. */
export const loopbackHostnames = ['127.0.0.1', 'localhost'] as const;
/** A browser host's origins on `port`, 127.0.0.1 first. */
export function loopbackOrigins(port: number): string[] {
  return loopbackHostnames.map((hostname) => `http://${hostname}:${port}`);
}
/** The browser host's origins on its usual port. */
// Marked pure so a bundle that needs none of these (the screens take only `checkoutReturnMark`) leaves them out.
export const browserHostOrigins = /* @__PURE__ */ loopbackOrigins(browserHostPort);

/** D23: the path checkout sends the customer back to; the window catches it, the browser host serves it. */
export const checkoutReturnPath = '/checkout/return';
/** D23: the redirect the kiosk sends with checkout, in both hosts (the window catches it, so nothing need listen). */
export const checkoutReturnOrigin = `http://${loopbackHostnames[0]}:${browserHostPort}`;
export const checkoutReturnUrl = `${checkoutReturnOrigin}${checkoutReturnPath}`;
/** Checkout's redirect reaches the screens as our own page with the signed query and this hash (both hosts). */
export const checkoutReturnMark = '#checkout-return';

/** D23: what a public checkout key lists for a kiosk: the origins its pages post checkout from, and its return addresses. */
export interface KioskCheckoutLists {
  referrer_urls: string[];
  redirect_urls: string[];
}

/** D28: the lists for a kiosk whose browser host has `hostOrigins`; Electron's pages (`app://kiosk`) always post too. */
export function kioskCheckoutLists(hostOrigins: readonly string[]): KioskCheckoutLists {
  return {
    referrer_urls: [kioskAppOrigin, ...hostOrigins],
    redirect_urls: hostOrigins.map((origin) => `${origin}${checkoutReturnPath}`),
  };
}

/** D28: the usual port's lists, for Electron's window (which catches the return on any port) and `npm run sandbox`. */
export const usualKioskCheckoutLists = /* @__PURE__ */ kioskCheckoutLists(browserHostOrigins);
