import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CredentialVault } from '../../../../main/credentials/credential-vault';
import { openInstallation } from '../../../../main/credentials/installation';
import { StaffPinStore } from '../../../../main/credentials/staff-pin-store';
import { dataOf } from '../ipc/direct-kiosk';
import {
  closeDrillWorld,
  customer,
  drillPlace,
  startDrillKiosk,
  startDrillService,
  type DrillKiosk,
  type DrillPlace,
  type DrillService,
} from './drill-fixture';

// K8: the outbox is per profile: another profile shows its own entries (its own file, its own key).

describe('one outbox per staff profile', () => {
  let service: DrillService;
  let place: DrillPlace;
  let drill: DrillKiosk;

  beforeAll(async () => {
    service = await startDrillService();
    place = await drillPlace(service);
    const vault = new CredentialVault({
      userDataDir: place.userDataDir,
      keychain: place.keychain,
      installation: await openInstallation({
        userDataDir: place.userDataDir,
        keychain: place.keychain,
        keychainAvailability: { available: true },
      }),
    });
    await vault.addProfile(
      {
        displayName: 'Second',
        accountId: '1001',
        accountName: 'Sunrise Solar Pty Ltd',
        environment: { kind: 'sandbox', baseUrl: service.baseUrl },
      },
      service.handout.credentials.administrator,
    );
    // K11: set up as the screens set up a profile, with its PIN chosen; a PIN-less one is not switched to freely.
    const pins = new StaffPinStore(vault);
    for (const profile of await vault.listProfiles()) await pins.save(profile.id, '246813');
    drill = await startDrillKiosk(place);
  });
  afterAll(() => closeDrillWorld({ drill, service, place }));

  it('shows each profile its own entries, and tells the screens when the profile changes', async () => {
    const { profiles } = dataOf(await drill.kiosk.profiles.list());
    const [first, second] = profiles;
    if (!first || !second) throw new Error('two profiles expected');
    dataOf(await drill.kiosk.profiles.select({ profileId: first.id, pin: '246813' }));
    await service.stop();
    expect(dataOf(await drill.kiosk.quotes.create(customer)).state).toBe('queued');
    expect(dataOf(await drill.kiosk.outbox.list()).entries).toHaveLength(1);
    dataOf(await drill.kiosk.profiles.select({ profileId: second.id, pin: '246813' }));
    await drill.settle();
    expect(dataOf(await drill.kiosk.outbox.list())).toMatchObject({ entries: [], queued: 0 });
    expect(drill.snapshots.at(-1)).toMatchObject({ entries: [] });
    dataOf(await drill.kiosk.profiles.select({ profileId: first.id, pin: '246813' }));
    await drill.settle();
    expect(dataOf(await drill.kiosk.outbox.list())).toMatchObject({ queued: 1, entries: [{ kind: 'quote', state: 'queued' }] });
    expect(drill.snapshots.at(-1)).toMatchObject({ queued: 1 });
    await service.start();
  });
});
