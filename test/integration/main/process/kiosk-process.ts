import { join } from 'node:path';
import { startBrowserHost } from '../../../../main/browser-host';
import { exitWhenAlreadyRunning } from '../../../../main/browser-host/folder-claim';
import { KeytarStore } from '../../../../main/credentials/keytar-store';
import { drillProfileFolder, requiredEnv } from './drill-profile';

// The kiosk as its own process for the SIGKILL drill (K8): the browser host on a free port, over a given user-data
// folder, with the real OS keychain (run under scripts/with-keyring.sh, KIOSK_TEST_KEYCHAIN=1) so a restart finds the
// outbox key again. Environment: drill-profile.ts's, or KIOSK_USER_DATA alone with KIOSK_TRAINING=1 for training's
// profile and its embedded sandbox. Prints {"url": ...} once listening; a second start on the folder exits (K15).

const training = process.env['KIOSK_TRAINING'] === '1';
const { userDataDir, keychain } = training
  ? { userDataDir: requiredEnv('KIOSK_USER_DATA'), keychain: new KeytarStore() }
  : await drillProfileFolder();
const rendererDir = join(userDataDir, 'no-renderer');
const host = await startBrowserHost({ userDataDir, port: 0, training, keychain, rendererDir }).catch(exitWhenAlreadyRunning);
process.stdout.write(`${JSON.stringify({ url: host.url })}\n`);
process.on('SIGTERM', () => void host.close().then(() => process.exit(0)));
