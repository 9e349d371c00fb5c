import { join } from 'node:path';
import { startBrowserHost } from '../../../../main/browser-host';
import { CredentialVault } from '../../../../main/credentials/credential-vault';
import { KeytarStore } from '../../../../main/credentials/keytar-store';

// The kiosk as its own process for the SIGKILL drill (K8): the browser host on a free port, over a given user-data
// folder, with the real OS keychain (run under scripts/with-keyring.sh, KIOSK_TEST_KEYCHAIN=1) so a restart finds the
// outbox key again. The first start sets up one staff profile for the service the drill names.
// Environment: KIOSK_USER_DATA, KIOSK_SERVICE_URL, KIOSK_API_ID, KIOSK_API_SECRET. Prints {"url": ...} once listening.

const userDataDir = required('KIOSK_USER_DATA');
const keychain = new KeytarStore();
const vault = new CredentialVault({ userDataDir, keychain, keychainAvailability: { available: true } });
if ((await vault.listProfiles()).length === 0) {
  await vault.addProfile(
    {
      displayName: 'Drill',
      accountId: '1001',
      accountName: 'Sunrise Solar Pty Ltd',
      environment: { kind: 'sandbox', baseUrl: required('KIOSK_SERVICE_URL') },
    },
    { apiId: required('KIOSK_API_ID'), apiSecret: required('KIOSK_API_SECRET') },
  );
}
const host = await startBrowserHost({ userDataDir, port: 0, training: false, keychain, rendererDir: join(userDataDir, 'no-renderer') });
process.stdout.write(`${JSON.stringify({ url: host.url })}\n`);
process.on('SIGTERM', () => void host.close().then(() => process.exit(0)));

function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set`);
  return value;
}
