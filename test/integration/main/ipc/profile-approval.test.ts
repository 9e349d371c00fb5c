import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type RunningSandbox } from '../../../../sandbox';
import { dataOf, startDirectKiosk, type DirectKiosk } from './direct-kiosk';

// K15 drill, "profiles anyone can add": a new profile (and with it, where quotes and customers go) needs an
// administrator profile of this kiosk and its PIN once the kiosk has a profile for a real service. Training's demo
// profile counts neither as a profile nor as an administrator (K11: its PIN is anyone's to choose). A real service's
// address is https://, but for a vendor's own sandbox on this laptop.

describe('a new profile needs an administrator (K15)', () => {
  let direct: DirectKiosk;
  let service: RunningSandbox;
  const pin = '246813';
  const setup = (displayName: string, who: 'administrator' | 'teamMember' = 'administrator') => {
    const credentials = service.handout.credentials[who];
    if (!credentials) throw new Error(`the demo seed has no ${who}`);
    return { environment: 'sandbox' as const, baseUrl: service.baseUrl, ...credentials, displayName, staffPin: pin, accountId: '1001' };
  };
  const names = async () => dataOf(await direct.kiosk.profiles.list()).profiles.map((profile) => profile.displayName);

  beforeAll(async () => {
    direct = await startDirectKiosk();
    service = await startSandbox({ port: 0, seed: 'demo' });
  });
  afterAll(async () => {
    await direct.shutdown();
    await service.close();
  });

  it('takes a kiosk’s first real profile without one (training is nobody’s authority), then refuses one without an administrator’s PIN', async () => {
    const training = dataOf(await direct.kiosk.profiles.list()).profiles[0];
    expect(training?.environment).toBe('training');
    const first = dataOf(await direct.kiosk.profiles.add(setup('Owner')));
    // The owner's role is learnt as the profile is chosen (D10).
    dataOf(await direct.kiosk.profiles.select({ profileId: first.id, pin }));
    expect(dataOf(await direct.kiosk.session.status()).profile?.role).toBe('ADMINISTRATOR');

    expect(await direct.kiosk.profiles.add(setup('Intruder'))).toEqual({
      ok: false,
      error: {
        code: 'not-allowed',
        message: 'Only an administrator can set up another profile here: choose yours, and enter its staff PIN.',
        fieldErrors: { administratorPin: [expect.stringContaining('Only an administrator') as unknown] },
      },
    });
    // Training's demo administrator approves nothing real, whatever PIN was chosen for it.
    dataOf(await direct.kiosk.profiles.select({ profileId: training?.id ?? '', pin: '135791' }));
    const byTraining = { administratorId: training?.id ?? '', administratorPin: '135791' };
    expect(await direct.kiosk.profiles.add({ ...setup('Intruder'), ...byTraining })).toMatchObject({
      ok: false,
      error: { code: 'not-allowed' },
    });
    expect(await names()).toEqual(['Training', 'Owner']);
  });

  it('refuses a wrong administrator’s PIN beside its field, counts it towards the pause, and takes the right one', async () => {
    const owner = dataOf(await direct.kiosk.profiles.list()).profiles.find((profile) => profile.displayName === 'Owner');
    const approval = (administratorPin: string) => ({ administratorId: owner?.id ?? '', administratorPin });
    expect(await direct.kiosk.profiles.add({ ...setup('Counter'), ...approval('999999') })).toMatchObject({
      ok: false,
      error: { code: 'wrong-pin', fieldErrors: { administratorPin: ['That is not the administrator’s staff PIN.'] } },
    });
    for (let wrong = 2; wrong < 5; wrong++) await direct.kiosk.profiles.add({ ...setup('Counter'), ...approval('999999') });
    expect(await direct.kiosk.profiles.add({ ...setup('Counter'), ...approval('999999') })).toMatchObject({
      ok: false,
      error: { code: 'too-many-attempts' },
    });
    // The pause is the administrator's (K11): even the right PIN waits it out.
    expect(await direct.kiosk.profiles.add({ ...setup('Counter'), ...approval(pin) })).toMatchObject({
      ok: false,
      error: { code: 'too-many-attempts' },
    });
    direct.clock.now += 5 * 60_000 + 1_000;
    direct.clock.running += 5 * 60_000 + 1_000;
    const counter = dataOf(await direct.kiosk.profiles.add({ ...setup('Counter', 'teamMember'), ...approval(pin) }));
    expect(counter.displayName).toBe('Counter');
  });

  it('says what is wrong with an address beside the field: https://, but for a sandbox on this laptop', async () => {
    const owner = dataOf(await direct.kiosk.profiles.list()).profiles.find((profile) => profile.displayName === 'Owner');
    const approved = { administratorId: owner?.id ?? '', administratorPin: pin };
    const refusedAt = (message: string) => ({
      ok: false,
      error: { code: 'invalid-input', fieldErrors: { baseUrl: [message] } },
    });
    const elsewhere = 'Use the service’s https:// address: http:// is only for a sandbox on this laptop (127.0.0.1, ::1 or localhost).';
    const away = { ...setup('Away'), ...approved, baseUrl: 'http://service.example.com.au' };
    expect(await direct.kiosk.profiles.add(away)).toMatchObject(refusedAt(elsewhere));
    expect(await direct.kiosk.profiles.branches({ ...setup('Away'), baseUrl: 'http://10.0.0.9:8080' })).toMatchObject(refusedAt(elsewhere));
    expect(await direct.kiosk.profiles.add({ ...away, environment: 'live', baseUrl: service.baseUrl })).toMatchObject(
      refusedAt('A live service address starts with https://'),
    );
    // A set-up file names the service too, and keeps the same rule.
    const file = {
      kind: 'finance-kiosk-set-up',
      version: 1,
      profile: {
        displayName: 'Away',
        environment: 'sandbox',
        baseUrl: 'http://service.example.com.au',
        branch: { accountId: '1001', name: 'Sunrise' },
      },
      kioskOptions: dataOf(await direct.kiosk.kioskOptions.get({})),
    };
    expect(await direct.kiosk.setUp.read({ text: JSON.stringify(file) })).toMatchObject({
      ok: false,
      error: { code: 'invalid-input', message: `This set-up file’s service address cannot be used. ${elsewhere}` },
    });
    expect(await names()).toEqual(['Training', 'Owner', 'Counter']);
  });

  it('with real profiles but no administrator’s among them, says that nobody here can approve one', async () => {
    const lone = await startDirectKiosk();
    try {
      const member = dataOf(await lone.kiosk.profiles.add(setup('Member', 'teamMember')));
      dataOf(await lone.kiosk.profiles.select({ profileId: member.id, pin }));
      expect(dataOf(await lone.kiosk.session.status()).profile?.role).toBe('TEAM MEMBER');
      expect(await lone.kiosk.profiles.add({ ...setup('Boss'), administratorId: member.id, administratorPin: pin })).toEqual({
        ok: false,
        error: {
          code: 'not-allowed',
          message:
            'Only an administrator can set up another profile here, and no profile on this kiosk is an administrator’s. To start again with an administrator’s profile, the kiosk’s data folder must be cleared.',
        },
      });
    } finally {
      await lone.shutdown();
    }
  });
});
