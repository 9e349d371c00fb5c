import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { administrationChannels } from '../../../../shared/contract/administration';
import type { Channel, ChannelInput } from '../../../../shared/contract';
import type { KioskApi } from '../../../../shared/contract/kiosk-api';
import { channelParts } from '../../../../shared/contract';
import { dataOf } from '../ipc/direct-kiosk';
import { newUser, staffPin, startAdminKiosk, type AdminKiosk } from './admin-kiosk';

// K9: administration is refused in main to anyone but an ADMINISTRATOR profile, refused while locked, and every change
// asks for the staff PIN again, counted like unlocking.

type AdministrationChannel = keyof typeof administrationChannels;

const examples: { [C in AdministrationChannel]: ChannelInput<C> } = {
  'users:list': {},
  'users:get': { id: 'usr_1' },
  'users:create': { pin: staffPin, ...newUser() },
  'users:update': { pin: staffPin, id: 'usr_1', first_name: 'Ada' },
  'users:delete': { pin: staffPin, id: 'usr_1' },
  'users:setUpKiosk': { pin: staffPin, userId: 'usr_1' },
  'credentials:renew': { pin: staffPin, userId: 'usr_1' },
  'branches:list': {},
  'branches:switch': { pin: staffPin, accountId: '1002' },
  'checkoutKeys:list': {},
  'checkoutKeys:delete': { pin: staffPin, id: 'key_1' },
  'checkoutKeys:setUpCustomerMode': { pin: staffPin },
  'webhooks:list': {},
  'webhooks:add': { pin: staffPin, url: 'http://127.0.0.1:9/hooks' },
  'webhooks:delete': { pin: staffPin, id: 'whk_1' },
};

/** Calls a channel by name through window.kiosk, as the screens would. */
function call(kiosk: KioskApi, channel: AdministrationChannel): Promise<unknown> {
  const { domain, verb } = channelParts(channel as Channel);
  const functions = (kiosk as unknown as Record<string, Record<string, (input: unknown) => Promise<unknown>>>)[domain];
  const run = functions?.[verb];
  if (!run) throw new Error(`window.kiosk has no ${channel}`);
  return run(examples[channel]);
}

const channels = Object.keys(administrationChannels) as AdministrationChannel[];
const refused = (code: string) => ({ ok: false, error: expect.objectContaining({ code, message: expect.any(String) }) });

describe('who may use administration (K9, D10)', () => {
  let admin: AdminKiosk;
  let teamMemberProfile: string;
  let trainingProfile: string;
  beforeAll(async () => {
    admin = await startAdminKiosk();
    trainingProfile = dataOf(await admin.kiosk.session.status()).profile?.id ?? '';
    const sandbox = admin.training();
    const teamMember = sandbox.handout.credentials.teamMember;
    if (!teamMember) throw new Error('the demo seed hands out a team member (D28, D29)');
    // The team member's own credentials, as a sandbox profile on the training sandbox's address.
    const added = dataOf(
      await admin.kiosk.profiles.add({
        environment: 'sandbox',
        baseUrl: sandbox.baseUrl,
        ...teamMember,
        displayName: 'Team member',
        staffPin: '246813',
        accountId: '1001',
      }),
    );
    teamMemberProfile = added.id;
  });
  afterAll(() => admin.shutdown());

  it('refuses a TEAM MEMBER profile on every administration channel, before the service is asked to change anything', async () => {
    const status = dataOf(await admin.kiosk.profiles.select({ profileId: teamMemberProfile, pin: '246813' }));
    expect(status.profile?.role).toBe('TEAM MEMBER');
    // Their PIN is chosen, so a PIN check could not be what refuses them.
    dataOf(await admin.kiosk.session.lock({ pin: staffPin }));
    dataOf(await admin.kiosk.session.unlock({ pin: staffPin }));
    const usersBefore = admin.training().sandbox.state.users.length;
    for (const channel of channels) {
      const answer = await call(admin.kiosk, channel);
      expect({ channel, answer }).toEqual({
        channel,
        answer: {
          ok: false,
          error: { code: 'not-allowed', message: 'Only an administrator’s profile can do this. Ask a branch administrator.' },
        },
      });
    }
    expect(admin.training().sandbox.state.users).toHaveLength(usersBefore);
    dataOf(await admin.kiosk.profiles.select({ profileId: trainingProfile, pin: '246813' }));
  });

  it('refuses every administration channel while the kiosk is locked', async () => {
    dataOf(await admin.kiosk.session.lock({ pin: staffPin }));
    for (const channel of channels)
      expect({ channel, answer: await call(admin.kiosk, channel) }).toEqual({ channel, answer: refused('locked') });
    dataOf(await admin.kiosk.session.unlock({ pin: staffPin }));
  });

  it('asks for the staff PIN again for each change, counting wrong ones towards the pause; reads need none', async () => {
    dataOf(await admin.kiosk.users.list());
    const wrong = await admin.kiosk.users.create({ pin: '0000', ...newUser() });
    expect(wrong).toEqual({
      ok: false,
      error: {
        code: 'wrong-pin',
        message: expect.stringContaining('That is not your staff PIN.'),
        fieldErrors: { pin: ['That is not your staff PIN.'] },
      },
    });
    // A right PIN starts the count afresh (as unlocking does); then five wrong ones pause PIN checks for everyone.
    dataOf(await admin.kiosk.webhooks.add({ pin: staffPin }));
    for (let attempt = 1; attempt <= 4; attempt++)
      expect(await admin.kiosk.branches.switch({ pin: '999999', accountId: '1002' })).toEqual(refused('wrong-pin'));
    expect(await admin.kiosk.branches.switch({ pin: '999999', accountId: '1002' })).toEqual(refused('too-many-attempts'));
    // Paused: even the right PIN waits, and so does unlocking.
    expect(await admin.kiosk.branches.switch({ pin: staffPin, accountId: '1002' })).toEqual(refused('too-many-attempts'));
    admin.clock.now += 5 * 60_000 + 1;
    admin.clock.running += 5 * 60_000 + 1;
    expect(dataOf(await admin.kiosk.branches.list()).inUse).toBe('1001');
    const input = { pin: '12', accountId: '1002' };
    expect(await admin.kiosk.branches.switch(input)).toMatchObject({
      ok: false,
      error: { code: 'invalid-input', fieldErrors: { pin: [expect.any(String)] } },
    });
  });

  it("K9, K13: updates' 'look now' and 'install now' are an administrator's too; what the version is, anyone may read", async () => {
    dataOf(await admin.kiosk.profiles.select({ profileId: teamMemberProfile, pin: '246813' }));
    expect(dataOf(await admin.kiosk.updates.status()).currentVersion).toMatch(/^\d+\.\d+\.\d+/);
    for (const answer of [await admin.kiosk.updates.check({ pin: '246813' }), await admin.kiosk.updates.installNow({ pin: '246813' })])
      expect(answer).toEqual(refused('not-allowed'));
    dataOf(await admin.kiosk.profiles.select({ profileId: trainingProfile, pin: staffPin }));
    expect(await admin.kiosk.updates.check({ pin: '0000' })).toMatchObject(refused('wrong-pin'));
    // Past the guard, a kiosk with no updater (as here: not an installer) says why, in words.
    expect(await admin.kiosk.updates.check({ pin: staffPin })).toEqual({
      ok: false,
      error: { code: 'refused', message: expect.stringContaining('cannot update it') as unknown },
    });
  });
});
