import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keychainService } from '../../../../main/credentials/keychain-service';
import { dataOf } from '../ipc/direct-kiosk';
import { installationIdIn } from '../outbox/drill-fixture';
import { newUser, staffPin, startAdminKiosk, type AdminKiosk } from './admin-kiosk';

// K9, D11, K1: credentials go from the service straight into the keychain; only a profile's summary crosses, and the
// secret is nowhere else: not in an answer, not in a log, not in the user-data folder.

const repayment = { totalPurchaseAmount: 500000, depositAmount: 0, repaymentTerm: 12, includeFees: true };
const trainingEntries = 'training';

describe('API credentials straight to the keychain', () => {
  let admin: AdminKiosk;
  let trainingProfile: string;
  beforeAll(async () => {
    admin = await startAdminKiosk();
    trainingProfile = dataOf(await admin.kiosk.session.status()).profile?.id ?? '';
  });
  afterAll(() => admin.shutdown());

  const stored = async (profileId: string) =>
    JSON.parse(
      (await admin.keychain.get(keychainService(trainingEntries), `${await installationIdIn(admin.userDataDir)}.${profileId}`)) ?? 'null',
    ) as {
      apiId: string;
      apiSecret: string;
    } | null;
  async function userDataText(): Promise<string> {
    const names = await readdir(admin.userDataDir, { recursive: true });
    const texts = await Promise.all(names.map((name) => readFile(join(admin.userDataDir, name), 'utf8').catch(() => '')));
    return texts.join('\n');
  }
  /** K1: the secret is in the keychain entry and in none of the places the screens, the disk or the log can see. */
  async function expectOnlyInKeychain(secret: string): Promise<void> {
    expect(secret.length).toBeGreaterThan(20);
    expect(JSON.stringify(admin.answers)).not.toContain(secret);
    expect(admin.logs.join('\n')).not.toContain(secret);
    expect(await userDataText()).not.toContain(secret);
  }
  const useProfile = async (profileId: string) => admin.seen(dataOf(await admin.kiosk.profiles.select({ profileId, pin: '246813' })));

  it('sets this kiosk up for a user in one step: a new profile that sells, whose secret is only in the keychain', async () => {
    const user = dataOf(admin.seen(await admin.kiosk.users.create({ pin: staffPin, ...newUser() })));
    const setUp = dataOf(admin.seen(await admin.kiosk.users.setUpKiosk({ pin: staffPin, userId: user.id })));
    expect(setUp).toEqual({
      profile: {
        id: expect.any(String),
        displayName: `${user.first_name} ${user.last_name}`,
        environment: 'training',
        branch: { accountId: '1001', name: 'Sunrise Solar' },
        role: 'TEAM MEMBER',
      },
      secretStoredIn: 'the OS keychain',
    });
    // D11: the trial session made to check the pair was deleted again (K2).
    expect(admin.training().sandbox.state.sessions.filter((session) => session.userId === user.id)).toEqual([]);
    const pair = await stored(setUp.profile.id);
    if (!pair) throw new Error('the new profile has a keychain entry');
    expect(admin.training().sandbox.state.credentials.find((credential) => credential.apiId === pair.apiId)?.userId).toBe(user.id);

    // The kiosk knows whose profile it is.
    expect(dataOf(admin.seen(await admin.kiosk.users.get({ id: user.id }))).kioskProfiles).toEqual([
      { id: setUp.profile.id, displayName: setUp.profile.displayName },
    ]);

    // Switch to it and sell: the calculator answers as the new user.
    await useProfile(setUp.profile.id);
    expect(dataOf(admin.seen(await admin.kiosk.calculator.repayment(repayment))).repaymentAmount).toBeGreaterThan(0);
    expect(admin.training().sandbox.state.sessions.some((session) => session.userId === user.id)).toBe(true);
    await useProfile(trainingProfile);

    await expectOnlyInKeychain(pair.apiSecret);
  });

  it('renews the profile in use: a new pair, tried, then used; the old one still works at the service (D11)', async () => {
    // The training profile was not made in Administration, so the kiosk asks whose it is.
    expect(await admin.kiosk.credentials.renew({ pin: staffPin })).toMatchObject({
      ok: false,
      error: { code: 'invalid-input', fieldErrors: { userId: [expect.stringContaining('Choose which user')] } },
    });
    const teamMember = admin.training().sandbox.state.users.find((user) => user.role === 'TEAM MEMBER');
    expect(await admin.kiosk.credentials.renew({ pin: staffPin, userId: teamMember?.id ?? '' })).toMatchObject({
      ok: false,
      error: { code: 'invalid-input', fieldErrors: { userId: [expect.stringContaining('administrator')] } },
    });

    const old = await stored(trainingProfile);
    if (!old) throw new Error('the training profile has a keychain entry');
    dataOf(admin.seen(await admin.kiosk.accounts.list()));
    // The administrator's own sessions: learning a TEAM MEMBER's role earlier left theirs behind (see the report on K2).
    const sessionKeys = () =>
      admin
        .training()
        .sandbox.state.sessions.filter((session) => session.userId === admin.administratorId())
        .map((session) => session.key);
    const before = sessionKeys();
    const renewed = dataOf(admin.seen(await admin.kiosk.credentials.renew({ pin: staffPin, userId: admin.administratorId() })));
    expect(renewed).toEqual({
      profile: expect.objectContaining({ id: trainingProfile, role: 'ADMINISTRATOR' }),
      secretStoredIn: 'the OS keychain',
    });
    const fresh = await stored(trainingProfile);
    if (!fresh) throw new Error('the training profile still has a keychain entry');
    expect(fresh.apiId).not.toBe(old.apiId);
    // K2: the session made with the old pair was deleted (status tracking's short sessions may still be ending).
    await expect.poll(() => sessionKeys().filter((key) => before.includes(key))).toEqual([]);
    // The next call signs in again, with the new pair.
    dataOf(admin.seen(await admin.kiosk.accounts.list()));
    expect(sessionKeys().filter((key) => !before.includes(key)).length).toBeGreaterThan(0);

    // D11: the old pair stays valid at the service; the profile just does not use it any more.
    const signIn = await fetch(`${admin.training().baseUrl}/rest/vendor/v1/session`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ apiId: old.apiId, apiSecret: old.apiSecret }),
    });
    expect(signIn.status).toBe(200);

    // Now the kiosk remembers whose profile it is: renewing again needs no choice, and another user is refused.
    expect(dataOf(admin.seen(await admin.kiosk.users.get({ id: admin.administratorId() }))).isYou).toBe(true);
    dataOf(admin.seen(await admin.kiosk.credentials.renew({ pin: staffPin })));
    expect(await admin.kiosk.credentials.renew({ pin: staffPin, userId: teamMember?.id ?? '' })).toMatchObject({
      ok: false,
      error: { fieldErrors: { userId: [expect.stringContaining('another user')] } },
    });
    await expectOnlyInKeychain(fresh.apiSecret);
    await expectOnlyInKeychain((await stored(trainingProfile))?.apiSecret ?? '');
  });

  it('deleting a user ends their sessions and signs their profile on this kiosk out, and says so (D10)', async () => {
    const user = dataOf(admin.seen(await admin.kiosk.users.create({ pin: staffPin, ...newUser() })));
    const { profile } = dataOf(admin.seen(await admin.kiosk.users.setUpKiosk({ pin: staffPin, userId: user.id, displayName: 'Till 2' })));
    const pair = await stored(profile.id);
    // A session of theirs elsewhere (another kiosk), which deleting must end.
    const signIn = await fetch(`${admin.training().baseUrl}/rest/vendor/v1/session`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(pair),
    });
    expect(signIn.status).toBe(200);
    expect(admin.training().sandbox.state.sessions.some((session) => session.userId === user.id)).toBe(true);

    const deleted = dataOf(admin.seen(await admin.kiosk.users.delete({ pin: staffPin, id: user.id })));
    expect(deleted).toEqual({
      id: user.id,
      removedProfiles: [{ id: profile.id, displayName: 'Till 2' }],
      message: expect.stringContaining('Their staff profile on this kiosk (Till 2) was signed out and removed.'),
    });
    expect(admin.training().sandbox.state.sessions.some((session) => session.userId === user.id)).toBe(false);
    expect(dataOf(await admin.kiosk.profiles.list()).profiles.map((each) => each.id)).not.toContain(profile.id);
    expect(
      await admin.keychain.get(keychainService(trainingEntries), `${await installationIdIn(admin.userDataDir)}.${profile.id}`),
    ).toBeNull();
  });
});
