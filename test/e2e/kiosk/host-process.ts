import { startBrowserHost } from '../../../main/browser-host';
import { exitWhenAlreadyRunning } from '../../../main/browser-host/folder-claim';

// The browser host as its own process, as `npm start` runs it where there is no Electron (training, on a free port),
// for the drills that kill it (SIGKILL) and start it again on the same user-data folder. Its log goes to its files.
// Environment: KIOSK_USER_DATA, KIOSK_RENDERER. Prints {"url": ...} once listening; a second start on the folder exits (K15).

const userDataDir = process.env['KIOSK_USER_DATA'];
const rendererDir = process.env['KIOSK_RENDERER'];
if (!userDataDir || !rendererDir) throw new Error('KIOSK_USER_DATA and KIOSK_RENDERER must be set');
const host = await startBrowserHost({ userDataDir, rendererDir, port: 0, training: true }).catch(exitWhenAlreadyRunning);
process.stdout.write(`${JSON.stringify({ url: host.url })}\n`);
process.on('SIGTERM', () => void host.close().then(() => process.exit(0)));
