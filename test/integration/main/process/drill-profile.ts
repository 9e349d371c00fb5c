import { CredentialVault } from '../../../../main/credentials/credential-vault';
import { openInstallation } from '../../../../main/credentials/installation';
import { KeytarStore } from '../../../../main/credentials/keytar-store';

// The child processes of the SIGKILL drills (K8): one staff profile for the service the drill names, set up on the
// first start only, with the real OS keychain so a restart finds the outbox key again.
// Environment: KIOSK_USER_DATA, KIOSK_SERVICE_URL, KIOSK_API_ID, KIOSK_API_SECRET.

export async function drillProfileFolder(): Promise<{ userDataDir: string; keychain: KeytarStore }> {
  const userDataDir = requiredEnv('KIOSK_USER_DATA');
  const keychain = new KeytarStore();
  const installation = await openInstallation({ userDataDir, keychain, keychainAvailability: { available: true } });
  const vault = new CredentialVault({ userDataDir, keychain, installation });
  if ((await vault.listProfiles()).length === 0) {
    await vault.addProfile(
      {
        displayName: 'Drill',
        accountId: '1001',
        accountName: 'Sunrise Solar Pty Ltd',
        environment: { kind: 'sandbox', baseUrl: requiredEnv('KIOSK_SERVICE_URL') },
      },
      { apiId: requiredEnv('KIOSK_API_ID'), apiSecret: requiredEnv('KIOSK_API_SECRET') },
    );
  }
  return { userDataDir, keychain };
}

export function requiredEnv(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set`);
  return value;
}
