import type { KioskEnvironment } from './profiles';

/** Set to 1 by tests so they never read or write the production, sandbox or training entries. */
export const testKeychainVariable = 'KIOSK_TEST_KEYCHAIN';

export const testKeychainService = 'au.finance-kiosk.test';

// One service name per environment so credentials of different kinds never mix (ARCHITECTURE.md, "What to avoid").
const serviceByKind = {
  live: 'au.finance-kiosk.production',
  sandbox: 'au.finance-kiosk.sandbox',
  training: 'au.finance-kiosk.training',
} as const satisfies Record<KioskEnvironment['kind'], string>;

export function keychainService(kind: KioskEnvironment['kind'], env: NodeJS.ProcessEnv = process.env): string {
  return env[testKeychainVariable] === '1' ? testKeychainService : serviceByKind[kind];
}

/** The kiosk's own entries (not a profile's): the key that seals its lock record (K11). */
export function deviceKeychainService(env: NodeJS.ProcessEnv = process.env): string {
  return env[testKeychainVariable] === '1' ? testKeychainService : 'au.finance-kiosk.device';
}
