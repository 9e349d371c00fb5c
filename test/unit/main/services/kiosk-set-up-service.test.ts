import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { KioskFailure } from '../../../../main/core/kiosk-failure';
import { KioskSetUpService } from '../../../../main/services/kiosk-set-up-service';
import { KioskOptionsStore } from '../../../../main/settings/kiosk-options-store';
import { setUpFileKind } from '../../../../shared/contract/kiosk-set-up';
import { defaultKioskOptions } from '../../../../shared/kiosk-option-defaults';

// Issue 38 item 7: the set-up file carries the branch's details for printed quotes, so a fleet sets them once; a file
// from before them still reads, and a wrong one is refused in the rule's own words.

const harbour = {
  tradingName: 'Harbour Solar',
  address: '12 Harbour Street, Sydney NSW 2000',
  phone: '02 9876 5432',
  abn: '51 824 753 556',
};

const fileWith = (kioskOptions: Record<string, unknown>) =>
  JSON.stringify({
    kind: setUpFileKind,
    version: 1,
    profile: {
      displayName: 'Priya',
      environment: 'sandbox',
      baseUrl: 'https://sandbox.example.com',
      branch: { accountId: '1002', name: 'Sunrise Solar Newcastle' },
    },
    kioskOptions,
  });

describe('the set-up file and the branch’s details (issue 38 item 7)', () => {
  let dir: string;
  let service: KioskSetUpService;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'kiosk-set-up-'));
    const refuse = () => Promise.reject(new Error('not asked here'));
    service = new KioskSetUpService({
      session: { status: () => ({ profile: null, locked: false, staffPinChosen: true, keychain: { available: true } }) },
      guard: { allowRead: refuse, allowChange: refuse },
      options: new KioskOptionsStore(dir, () => undefined),
    });
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it('reads them from a file', () => {
    expect(service.read(fileWith({ ...defaultKioskOptions, branch: harbour })).kioskOptions.branch).toEqual(harbour);
  });

  it('reads a file made before them as none set', () => {
    const { branch: _none, ...before } = defaultKioskOptions;
    expect(service.read(fileWith(before)).kioskOptions.branch).toEqual({ tradingName: '', address: '', phone: '', abn: '' });
  });

  it('refuses a file with a wrong ABN, in the ABN rule’s words', () => {
    const read = () => service.read(fileWith({ ...defaultKioskOptions, branch: { ...harbour, abn: '51 824 753 557' } }));
    expect(read).toThrow(KioskFailure);
    expect(read).toThrow(
      'This set-up file asks for a setting this kiosk does not allow: This is not a valid ABN: one of its digits is wrong. Check it against the ABN Lookup.',
    );
  });
});
