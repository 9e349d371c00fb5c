import { describe, expect, it } from 'vitest';
import { KioskFailure } from '../../../../../main/core/kiosk-failure';
import { ownUserOf } from '../../../../../main/services/administration/own-user';
import { isKeyInUse } from '../../../../../main/services/administration/key-in-use';
import { kioskProfilesOfUser } from '../../../../../main/services/administration/kiosk-profiles-of-user';

const fieldOf = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    if (error instanceof KioskFailure) return error.error.fieldErrors;
  }
  return undefined;
};

describe("a profile's own user (the service cannot say whose a pair is)", () => {
  it('is the one remembered, else the one chosen', () => {
    expect(ownUserOf('usr_1', undefined)).toBe('usr_1');
    expect(ownUserOf('usr_1', 'usr_1')).toBe('usr_1');
    expect(ownUserOf(undefined, 'usr_2')).toBe('usr_2');
  });

  it('asks for it on userId when unknown, and refuses another user than the remembered one', () => {
    expect(fieldOf(() => ownUserOf(undefined, undefined))).toEqual({ userId: [expect.stringContaining('Choose which user')] });
    expect(fieldOf(() => ownUserOf('usr_1', 'usr_2'))).toEqual({ userId: [expect.stringContaining('another user')] });
  });
});

describe('which key customer mode uses (D24)', () => {
  const key = (type: 'PUBLIC' | 'PRIVATE', value: string) => ({
    id: 'k',
    type,
    key: value,
    referrer_urls: [],
    redirect_urls: [],
    created: '2026-01-01T00:00:00+00:00',
  });
  it('a public key by value, a private key by the four characters the list shows', () => {
    expect(isKeyInUse(key('PUBLIC', 'pk_abc'), { publicKey: 'pk_abc' })).toBe(true);
    expect(isKeyInUse(key('PUBLIC', 'pk_abc'), { publicKey: 'pk_xyz' })).toBe(false);
    expect(isKeyInUse(key('PRIVATE', '••••wxyz'), { privateKey: 'sk_0123wxyz' })).toBe(true);
    expect(isKeyInUse(key('PRIVATE', '••••wxyz'), {})).toBe(false);
  });
});

describe("a user's profiles on this kiosk", () => {
  const profile = (id: string, environment: { kind: 'training' } | { kind: 'sandbox'; baseUrl: string }, userId?: string) => ({
    id,
    displayName: id,
    accountId: '1001',
    accountName: 'Sunrise',
    environment,
    keychainAccount: id,
    ...(userId ? { userId } : {}),
  });
  it('are those made for the same user id on the same service', () => {
    const inUse = profile('admin', { kind: 'sandbox', baseUrl: 'http://a' });
    const profiles = [
      inUse,
      profile('mine', { kind: 'sandbox', baseUrl: 'http://a' }, 'usr_9'),
      profile('elsewhere', { kind: 'sandbox', baseUrl: 'http://b' }, 'usr_9'),
      profile('training', { kind: 'training' }, 'usr_9'),
    ];
    expect(kioskProfilesOfUser(profiles, inUse, 'usr_9').map((each) => each.id)).toEqual(['mine']);
  });
});
