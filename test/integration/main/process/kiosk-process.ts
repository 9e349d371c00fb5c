import { join } from 'node:path';
import { startBrowserHost } from '../../../../main/browser-host';
import { drillProfileFolder } from './drill-profile';
import { openWatchedBrowser } from '../browser-host/watched-browser';

// The kiosk as its own process for the SIGKILL drill (K8): the browser host on a free port, over a given user-data
// folder, with the real OS keychain (run under scripts/with-keyring.sh, KIOSK_TEST_KEYCHAIN=1) so a restart finds the
// outbox key again. Environment: drill-profile.ts's; KIOSK_WATCHED_BROWSER=1 opens the kiosk's own Chromium (headless)
// as `npm start` does, for customer mode (K4, K15). Prints {"url": ...} once listening, with that browser's session
// cookie and process id when there is one.

const { userDataDir, keychain } = await drillProfileFolder();
const host = await startBrowserHost({ userDataDir, port: 0, training: false, keychain, rendererDir: join(userDataDir, 'no-renderer') });
const watched = process.env['KIOSK_WATCHED_BROWSER'] === '1' ? await openWatchedBrowser(host) : null;
process.stdout.write(`${JSON.stringify({ url: host.url, ...(watched && { cookie: watched.cookie, browserPid: watched.browser.pid }) })}\n`);
process.on('SIGTERM', () => void (watched?.browser.close() ?? Promise.resolve()).then(() => host.close()).then(() => process.exit(0)));
