import { join } from 'node:path';
import { startBrowserHost } from '../../../../main/browser-host';
import { exitWhenAlreadyRunning } from '../../../../main/browser-host/folder-claim';
import { KeytarStore } from '../../../../main/credentials/keytar-store';
import { drillProfileFolder, requiredEnv } from './drill-profile';
import { openWatchedBrowser } from '../browser-host/watched-browser';

// The kiosk as its own process for the SIGKILL drill (K8): the browser host on a free port, over a given user-data
// folder, with the real OS keychain (run under scripts/with-keyring.sh, KIOSK_TEST_KEYCHAIN=1) so a restart finds the
// outbox key again. Environment: drill-profile.ts's, or KIOSK_USER_DATA alone with KIOSK_TRAINING=1 for training's
// profile and its embedded sandbox; KIOSK_WATCHED_BROWSER=1 opens the kiosk's own Chromium (headless) as `npm start`
// does, for customer mode (K4, K15). Prints {"url": ...} once listening, with that browser's session cookie and process
// id when there is one; a second start on the folder exits (K15).

const training = process.env['KIOSK_TRAINING'] === '1';
const { userDataDir, keychain } = training
  ? { userDataDir: requiredEnv('KIOSK_USER_DATA'), keychain: new KeytarStore() }
  : await drillProfileFolder();
const rendererDir = join(userDataDir, 'no-renderer');
const host = await startBrowserHost({ userDataDir, port: 0, training, keychain, rendererDir }).catch(exitWhenAlreadyRunning);
const watched = process.env['KIOSK_WATCHED_BROWSER'] === '1' ? await openWatchedBrowser(host) : null;
process.stdout.write(`${JSON.stringify({ url: host.url, ...(watched && { cookie: watched.cookie, browserPid: watched.browser.pid }) })}\n`);
process.on('SIGTERM', () => void (watched?.browser.close() ?? Promise.resolve()).then(() => host.close()).then(() => process.exit(0)));
