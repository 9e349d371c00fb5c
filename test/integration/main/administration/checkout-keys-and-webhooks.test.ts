import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keychainService } from '../../../../main/credentials/keychain-service';
import { dataOf } from '../ipc/direct-kiosk';
import { installationIdIn } from '../outbox/drill-fixture';
import { staffPin, startAdminKiosk, type AdminKiosk } from './admin-kiosk';

// D23, D24, K9: customer mode set up from the kiosk with its own keys, kept in the keychain (the private key never
// crosses, K1); in training the kept keys come before the demo ones. Webhooks and branches beside them.

const order = {
  total_purchase_amount: 500001,
  deposit_amount: 0,
  repayment_term: 12,
  product_category: 'Solar Panel Package',
  product_description: '6.6 kW solar',
};

describe('checkout keys, webhooks and branches', () => {
  let admin: AdminKiosk;
  let trainingProfile: string;
  beforeAll(async () => {
    admin = await startAdminKiosk();
    trainingProfile = dataOf(await admin.kiosk.session.status()).profile?.id ?? '';
  });
  afterAll(() => admin.shutdown());

  const storedKeys = async () =>
    JSON.parse(
      (await admin.keychain.get(keychainService('training'), `${await installationIdIn(admin.userDataDir)}.${trainingProfile}`)) ?? '{}',
    ) as {
      publicKey?: string;
      privateKey?: string;
    };

  it('lists the branch’s keys, the private one masked, marking the demo keys customer mode uses', async () => {
    const { keys } = dataOf(admin.seen(await admin.kiosk.checkoutKeys.list()));
    const demo = admin.training().handout;
    expect(keys.find((key) => key.type === 'PUBLIC' && key.key === demo.publicKey)?.usedByThisKiosk).toBe(true);
    const privateKey = keys.find((key) => key.type === 'PRIVATE');
    expect(privateKey?.key).toBe(`••••${demo.privateKey?.slice(-4)}`);
    expect(privateKey?.usedByThisKiosk).toBe(true);
  });

  it('sets up customer mode: a public key naming the kiosk and a private key, kept in the keychain and used by checkout', async () => {
    const setUp = dataOf(admin.seen(await admin.kiosk.checkoutKeys.setUpCustomerMode({ pin: staffPin })));
    expect(setUp.privateKeyStoredIn).toBe('the OS keychain');
    expect(setUp.replacedPrivateKey).toBe(true);
    const kept = await storedKeys();
    const publicKey = setUp.keys.find((key) => key.type === 'PUBLIC' && key.key === kept.publicKey);
    expect(publicKey).toMatchObject({
      usedByThisKiosk: true,
      referrer_urls: ['app://kiosk', 'http://127.0.0.1:4310', 'http://localhost:4310'],
      redirect_urls: ['http://127.0.0.1:4310/checkout/return', 'http://localhost:4310/checkout/return'],
    });
    // D24: the branch's one private key is the new one, and the kiosk holds it whole; the answer only its last four.
    const servicePrivate = admin.training().sandbox.state.apiKeys.find((key) => key.type === 'PRIVATE' && key.account_id === '1001');
    expect(kept.privateKey).toBe(servicePrivate?.key);
    expect(setUp.keys.filter((key) => key.type === 'PRIVATE')).toEqual([
      expect.objectContaining({ key: `••••${kept.privateKey?.slice(-4)}`, usedByThisKiosk: true }),
    ]);

    // Customer mode now starts checkout with the new public key, and the service takes it from both hosts' pages.
    const request = dataOf(admin.seen(await admin.kiosk.checkout.start(order)));
    expect(request.action).toBe(`${admin.training().baseUrl}/checkout?key=${encodeURIComponent(kept.publicKey ?? '')}`);
    for (const origin of ['app://kiosk', 'http://127.0.0.1:4310']) {
      const posted = await fetch(request.action, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin },
        body: new URLSearchParams(request.fields).toString(),
        redirect: 'manual',
      });
      expect({ origin, status: posted.status }).toEqual({ origin, status: 303 });
      expect(posted.headers.get('location') ?? '').not.toContain('error_code');
    }

    // K1: the private key is in the keychain only.
    const secret = kept.privateKey ?? '';
    expect(JSON.stringify(admin.answers)).not.toContain(secret);
    expect(admin.logs.join('\n')).not.toContain(secret);
    const names = await readdir(admin.userDataDir, { recursive: true });
    for (const name of names) expect(await readFile(join(admin.userDataDir, name), 'utf8').catch(() => '')).not.toContain(secret);
  });

  it('follows the new private key in status tracking: training’s webhooks still verify (D25, D26)', async () => {
    // The receiver is registered again, verifying with the kept private key.
    await expect.poll(async () => dataOf(await admin.kiosk.webhooks.list()).webhooks.some((webhook) => webhook.isThisKiosk)).toBe(true);
    const control = `${admin.training().baseUrl}/sandbox/v1`;
    const application = admin
      .training()
      .sandbox.state.applications.find((each) => each.account_id === '1001' && each.status === 'APPROVED');
    if (!application) throw new Error('the demo branch has an approved application');
    const changed = await fetch(`${control}/applications/${application.id}/status`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ status: 'PAID' }),
    });
    expect(changed.status).toBe(200);
    const receiver = dataOf(await admin.kiosk.webhooks.list()).kioskReceiverUrl;
    await expect
      .poll(async () => {
        const answer = (await (await fetch(`${control}/webhook-deliveries?applicationId=${application.id}`)).json()) as {
          deliveries: { url: string; attempts: { http?: number }[] }[];
        };
        return answer.deliveries
          .filter((delivery) => delivery.url === receiver)
          .flatMap((delivery) => delivery.attempts.map((attempt) => attempt.http));
      })
      .toContain(200);
  });

  it('deletes a key; deleting the one customer mode uses turns customer mode off until set up again', async () => {
    const kept = await storedKeys();
    const before = dataOf(await admin.kiosk.checkoutKeys.list()).keys;
    const ours = before.find((key) => key.type === 'PUBLIC' && key.key === kept.publicKey);
    const after = dataOf(admin.seen(await admin.kiosk.checkoutKeys.delete({ pin: staffPin, id: ours?.id ?? '' }))).keys;
    expect(after.map((key) => key.id)).not.toContain(ours?.id);
    expect((await storedKeys()).publicKey).toBeUndefined();
    expect(await admin.kiosk.checkoutKeys.delete({ pin: staffPin, id: ours?.id ?? '' })).toMatchObject({
      ok: false,
      error: { code: 'not-found' },
    });
  });

  it('adds and deletes webhooks: in training only the kiosk’s own receiver', async () => {
    const listed = dataOf(admin.seen(await admin.kiosk.webhooks.list()));
    const ours = listed.webhooks.find((webhook) => webhook.isThisKiosk);
    expect(ours?.url).toBe(listed.kioskReceiverUrl);
    expect(await admin.kiosk.webhooks.add({ pin: staffPin, url: 'https://shop.example/hooks' })).toMatchObject({
      ok: false,
      error: { code: 'invalid-input', fieldErrors: { url: [expect.stringContaining('own receiver')] } },
    });
    const deleted = dataOf(admin.seen(await admin.kiosk.webhooks.delete({ pin: staffPin, id: ours?.id ?? '' })));
    expect(deleted.webhooks.some((webhook) => webhook.isThisKiosk)).toBe(false);
    const added = dataOf(admin.seen(await admin.kiosk.webhooks.add({ pin: staffPin })));
    expect(added.webhooks.filter((webhook) => webhook.isThisKiosk)).toHaveLength(1);
  });

  it('adds an https webhook for a sandbox profile, and deletes it', async () => {
    const sandbox = admin.training();
    // The demo administrator again, as a sandbox profile on the training sandbox's address.
    const profile = dataOf(
      await admin.kiosk.profiles.add({
        environment: 'sandbox',
        baseUrl: sandbox.baseUrl,
        ...sandbox.handout.credentials.administrator,
        displayName: 'Back office',
        staffPin: '246813',
        accountId: '1001',
      }),
    );
    dataOf(await admin.kiosk.profiles.select({ profileId: profile.id, pin: '246813' }));
    dataOf(await admin.kiosk.session.lock({ pin: staffPin }));
    dataOf(await admin.kiosk.session.unlock({ pin: staffPin }));
    expect(await admin.kiosk.webhooks.add({ pin: staffPin })).toMatchObject({
      ok: false,
      error: { fieldErrors: { url: [expect.any(String)] } },
    });
    const added = dataOf(await admin.kiosk.webhooks.add({ pin: staffPin, url: 'https://shop.example/hooks' }));
    const hook = added.webhooks.find((webhook) => webhook.url === 'https://shop.example/hooks');
    expect(hook).toMatchObject({ isThisKiosk: false });
    expect(added.kioskReceiverUrl).toBeUndefined();
    const left = dataOf(await admin.kiosk.webhooks.delete({ pin: staffPin, id: hook?.id ?? '' }));
    expect(left.webhooks.map((webhook) => webhook.id)).not.toContain(hook?.id);
    dataOf(await admin.kiosk.profiles.select({ profileId: trainingProfile, pin: '246813' }));
  });

  it('lists the branches, switches to another, keeps it in the profile, and switches back', async () => {
    expect(dataOf(await admin.kiosk.branches.list())).toEqual({
      branches: [
        { accountId: '1001', name: 'Sunrise Solar' },
        { accountId: '1002', name: 'Sunrise Solar Newcastle' },
      ],
      inUse: '1001',
    });
    expect(await admin.kiosk.branches.switch({ pin: staffPin, accountId: '9999' })).toMatchObject({
      ok: false,
      error: { code: 'invalid-input', fieldErrors: { accountId: [expect.any(String)] } },
    });
    const switched = dataOf(await admin.kiosk.branches.switch({ pin: staffPin, accountId: '1002' }));
    expect(switched.inUse).toBe('1002');
    expect(dataOf(await admin.kiosk.session.status()).profile?.branch).toEqual({ accountId: '1002', name: 'Sunrise Solar Newcastle' });
    expect(dataOf(await admin.kiosk.profiles.list()).profiles.find((each) => each.id === trainingProfile)?.branch.accountId).toBe('1002');
    // The lists are the new branch's now.
    const { applications } = dataOf(await admin.kiosk.applications.list());
    expect(applications.length).toBeGreaterThan(0);
    expect(applications.every((application) => application.account_id === '1002')).toBe(true);
    expect(dataOf(await admin.kiosk.branches.switch({ pin: staffPin, accountId: '1001' })).inUse).toBe('1001');
  });
});
