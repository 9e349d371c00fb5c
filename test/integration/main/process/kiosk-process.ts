import { join } from 'node:path';
import { startBrowserHost } from '../../../../main/browser-host';
import { drillProfileFolder } from './drill-profile';

// The kiosk as its own process for the SIGKILL drill (K8): the browser host on a free port, over a given user-data
// folder, with the real OS keychain (run under scripts/with-keyring.sh, KIOSK_TEST_KEYCHAIN=1) so a restart finds the
// outbox key again. Environment: drill-profile.ts's. Prints {"url": ...} once listening.

const { userDataDir, keychain } = await drillProfileFolder();
const host = await startBrowserHost({ userDataDir, port: 0, training: false, keychain, rendererDir: join(userDataDir, 'no-renderer') });
process.stdout.write(`${JSON.stringify({ url: host.url })}\n`);
process.on('SIGTERM', () => void host.close().then(() => process.exit(0)));
