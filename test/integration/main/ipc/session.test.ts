import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { CredentialVault } from '../../../../main/credentials/credential-vault';
import { openInstallation } from '../../../../main/credentials/installation';
import { keychainService } from '../../../../main/credentials/keychain-service';
import { StaffPinStore } from '../../../../main/credentials/staff-pin-store';
import { newStaffPinRule } from '../../../../shared/staff-pin-rule';
import { startSandbox, type RunningSandbox } from '../../../../sandbox';
import { dataOf, startDirectKiosk, type DirectKiosk } from './direct-kiosk';
import { installationIdIn } from '../outbox/drill-fixture';

const refusal = (code: string) => ({ ok: false, error: { code, message: expect.any(String) } });
const breakdown = { totalPurchaseAmount: 500000, repaymentTerm: 12 };

describe('session, profiles and the staff lock', () => {
  let direct: DirectKiosk;
  beforeAll(async () => {
    direct = await startDirectKiosk();
  });
  afterAll(() => direct.shutdown());
  afterEach(async () => {
    // Each test leaves the kiosk unlocked and signed in with the training profile.
    const status = dataOf(await direct.kiosk.session.status());
    expect(status.locked).toBe(false);
    if (!status.profile) {
      const training = dataOf(await direct.kiosk.profiles.list()).profiles.find((profile) => profile.environment === 'training');
      // K11: switching asks for the profile's PIN; the training profile's is 123456 by the time anyone signs out.
      dataOf(await direct.kiosk.profiles.select({ profileId: training?.id ?? '', pin: '123456' }));
    }
  });

  it('makes the training profile on first start and uses it, learning its role from the service (D10, D24)', async () => {
    // The role is learnt in the background at start: reading API keys answers only an administrator.
    await expect.poll(async () => dataOf(await direct.kiosk.profiles.list()).profiles[0]?.role).toBe('ADMINISTRATOR');
    const { profiles } = dataOf(await direct.kiosk.profiles.list());
    expect(profiles).toEqual([
      {
        id: expect.any(String),
        displayName: 'Training',
        environment: 'training',
        branch: { accountId: '1001', name: 'Sunrise Solar' },
        role: 'ADMINISTRATOR',
      },
    ]);
    expect(dataOf(await direct.kiosk.session.status())).toEqual({
      profile: profiles[0],
      locked: false,
      staffPinChosen: false,
      staffPinMustChange: false,
      keychain: { available: true },
    });
  });

  it('locks for a customer: the service session is deleted (K2), only the public calculator stays open', async () => {
    dataOf(await direct.kiosk.accounts.list());
    expect(direct.training().sandbox.state.sessions).toHaveLength(1);
    // The training profile's first lock chooses its staff PIN (K6), of 6 to 8 digits (K15).
    const short = await direct.kiosk.session.lock({ pin: '4321' });
    expect(short).toEqual({ ok: false, error: { code: 'invalid-input', message: newStaffPinRule } });
    expect(dataOf(await direct.kiosk.session.status())).toMatchObject({ locked: false, staffPinChosen: false });
    expect(dataOf(await direct.kiosk.session.lock({ pin: '432198' }))).toMatchObject({ locked: true, staffPinChosen: true });
    expect(direct.training().sandbox.state.sessions).toHaveLength(0);
    expect(await direct.kiosk.quotes.list()).toEqual(refusal('locked'));
    expect(await direct.kiosk.profiles.select({ profileId: 'anyone', pin: '246813' })).toEqual(refusal('locked'));
    expect(await direct.kiosk.session.signOut()).toEqual(refusal('locked'));
    expect(await direct.kiosk.session.lock({ pin: '111111' })).toEqual(refusal('locked'));
    expect(dataOf(await direct.kiosk.calculator.breakdown(breakdown)).repayment_amount).toBe(19980);
    expect(direct.training().sandbox.state.sessions).toHaveLength(0);
    // A PIN of 6 digits or more asks for no change (K15).
    expect(dataOf(await direct.kiosk.session.unlock({ pin: '432198' }))).toMatchObject({ locked: false, staffPinMustChange: false });
    dataOf(await direct.kiosk.quotes.list());
  });

  it('asks for the same PIN at the next lock', async () => {
    expect(await direct.kiosk.session.lock({ pin: '1234' })).toEqual(refusal('wrong-pin'));
    expect(dataOf(await direct.kiosk.session.lock({ pin: '432198' })).locked).toBe(true);
    expect(await direct.kiosk.session.unlock({ pin: '1234' })).toEqual(refusal('wrong-pin'));
    expect(dataOf(await direct.kiosk.session.unlock({ pin: '432198' })).locked).toBe(false);
  });

  it('changes the PIN only with the current one, and only to one of 6 to 8 digits (K15)', async () => {
    expect(await direct.kiosk.session.changePin({ currentPin: '1234', newPin: '123456' })).toEqual(
      expect.objectContaining({ ok: false, error: expect.objectContaining({ code: 'wrong-pin' }) }),
    );
    expect(await direct.kiosk.session.changePin({ currentPin: '432198', newPin: '1234' })).toMatchObject({
      ok: false,
      error: { code: 'invalid-input', fieldErrors: { newPin: [newStaffPinRule] } },
    });
    dataOf(await direct.kiosk.session.changePin({ currentPin: '432198', newPin: '123456' }));
    expect(await direct.kiosk.session.lock({ pin: '432198' })).toEqual(refusal('wrong-pin'));
  });

  it('refuses a wrong PIN, and pauses for five minutes after five of them', async () => {
    dataOf(await direct.kiosk.session.lock({ pin: '123456' }));
    for (let attempt = 1; attempt < 5; attempt++)
      expect(await direct.kiosk.session.unlock({ pin: '654321' })).toEqual(refusal('wrong-pin'));
    const fifth = await direct.kiosk.session.unlock({ pin: '654321' });
    // Issue 38: the pause's time left comes with the refusal, for the screen to count down.
    const paused = (retryInMs: number) => ({ ok: false, error: { code: 'too-many-attempts', message: expect.any(String), retryInMs } });
    expect(fifth).toEqual(paused(5 * 60_000));
    expect(!fifth.ok && fifth.error.message).toBe('Too many wrong PINs. Try again in 5 minutes.');
    expect(await direct.kiosk.session.unlock({ pin: '123456' })).toEqual(paused(5 * 60_000));
    direct.clock.now += 5 * 60_000;
    direct.clock.running += 5 * 60_000;
    expect(dataOf(await direct.kiosk.session.unlock({ pin: '123456' })).locked).toBe(false);
  });

  it('takes a PIN of 4 to 8 digits only', async () => {
    for (const pin of ['123', '123456789', 'abcd', ' 1234']) {
      expect(await direct.kiosk.session.lock({ pin })).toMatchObject(refusal('invalid-input'));
    }
  });

  it('refuses a first PIN over the one chosen, and any while locked (issue 38, K15)', async () => {
    // By now the training profile's PIN is 123456 (chosen at its first lock above, then changed).
    expect(await direct.kiosk.session.choosePin({ pin: '999999' })).toEqual(refusal('not-allowed'));
    expect(await direct.kiosk.session.choosePin({ pin: '12' })).toMatchObject(refusal('invalid-input'));
    dataOf(await direct.kiosk.session.lock({ pin: '123456' }));
    expect(await direct.kiosk.session.choosePin({ pin: '999999' })).toEqual(refusal('locked'));
    expect(dataOf(await direct.kiosk.session.unlock({ pin: '123456' }))).toMatchObject({ locked: false, staffPinChosen: true });
  });

  it('signs out: the session is deleted, and nothing runs until a profile is chosen', async () => {
    dataOf(await direct.kiosk.accounts.list());
    expect(dataOf(await direct.kiosk.session.signOut()).profile).toBeNull();
    expect(direct.training().sandbox.state.sessions).toHaveLength(0);
    expect(await direct.kiosk.quotes.list()).toEqual(refusal('not-signed-in'));
    expect(await direct.kiosk.training.clock()).toEqual(refusal('not-signed-in'));
    expect(await direct.kiosk.profiles.select({ profileId: 'nobody', pin: '246813' })).toEqual(refusal('not-found'));
  });

  describe('with a sandbox profile too', () => {
    let other: RunningSandbox;
    let profileId: string;
    beforeAll(async () => {
      other = await startSandbox({ port: 0, seed: 'empty', config: { checkResponses: true } });
      // Set up as an administrator would: the vault, over the same folder and keychain.
      const vault = new CredentialVault({
        userDataDir: direct.userDataDir,
        keychain: direct.keychain,
        installation: await openInstallation({
          userDataDir: direct.userDataDir,
          keychain: direct.keychain,
          keychainAvailability: { available: true },
        }),
      });
      const draft = {
        displayName: 'Alex',
        accountId: '1001',
        accountName: 'Sandbox Vendor',
        environment: { kind: 'sandbox' as const, baseUrl: other.baseUrl },
      };
      profileId = (await vault.addProfile(draft, other.handout.credentials.administrator)).id;
      // Set up with its own staff PIN (K11), as the set-up form does.
      await new StaffPinStore(vault).save(profileId, '246813');
    });
    afterAll(() => other.close());

    it('switches to it, ending the training session (K2), and works against its service', async () => {
      dataOf(await direct.kiosk.accounts.list());
      const status = dataOf(await direct.kiosk.profiles.select({ profileId, pin: '246813' }));
      expect(status.profile).toEqual({
        id: profileId,
        displayName: 'Alex',
        environment: 'sandbox',
        branch: { accountId: '1001', name: 'Sandbox Vendor' },
        role: 'ADMINISTRATOR',
      });
      expect(status.staffPinChosen).toBe(true);
      expect(direct.training().sandbox.state.sessions).toHaveLength(0);
      expect(dataOf(await direct.kiosk.accounts.list()).accounts.map((account) => account.entity_trading_name)).toEqual(['Sandbox Vendor']);
      expect(other.sandbox.state.sessions).toHaveLength(1);
    });

    it('moves status tracking with the profile: training’s webhook goes while another profile is in use, and comes back', async () => {
      const trainingId =
        dataOf(await direct.kiosk.profiles.list()).profiles.find((profile) => profile.environment === 'training')?.id ?? '';
      dataOf(await direct.kiosk.profiles.select({ profileId: trainingId, pin: '123456' }));
      const trainingWebhooks = () => direct.training().sandbox.state.webhooks.map((webhook) => webhook.url);
      await expect.poll(trainingWebhooks).toEqual([expect.stringMatching(/\/webhooks\/status$/)]);
      dataOf(await direct.kiosk.profiles.select({ profileId, pin: '246813' }));
      await expect.poll(trainingWebhooks).toEqual([]);
      dataOf(await direct.kiosk.profiles.select({ profileId: trainingId, pin: '123456' }));
      await expect.poll(trainingWebhooks).toEqual([expect.stringMatching(/\/webhooks\/status$/)]);
      // Nothing but the pause an earlier test brought on (K11 logs each one).
      expect(direct.logs).toEqual(['session: too many wrong PINs, so PIN checks pause']);
    });

    it('offers the training extras only with the training profile', async () => {
      dataOf(await direct.kiosk.profiles.select({ profileId, pin: '246813' }));
      expect(await direct.kiosk.training.messages()).toEqual(refusal('not-training'));
      expect(await direct.kiosk.training.advance({ seconds: 60 })).toEqual(refusal('not-training'));
      dataOf(await direct.kiosk.session.signOut());
      expect(other.sandbox.state.sessions).toHaveLength(0);
    });

    it('says so in plain words when the profile’s credentials are refused', async () => {
      // K15: the entry is named with the installation id.
      const account = `${await installationIdIn(direct.userDataDir)}.${profileId}`;
      await direct.keychain.set(keychainService('sandbox'), account, JSON.stringify({ apiId: 'api_nobody', apiSecret: 'wrong' }));
      dataOf(await direct.kiosk.profiles.select({ profileId, pin: '246813' }));
      const answer = await direct.kiosk.accounts.list();
      expect(answer).toEqual(refusal('credentials'));
      expect(!answer.ok && answer.error.message).toMatch(/did not accept this profile's credentials/);
      dataOf(await direct.kiosk.session.signOut());
    });
  });

  describe('a lock-out, and who may clear it (D10)', () => {
    let teamMemberId: string;
    let trainingId: string;
    let administratorId: string;
    beforeAll(async () => {
      // The demo seed's TEAM MEMBER, as a sandbox profile on training's own service.
      const teamMember = direct.training().handout.credentials.teamMember;
      if (!teamMember) throw new Error('the demo seed has a team member');
      const vault = new CredentialVault({
        userDataDir: direct.userDataDir,
        keychain: direct.keychain,
        installation: await openInstallation({
          userDataDir: direct.userDataDir,
          keychain: direct.keychain,
          keychainAvailability: { available: true },
        }),
      });
      const draft = {
        displayName: 'Liam',
        accountId: '1001',
        accountName: 'Sunrise Solar',
        environment: { kind: 'sandbox' as const, baseUrl: direct.training().baseUrl },
      };
      teamMemberId = (await vault.addProfile(draft, teamMember)).id;
      await new StaffPinStore(vault).save(teamMemberId, '111111');
      // A real administrator (on the same service, as a sandbox profile), whose PIN may clear a lock-out (K11).
      administratorId = (await vault.addProfile({ ...draft, displayName: 'Ada' }, direct.training().handout.credentials.administrator)).id;
      await vault.setProfileRole(administratorId, 'ADMINISTRATOR');
      await new StaffPinStore(vault).save(administratorId, '864213');
      trainingId = dataOf(await direct.kiosk.profiles.list()).profiles.find((profile) => profile.environment === 'training')?.id ?? '';
    });

    it('learns that a team member is not an administrator: the service refuses its user the API keys (D24)', async () => {
      const status = dataOf(await direct.kiosk.profiles.select({ profileId: teamMemberId, pin: '111111' }));
      expect(status.profile?.role).toBe('TEAM MEMBER');
      const listed = dataOf(await direct.kiosk.profiles.list()).profiles.find((profile) => profile.id === teamMemberId);
      expect(listed?.role).toBe('TEAM MEMBER');
    });

    it('clears with an administrator’s own PIN only, and unlocks', async () => {
      dataOf(await direct.kiosk.profiles.select({ profileId: teamMemberId, pin: '111111' }));
      dataOf(await direct.kiosk.session.lock({ pin: '111111' }));
      for (let attempt = 1; attempt <= 5; attempt++) await direct.kiosk.session.unlock({ pin: '0000' });
      expect(await direct.kiosk.session.unlock({ pin: '111111' })).toMatchObject(refusal('too-many-attempts'));
      // A team member cannot clear it, even with the right PIN of their own.
      expect(await direct.kiosk.session.clearLockOut({ profileId: teamMemberId, pin: '111111' })).toEqual(refusal('not-allowed'));
      // K11: training's demo administrator clears only a training lock: anyone may choose training's PIN.
      expect(await direct.kiosk.session.clearLockOut({ profileId: trainingId, pin: '123456' })).toEqual(refusal('not-allowed'));
      expect(await direct.kiosk.session.clearLockOut({ profileId: administratorId, pin: '111111' })).toMatchObject(refusal('wrong-pin'));
      const cleared = dataOf(await direct.kiosk.session.clearLockOut({ profileId: administratorId, pin: '864213' }));
      expect(cleared).toMatchObject({ locked: false, profile: { id: teamMemberId } });
      dataOf(await direct.kiosk.session.signOut());
    });

    it('K11: a TEAM MEMBER neither switches to an administrator’s profile nor removes one without that administrator’s PIN', async () => {
      const alex = dataOf(await direct.kiosk.profiles.list()).profiles.find((profile) => profile.displayName === 'Alex');
      expect(alex?.role).toBe('ADMINISTRATOR');
      // An administrator's profile that has never chosen a PIN.
      const vault = new CredentialVault({
        userDataDir: direct.userDataDir,
        keychain: direct.keychain,
        installation: await openInstallation({
          userDataDir: direct.userDataDir,
          keychain: direct.keychain,
          keychainAvailability: { available: true },
        }),
      });
      const draft = {
        displayName: 'Noor',
        accountId: '1001',
        accountName: 'Sunrise Solar',
        environment: { kind: 'sandbox' as const, baseUrl: direct.training().baseUrl },
      };
      const noor = await vault.addProfile(draft, direct.training().handout.credentials.administrator);
      await vault.setProfileRole(noor.id, 'ADMINISTRATOR');

      dataOf(await direct.kiosk.profiles.select({ profileId: teamMemberId, pin: '111111' }));
      expect(await direct.kiosk.profiles.select({ profileId: alex?.id ?? '', pin: '111111' })).toMatchObject(refusal('wrong-pin'));
      expect(await direct.kiosk.profiles.select({ profileId: noor.id, pin: '777777' })).toEqual(refusal('not-allowed'));
      const remove = { profileId: alex?.id ?? '', administratorId: teamMemberId, pin: '111111' };
      expect(await direct.kiosk.profiles.remove(remove)).toEqual(refusal('not-allowed'));
      expect(await direct.kiosk.profiles.remove({ ...remove, administratorId: alex?.id ?? '' })).toMatchObject(refusal('wrong-pin'));
      expect(dataOf(await direct.kiosk.session.status()).profile?.id).toBe(teamMemberId);
      expect(dataOf(await direct.kiosk.profiles.list()).profiles.map((profile) => profile.displayName)).toContain('Alex');
      dataOf(await direct.kiosk.session.signOut());
    });
  });
});
