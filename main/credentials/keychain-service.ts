import type { KioskEnvironment } from './profiles';

/**
 * Set by tests so they never read or write the production, sandbox or training entries: `1` for the shared test service,
 * or a name of the test file's own (letters, digits, dashes) so a listing there never meets another file's entries.
 */
export const testKeychainVariable = 'KIOSK_TEST_KEYCHAIN';

export const testKeychainService = 'au.finance-kiosk.test';

// One service name per environment so credentials of different kinds never mix (docs/house-plan.md, "What to avoid").
const serviceByKind = {
  live: 'au.finance-kiosk.production',
  sandbox: 'au.finance-kiosk.sandbox',
  training: 'au.finance-kiosk.training',
} as const satisfies Record<KioskEnvironment['kind'], string>;

export function keychainService(kind: KioskEnvironment['kind'], env: NodeJS.ProcessEnv = process.env): string {
  return testService(env) ?? serviceByKind[kind];
}

/** The kiosk's own entries (not a profile's): the key that seals its lock record (K11). */
export function deviceKeychainService(env: NodeJS.ProcessEnv = process.env): string {
  return testService(env) ?? 'au.finance-kiosk.device';
}

function testService(env: NodeJS.ProcessEnv): string | undefined {
  const value = env[testKeychainVariable];
  if (value === '1') return testKeychainService;
  return value && /^[a-z][a-z0-9-]*$/.test(value) ? `${testKeychainService}.${value}` : undefined;
}
