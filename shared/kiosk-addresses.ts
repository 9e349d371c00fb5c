// The kiosk's fixed addresses, named once: main's window and browser host, the demo seed's checkout key (D28),
// the README and the tests all take them from here, so a changed port or path cannot leave one of them behind.

/** Electron serves the screens from this standard scheme; its pages send `Origin: app://kiosk`. */
export const kioskAppScheme = 'app';
export const kioskAppOrigin = `${kioskAppScheme}://kiosk`;

/** The loopback browser host's port; the demo key's lists (D28) name it, so it is fixed, not picked. */
export const browserHostPort = 4310;
/** Both names of the loopback address; the browser host answers on either and on nothing else. */
export const loopbackHostnames = ['127.0.0.1', 'localhost'] as const;
/** The browser host's origins, 127.0.0.1 first. */
export const browserHostOrigins = loopbackHostnames.map((hostname) => `http://${hostname}:${browserHostPort}`);

/** D23: the path checkout sends the customer back to; the window catches it, the browser host serves it. */
export const checkoutReturnPath = '/checkout/return';
/** D23: the redirect the kiosk sends with checkout, in both hosts (the window catches it, so nothing need listen). */
export const checkoutReturnOrigin = `http://${loopbackHostnames[0]}:${browserHostPort}`;
export const checkoutReturnUrl = `${checkoutReturnOrigin}${checkoutReturnPath}`;
/** Checkout's redirect reaches the screens as our own page with the signed query and this hash (both hosts). */
export const checkoutReturnMark = '#checkout-return';
