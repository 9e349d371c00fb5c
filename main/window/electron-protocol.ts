import { protocol } from 'electron';
import { kioskAppOrigin, kioskAppScheme } from '../../shared/kiosk-addresses';
import { readRendererFile } from './renderer-files';
import { isPage, rendererHeaders } from './page-headers';
import type { StartState } from '../../shared/contract/start-state';
import type { FirstScreen } from './first-screen';
import { servedPage } from './served-page';

const scheme = kioskAppScheme;

/** Where the screens live: a standard, secure origin of our own, not file:// (Electron security checklist). */
export const appOrigin = kioskAppOrigin;

/** Before the app is ready: app:// then behaves like https for origins, storage, fetch and CSP. */
export function registerAppScheme(): void {
  protocol.registerSchemesAsPrivileged([{ scheme, privileges: { standard: true, secure: true, supportFetchAPI: true } }]);
}

/**
 * Serves the built renderer at app://kiosk/, each answer with our CSP. `checkoutOrigin` is the service's checkout
 * the page may post a customer's order to (K6, D23), asked afresh for each page as the profile may have changed;
 * `startState` the screens' first answers, put into each page so the first screen draws at once, and drawn by
 * `firstScreen` into it.
 */
export function serveRenderer(
  rendererDir: string,
  checkoutOrigin: () => Promise<string | null>,
  startState: () => Promise<StartState | null>,
  firstScreen: FirstScreen,
): void {
  protocol.handle(scheme, async (request) => {
    const url = new URL(request.url);
    const file = url.host === new URL(appOrigin).host ? await readRendererFile(rendererDir, url.pathname) : null;
    if (!file) return new Response('Not found', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } });
    const page = isPage(file.contentType);
    // Both asked at once: a page waits for the slower of the two, not for their sum.
    const [checkout, state] = await Promise.all([page ? checkoutOrigin() : null, page ? startState() : null]);
    const served = await servedPage(file, state, url.search, firstScreen);
    return new Response(new Uint8Array(served.body), { headers: rendererHeaders(file.contentType, checkout) });
  });
}
