import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keychainService } from '../../../../main/credentials/keychain-service';
import { dataOf } from '../ipc/direct-kiosk';
import { newUser, staffPin, startAdminKiosk, type AdminKiosk } from './admin-kiosk';

// Administration's writes when an answer is lost on the way back (D27's `drop`): nothing sent twice,
// nothing the kiosk holds lost, and the screen told what is true.

describe('administration when an answer is lost', () => {
  let admin: AdminKiosk;
  let trainingProfile: string;
  beforeAll(async () => {
    admin = await startAdminKiosk();
    trainingProfile = dataOf(await admin.kiosk.session.status()).profile?.id ?? '';
  });
  afterAll(() => admin.shutdown());

  async function loseNextAnswer(endpoint: string): Promise<void> {
    const response = await fetch(`${admin.training().baseUrl}/sandbox/v1/faults`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ endpoint, count: 1, mode: 'drop' }),
    });
    expect(response.status).toBe(200);
  }

  it('a user whose answer was lost is looked for and found (K3), made once: trying again is refused', async () => {
    const details = newUser();
    await loseNextAnswer('createUser');
    const lost = await admin.kiosk.users.create({ pin: staffPin, ...details });
    expect(lost).toMatchObject({ ok: true, data: { email: details.email } });
    const again = await admin.kiosk.users.create({ pin: staffPin, ...details });
    expect(again).toMatchObject({ ok: false, error: { fieldErrors: { email: [expect.any(String)] } } });
    const found = dataOf(await admin.kiosk.users.list({ search: details.email })).users;
    expect(found.map((user) => user.email)).toEqual([details.email]);
  });

  it('renewed credentials whose answer was lost leave the profile on the pair it had, still working', async () => {
    const before = await admin.keychain.get(keychainService('training'), trainingProfile);
    await loseNextAnswer('generateUserApiCredentials');
    const lost = await admin.kiosk.credentials.renew({ pin: staffPin, userId: admin.administratorId() });
    expect(lost).toMatchObject({ ok: false, error: { code: 'outcome-unknown' } });
    expect(await admin.keychain.get(keychainService('training'), trainingProfile)).toBe(before);
    expect(dataOf(await admin.kiosk.users.list()).users.length).toBeGreaterThan(0);
  });
});
