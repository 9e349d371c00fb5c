import { describe, expect, it } from 'vitest';
import { keychainService, testKeychainService } from '../../../../main/credentials/keychain-service';

const kinds = ['live', 'sandbox', 'training'] as const;

describe('keychainService', () => {
  it('gives production, sandbox and training credentials separate services', () => {
    expect(kinds.map((kind) => keychainService(kind, {}))).toEqual([
      'au.finance-kiosk.production',
      'au.finance-kiosk.sandbox',
      'au.finance-kiosk.training',
    ]);
  });

  it('sends every kind to the test service when tests ask for it', () => {
    for (const kind of kinds) {
      expect(keychainService(kind, { KIOSK_TEST_KEYCHAIN: '1' })).toBe(testKeychainService);
    }
    expect(testKeychainService).toBe('au.finance-kiosk.test');
  });

  it('gives a test file that names itself a test service of its own', () => {
    expect(keychainService('live', { KIOSK_TEST_KEYCHAIN: 'file-1a2b' })).toBe('au.finance-kiosk.test.file-1a2b');
    expect(keychainService('training', { KIOSK_TEST_KEYCHAIN: 'file-1a2b' })).toBe('au.finance-kiosk.test.file-1a2b');
  });

  it('ignores other values of the variable', () => {
    expect(keychainService('live', { KIOSK_TEST_KEYCHAIN: '0' })).toBe('au.finance-kiosk.production');
    expect(keychainService('live', { KIOSK_TEST_KEYCHAIN: '' })).toBe('au.finance-kiosk.production');
    expect(keychainService('live', { KIOSK_TEST_KEYCHAIN: 'Evil/../name' })).toBe('au.finance-kiosk.production');
  });
});
