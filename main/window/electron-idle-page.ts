import type { WebContents } from 'electron';
import type { CustomerIdleWatch, WatchedPage } from './customer-idle-watch';
import { hideWarningScript, showWarningScript } from './idle-warning-overlay';

// K4 in Electron's window: the customer idle watch drives the window's page through Electron's own API. Input is
// seen as main receives it; the warning runs in an isolated world of the provider's page, out of its scripts' reach.

/** Electron's isolated world for the kiosk's scripts on the provider's page (any id but 0, the page's own). */
const isolatedWorldId = 1_999;

export function watchElectronPage(contents: WebContents, watch: CustomerIdleWatch): void {
  const run = async (code: string) => {
    await contents.executeJavaScriptInIsolatedWorld(isolatedWorldId, [{ code }]);
  };
  const page: WatchedPage = {
    id: `window-${contents.id}`,
    url: () => contents.getURL(),
    showWarning: (secondsLeft) => run(showWarningScript(secondsLeft)),
    hideWarning: () => run(hideWarningScript),
    leave: async (to) => {
      await contents.loadURL(to);
      // Back must not bring the form to the screen again (K4).
      contents.navigationHistory.clear();
    },
  };
  watch.track(page);
  contents.on('input-event', () => watch.activity(page.id));
  contents.on('did-navigate', () => watch.activity(page.id));
}
