import { rm } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CredentialVault } from '../../../../main/credentials/credential-vault';
import { openInstallation } from '../../../../main/credentials/installation';
import { probeKeychain } from '../../../../main/credentials/keychain-availability';
import { keychainService } from '../../../../main/credentials/keychain-service';
import { KeytarStore } from '../../../../main/credentials/keytar-store';
import { staffPinHashCost } from '../../../../main/credentials/staff-pin-hash';
import { newStaffPinRule } from '../../../../shared/staff-pin-rule';
import { legacyFourDigitPin } from '../../../fixtures/legacy-staff-pins';
import { dataOf } from '../ipc/direct-kiosk';
import {
  drillPlace,
  forgetKeychainEntries,
  startDrillKiosk,
  startDrillService,
  type DrillKiosk,
  type DrillPlace,
  type DrillService,
} from '../outbox/drill-fixture';

// K15 with the real OS keychain (scripts/with-keyring.sh): every way a staff PIN is chosen refuses fewer than 6 digits
// in the rule's own words; a 4-digit PIN kept from before still unlocks and switches, and the status then asks for a
// new one until it is changed, across a restart too.

const availability = await probeKeychain(new KeytarStore(), keychainService('sandbox'));
const skip = !availability.available && process.env.KIOSK_REQUIRE_KEYCHAIN !== '1';

const tooShort = { ok: false, error: { code: 'invalid-input', message: newStaffPinRule } };

describe.skipIf(skip)('staff PINs of fewer than 6 digits (K15), with the real keychain', () => {
  let service: DrillService;
  let place: DrillPlace;
  let kiosk: DrillKiosk;
  let vault: CredentialVault;

  beforeAll(async () => {
    service = await startDrillService();
    place = await drillPlace(service, new KeytarStore());
    const installation = await openInstallation({ ...place, keychainAvailability: { available: true } });
    vault = new CredentialVault({ ...place, installation });
    kiosk = await startDrillKiosk(place);
  });
  afterAll(async () => {
    await kiosk?.shutdown();
    await service?.close();
    if (place) {
      await forgetKeychainEntries([place.userDataDir]);
      await rm(place.userDataDir, { recursive: true, force: true });
    }
  });

  const status = async () => dataOf(await kiosk.kiosk.session.status());
  const restart = async () => {
    await kiosk.shutdown();
    kiosk = await startDrillKiosk(place);
  };

  it('refuses a 4-digit new PIN, in the rule’s words, on every way one is chosen', async () => {
    const drill = (await status()).profile?.id ?? '';
    expect(await status()).toMatchObject({ locked: false, staffPinChosen: false });

    // The profile's first lock.
    expect(await kiosk.kiosk.session.lock({ pin: '2468' })).toEqual(tooShort);
    expect(await vault.readStaffPinHash(drill)).toBeNull();
    expect(await status()).toMatchObject({ locked: false, staffPinChosen: false });

    // Setting up a profile.
    const { apiId, apiSecret } = service.handout.credentials.teamMember ?? service.handout.credentials.administrator;
    const setUp = { environment: 'sandbox' as const, baseUrl: service.baseUrl, apiId, apiSecret, displayName: 'Kim' };
    expect(await kiosk.kiosk.profiles.add({ ...setUp, staffPin: '2468' })).toMatchObject({
      ok: false,
      error: { code: 'invalid-input', fieldErrors: { staffPin: [newStaffPinRule] } },
    });
    expect(dataOf(await kiosk.kiosk.profiles.list()).profiles.map((profile) => profile.displayName)).toEqual(['Drill']);

    // Switching to a profile that has no PIN yet (a team member's, so anyone may give it one, K11).
    const kim = await vault.addProfile(
      {
        displayName: 'Kim',
        accountId: '1001',
        accountName: 'Sunrise Solar Pty Ltd',
        environment: { kind: 'sandbox', baseUrl: service.baseUrl },
      },
      { apiId, apiSecret },
    );
    await vault.setProfileRole(kim.id, 'TEAM MEMBER');
    expect(await kiosk.kiosk.profiles.select({ profileId: kim.id, pin: '13579' })).toEqual(tooShort);
    expect(await vault.readStaffPinHash(kim.id)).toBeNull();
    expect((await status()).profile?.id).toBe(drill);
    expect(dataOf(await kiosk.kiosk.profiles.select({ profileId: kim.id, pin: '864213' }))).toMatchObject({
      profile: { id: kim.id },
      staffPinChosen: true,
      staffPinMustChange: false,
    });

    // Changing one's own PIN.
    expect(await kiosk.kiosk.session.changePin({ currentPin: '864213', newPin: '1357' })).toMatchObject({
      ok: false,
      error: { code: 'invalid-input', fieldErrors: { newPin: [newStaffPinRule] } },
    });
    expect(dataOf(await kiosk.kiosk.session.lock({ pin: '864213' })).locked).toBe(true);
    dataOf(await kiosk.kiosk.session.unlock({ pin: '864213' }));
  });

  it('still opens with a 4-digit PIN kept from before, and asks for a new one after the switch and the unlock', async () => {
    const drill = dataOf(await kiosk.kiosk.profiles.list()).profiles.find((profile) => profile.displayName === 'Drill')?.id ?? '';
    // As an earlier version of the kiosk kept it: scrypt N=2^15, r=8, of 4 digits.
    await vault.saveStaffPinHash(drill, legacyFourDigitPin.hash);

    // Switching to it with the old PIN works, and the status asks for a new one (main keeps only that flag, K1).
    const switched = dataOf(await kiosk.kiosk.profiles.select({ profileId: drill, pin: legacyFourDigitPin.pin }));
    expect(switched).toMatchObject({ profile: { id: drill }, locked: false, staffPinMustChange: true });
    expect(dataOf(await kiosk.kiosk.session.lock({ pin: legacyFourDigitPin.pin })).locked).toBe(true);

    // A restart while locked: nothing typed yet, so nothing known; the unlock with the old PIN asks again.
    await restart();
    expect(await status()).toMatchObject({ locked: true, profile: { id: drill }, staffPinMustChange: false });
    const unlocked = dataOf(await kiosk.kiosk.session.unlock({ pin: legacyFourDigitPin.pin }));
    expect(unlocked).toMatchObject({ locked: false, staffPinMustChange: true });

    // Still asked after a refused change; no longer once changed.
    expect(await kiosk.kiosk.session.changePin({ currentPin: legacyFourDigitPin.pin, newPin: '1357' })).toMatchObject({
      ok: false,
      error: { code: 'invalid-input' },
    });
    expect((await status()).staffPinMustChange).toBe(true);
    const changed = dataOf(await kiosk.kiosk.session.changePin({ currentPin: legacyFourDigitPin.pin, newPin: '975310' }));
    expect(changed.staffPinMustChange).toBe(false);
    expect(await vault.readStaffPinHash(drill)).toMatch(new RegExp(`^scrypt\\$${staffPinHashCost.N}\\$${staffPinHashCost.r}\\$1\\$`));

    expect(await kiosk.kiosk.session.lock({ pin: legacyFourDigitPin.pin })).toMatchObject({ ok: false, error: { code: 'wrong-pin' } });
    dataOf(await kiosk.kiosk.session.lock({ pin: '975310' }));
    await restart();
    expect(dataOf(await kiosk.kiosk.session.unlock({ pin: '975310' }))).toMatchObject({ locked: false, staffPinMustChange: false });
  });
});
