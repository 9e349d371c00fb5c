import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keychainService } from '../../../../main/credentials/keychain-service';
import { sign } from '../../../../shared/signature';
import { defaultKioskOptions } from '../../../../shared/kiosk-option-defaults';
import { startSandbox, type RunningSandbox } from '../../../../sandbox';
import { installationIdIn } from '../outbox/drill-fixture';
import { dataOf, startDirectKiosk, type DirectKiosk } from './direct-kiosk';

// A vendor's administrator sets up a profile for their own service (K1): tried against a real sandbox first, then kept
// in the keychain only.

describe('setting up a profile for a sandbox or live service', () => {
  let direct: DirectKiosk;
  let service: RunningSandbox;
  let credentials: { apiId: string; apiSecret: string };
  const where = () => ({ environment: 'sandbox' as const, baseUrl: `${service.baseUrl}/`, ...credentials });
  const setup = () => ({ ...where(), displayName: 'Priya', staffPin: '246813' });

  beforeAll(async () => {
    direct = await startDirectKiosk();
    service = await startSandbox({ port: 0, seed: 'demo', config: { checkResponses: true } });
    const administrator = service.handout.credentials.administrator;
    if (!administrator) throw new Error('the demo seed has an administrator');
    credentials = administrator;
  });
  afterAll(async () => {
    await direct.shutdown();
    await service.close();
  });

  const keychainEntries = () => direct.keychain.list(keychainService('sandbox'));
  async function userDataText(): Promise<string> {
    const names = await readdir(direct.userDataDir, { recursive: true });
    const texts = await Promise.all(names.map((name) => readFile(join(direct.userDataDir, name), 'utf8').catch(() => '')));
    return texts.join('\n');
  }

  it('refuses a wrong secret next to the field, and saves nothing', async () => {
    // Ids only: the training profile's role (D10) may be learnt in the background meanwhile.
    const profileIds = async () => dataOf(await direct.kiosk.profiles.list()).profiles.map((profile) => profile.id);
    const before = await profileIds();
    const entriesBefore = await keychainEntries();
    const answer = await direct.kiosk.profiles.add({ ...setup(), apiSecret: 'not-the-secret' });
    expect(answer).toEqual({
      ok: false,
      error: {
        code: 'credentials',
        message: 'The service did not accept this API ID and secret.',
        fieldErrors: { apiSecret: [expect.stringContaining('did not accept')] },
      },
    });
    expect(await profileIds()).toEqual(before);
    expect(await keychainEntries()).toEqual(entriesBefore);
    expect(service.sandbox.state.sessions).toHaveLength(0);
  });

  it('says so next to the address when nothing answers there, and a live service must be https', async () => {
    const nobody = await direct.kiosk.profiles.branches({ ...where(), baseUrl: 'http://127.0.0.1:9' });
    expect(nobody).toMatchObject({
      ok: false,
      error: { code: 'unavailable', fieldErrors: { baseUrl: [expect.stringContaining('Nothing answered')] } },
    });
    const live = await direct.kiosk.profiles.add({ ...setup(), environment: 'live' });
    expect(live).toMatchObject({
      ok: false,
      error: { code: 'invalid-input', fieldErrors: { baseUrl: ['A live service address starts with https://'] } },
    });
    const empty = await direct.kiosk.profiles.add({ ...setup(), apiId: ' ', displayName: '' });
    expect(empty).toMatchObject({
      ok: false,
      error: { fieldErrors: { apiId: ['Enter the API ID'], displayName: ['Enter a name staff will recognise'] } },
    });
  });

  it('adds a profile whose credentials work, keeps its secrets in the keychain only, and uses it', async () => {
    const added = dataOf(
      await direct.kiosk.profiles.add({
        ...setup(),
        accountId: '1001',
        publicKey: service.handout.publicKey,
        privateKey: service.handout.privateKey,
      }),
    );
    expect(added).toEqual({
      id: expect.any(String),
      displayName: 'Priya',
      environment: 'sandbox',
      branch: { accountId: '1001', name: 'Sunrise Solar' },
      // D10: learnt when the profile is first chosen.
      role: 'unknown',
    });
    expect(service.sandbox.state.sessions).toHaveLength(0);

    // The credentials, and the staff PIN chosen at set-up (K11), kept as a hash only.
    // K15: named with the installation id.
    const account = `${await installationIdIn(direct.userDataDir)}.${added.id}`;
    // The test keychain service holds the kiosk's own entries too (its seal key, witnesses, outbox keys).
    const profiles = (await keychainEntries()).filter((entry) => entry.startsWith(account));
    expect(profiles.sort()).toEqual([account, `${account}.staff-pin`].sort());
    expect(await direct.keychain.get(keychainService('sandbox'), `${account}.staff-pin`)).not.toContain('246813');
    expect(await direct.keychain.get(keychainService('sandbox'), account)).toContain(service.handout.privateKey);
    const onDisk = await userDataText();
    for (const secret of [credentials.apiSecret, service.handout.privateKey, service.handout.publicKey])
      expect(onDisk).not.toContain(secret);
    expect(onDisk).toContain(service.baseUrl);

    dataOf(await direct.kiosk.profiles.select({ profileId: added.id, pin: '246813' }));
    dataOf(await direct.kiosk.accounts.list());
    expect(service.sandbox.state.sessions).toHaveLength(1);
  });

  it('lets customer mode use the keys saved with the profile (D23)', async () => {
    const profile = dataOf(await direct.kiosk.profiles.list()).profiles.find((each) => each.displayName === 'Priya');
    dataOf(await direct.kiosk.profiles.select({ profileId: profile?.id ?? '', pin: '246813' }));
    const order = {
      total_purchase_amount: 500001,
      deposit_amount: 0,
      repayment_term: 12,
      product_category: 'Solar Panel Package',
      product_description: '6.6 kW solar',
    };
    const request = dataOf(await direct.kiosk.checkout.start(order));
    expect(request.action).toBe(`${service.baseUrl}/checkout?key=${encodeURIComponent(service.handout.publicKey ?? '')}`);

    // No retyping: the customer's details travel beside the checksummed six, and an empty one is left out (D23).
    const applicant = { first_name: 'Priya', last_name: 'Shah', email: 'priya@example.com', mobile: '' };
    const prefilled = dataOf(await direct.kiosk.checkout.start({ ...order, applicant }));
    expect(prefilled.fields).toMatchObject({ first_name: 'Priya', last_name: 'Shah', email: 'priya@example.com' });
    expect(prefilled.fields).not.toHaveProperty('mobile');
    expect(prefilled.fields['checksum']).toBe(request.fields['checksum']);

    // A return signed with the saved private key is believed; the status is read from that service.
    const application = service.sandbox.state.applications.find((each) => each.account_id === '1001');
    const privateKey = service.handout.privateKey ?? '';
    const timestamp = String(Math.floor(service.sandbox.now() / 1000));
    const token = 't'.repeat(50);
    const query = async (id: string) =>
      new URLSearchParams({
        error_code: '10000',
        transaction_id: id,
        timestamp,
        token,
        signature: await sign(privateKey, timestamp, token),
      }).toString();
    expect(dataOf(await direct.kiosk.checkout.return({ query: await query(application?.id ?? '') }))).toMatchObject({
      result: 'submitted',
      applicationId: application?.id,
    });
    const forged = (await query(application?.id ?? '')).replace(/signature=[^&]+/, 'signature=00');
    expect(dataOf(await direct.kiosk.checkout.return({ query: forged })).result).toBe('unverified');
  });

  it('asks which branch when the credentials sell for several, and takes only one of theirs', async () => {
    // The demo administrator sells for two branches (D28).
    expect(dataOf(await direct.kiosk.profiles.branches(where()))).toEqual({
      branches: [
        { accountId: '1001', name: 'Sunrise Solar' },
        { accountId: '1002', name: 'Sunrise Solar Newcastle' },
      ],
    });
    // K15: a second real profile, so Priya's (a real administrator's, learnt as she was chosen) approves it.
    const priya = dataOf(await direct.kiosk.profiles.list()).profiles.find((each) => each.displayName === 'Priya');
    expect(priya?.role).toBe('ADMINISTRATOR');
    const north = { ...setup(), displayName: 'North', administratorId: priya?.id ?? '', administratorPin: '246813' };
    const unchosen = await direct.kiosk.profiles.add(north);
    expect(unchosen).toMatchObject({
      ok: false,
      error: { code: 'invalid-input', fieldErrors: { accountId: ['Choose the branch this kiosk sells for.'] } },
    });
    const foreign = await direct.kiosk.profiles.add({ ...north, accountId: '1099' });
    expect(foreign).toMatchObject({
      ok: false,
      error: { fieldErrors: { accountId: [expect.stringContaining('cannot sell for that branch')] } },
    });
    const added = dataOf(await direct.kiosk.profiles.add({ ...north, accountId: '1002' }));
    expect(added.branch).toEqual({ accountId: '1002', name: 'Sunrise Solar Newcastle' });
  });

  it('removes a profile with an administrator’s PIN (K11): its keychain entries and its outbox go, and it is signed out when in use', async () => {
    const { profiles } = dataOf(await direct.kiosk.profiles.list());
    const north = profiles.find((each) => each.displayName === 'North');
    const training = profiles.find((each) => each.environment === 'training');
    // Priya's profile is a real administrator's (K11: training's demo administrator may not remove real profiles).
    const priya = profiles.find((each) => each.displayName === 'Priya');
    const administrator = { administratorId: priya?.id ?? '', pin: '246813' };
    // The training profile (the demo ADMINISTRATOR) chooses its PIN as it is switched to.
    dataOf(await direct.kiosk.profiles.select({ profileId: training?.id ?? '', pin: '246813' }));
    // North was set up with its own PIN (K11), so switching to it asks for that one.
    expect(await direct.kiosk.profiles.select({ profileId: north?.id ?? '', pin: '135724' })).toMatchObject({
      ok: false,
      error: { code: 'wrong-pin' },
    });
    dataOf(await direct.kiosk.profiles.select({ profileId: north?.id ?? '', pin: '246813' }));
    dataOf(await direct.kiosk.quotes.list());
    const journal = join(direct.userDataDir, 'outbox', `${north?.id}.journal`);
    expect(await readFile(journal, 'utf8').then(() => true)).toBe(true);

    const remove = { profileId: north?.id ?? '', ...administrator };
    expect(await direct.kiosk.profiles.remove({ ...remove, pin: '999999' })).toMatchObject({ ok: false, error: { code: 'wrong-pin' } });
    // Anyone may choose training's PIN, so its demo administrator removes nothing real (K11).
    expect(await direct.kiosk.profiles.remove({ ...remove, administratorId: training?.id ?? '' })).toMatchObject({
      ok: false,
      error: { code: 'not-allowed' },
    });
    expect(await direct.kiosk.profiles.remove({ ...remove, administratorId: 'nobody' })).toMatchObject({
      ok: false,
      error: { code: 'not-allowed' },
    });
    const left = dataOf(await direct.kiosk.profiles.remove({ profileId: north?.id ?? '', ...administrator })).profiles;
    expect(left.map((each) => each.displayName)).not.toContain('North');
    expect((await keychainEntries()).filter((account) => account.includes(north?.id ?? '-'))).toEqual([]);
    expect(await readdir(join(direct.userDataDir, 'outbox'))).not.toContain(`${north?.id}.journal`);
    expect(dataOf(await direct.kiosk.session.status()).profile).toBeNull();
    expect(await direct.kiosk.profiles.remove({ profileId: training?.id ?? '', ...administrator })).toMatchObject({
      ok: false,
      error: { code: 'not-allowed' },
    });
    expect(await direct.kiosk.profiles.remove({ profileId: 'nobody', ...administrator })).toMatchObject({
      ok: false,
      error: { code: 'not-found' },
    });
  });

  it('is refused while the kiosk is locked for a customer', async () => {
    const training = dataOf(await direct.kiosk.profiles.list()).profiles.find((each) => each.environment === 'training');
    dataOf(await direct.kiosk.profiles.select({ profileId: training?.id ?? '', pin: '246813' }));
    dataOf(await direct.kiosk.session.lock({ pin: '246813' }));
    expect(await direct.kiosk.profiles.add(setup())).toMatchObject({ ok: false, error: { code: 'locked' } });
    expect(await direct.kiosk.profiles.branches(where())).toMatchObject({ ok: false, error: { code: 'locked' } });
    dataOf(await direct.kiosk.session.unlock({ pin: '246813' }));
    expect(direct.logs).toEqual([]);
  });
});

describe('a set-up file’s kiosk options (K9)', () => {
  let direct: DirectKiosk;
  let service: RunningSandbox;
  beforeAll(async () => {
    direct = await startDirectKiosk();
    service = await startSandbox({ port: 0, seed: 'demo' });
  });
  afterAll(async () => {
    await direct.shutdown();
    await service.close();
  });

  it('come with a new laptop’s first profile only; after that, only an administrator’s PIN changes them', async () => {
    const administrator = service.handout.credentials.administrator;
    if (!administrator) throw new Error('the demo seed has an administrator');
    const add = (displayName: string, staffIdleSeconds: number, approval = {}) =>
      direct.kiosk.profiles.add({
        ...approval,
        environment: 'sandbox',
        baseUrl: service.baseUrl,
        ...administrator,
        displayName,
        staffPin: '246813',
        accountId: '1001',
        kioskOptions: { staffIdleSeconds, customerIdleSeconds: 900, kioskMode: true },
      });
    const first = dataOf(await add('First', 300));
    expect(dataOf(await direct.kiosk.kioskOptions.get({}))).toEqual({
      ...defaultKioskOptions,
      staffIdleSeconds: 300,
      customerIdleSeconds: 900,
      kioskMode: true,
    });
    // A file anyone could write: on a laptop already set up, it brings a profile (an administrator approving, K15)
    // but not its options. First's role (D10) is learnt as it is chosen.
    dataOf(await direct.kiosk.profiles.select({ profileId: first.id, pin: '246813' }));
    dataOf(await add('Second', 900, { administratorId: first.id, administratorPin: '246813' }));
    expect(dataOf(await direct.kiosk.kioskOptions.get({})).staffIdleSeconds).toBe(300);
  });
});
