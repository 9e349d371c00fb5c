import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profilesFileName } from '../../../../main/credentials/profiles';
import type { SecureStore } from '../../../../main/credentials/secure-store';
import { startTestHost, type TestHost } from '../browser-host/test-host';

// Training mode end to end in Node: the browser host starts, embeds the sandbox, makes the training profile on first
// start and keeps its demo credentials in memory, because this machine has no OS keychain (K1: training only).

const noKeychain: SecureStore = {
  get: () => Promise.reject(new Error('Cannot autolaunch D-Bus without X11 $DISPLAY')),
  set: () => Promise.reject(new Error('Cannot autolaunch D-Bus without X11 $DISPLAY')),
  delete: () => Promise.reject(new Error('Cannot autolaunch D-Bus without X11 $DISPLAY')),
  list: () => Promise.reject(new Error('Cannot autolaunch D-Bus without X11 $DISPLAY')),
};

/** D19's worked example: $5,000.00, no deposit, 12 months, establishment fee on. */
const workedExample = { totalPurchaseAmount: 500000, depositAmount: 0, repaymentTerm: 12, includeFees: true };

describe('training mode, first start on a machine without a keychain', () => {
  let userDataDir: string;
  let host: TestHost;
  beforeAll(async () => {
    userDataDir = await mkdtemp(join(tmpdir(), 'training-'));
    host = await startTestHost({ keychain: noKeychain, userDataDir });
  });
  afterAll(async () => {
    await host.close();
    await rm(userDataDir, { recursive: true, force: true });
  });

  it('embeds the sandbox on loopback and signs in with a new training profile', async () => {
    expect(host.sandboxes).toHaveLength(1);
    expect(new URL(host.sandboxes[0]?.baseUrl ?? '').hostname).toBe('127.0.0.1');
    const status = await host.kiosk.session.status();
    expect(status).toEqual({
      ok: true,
      data: {
        profile: {
          id: expect.any(String),
          displayName: 'Training',
          environment: 'training',
          branch: { accountId: expect.any(String), name: 'Sunrise Solar' },
          role: expect.stringMatching(/^(ADMINISTRATOR|unknown)$/),
        },
        locked: false,
        staffPinChosen: false,
        staffPinMustChange: false,
        // Plain words for staff; the technical cause (D-Bus) is in the log only.
        keychain: { available: false, reason: expect.stringMatching(/^This computer’s password store is not available/) },
      },
    });
    const profiles = await host.kiosk.profiles.list();
    expect(profiles.ok && profiles.data.profiles.map((profile) => profile.environment)).toEqual(['training']);
  });

  it('answers calculator:repayment over the bridge with the D19 figure', async () => {
    expect(await host.kiosk.calculator.repayment(workedExample)).toEqual({ ok: true, data: { repaymentAmount: 19980, instalments: 26 } });
  });

  it('shows the messages the practice service sent, and moves its clock', async () => {
    expect(await host.kiosk.secureCode.send({ mobile: '0499111222' })).toMatchObject({ ok: true, data: { token: expect.any(String) } });
    const messages = await host.kiosk.training.messages({ to: '0499111222' });
    expect(messages.ok && messages.data.messages).toEqual([
      expect.objectContaining({ channel: 'sms', to: '0499111222', code: expect.stringMatching(/^\d{6}$/) }),
    ]);
    const before = await host.kiosk.training.clock();
    const after = await host.kiosk.training.advance({ seconds: 3600 });
    if (!before.ok || !after.ok) throw new Error('the clock did not answer');
    expect(Date.parse(after.data.now) - Date.parse(before.data.now)).toBeGreaterThanOrEqual(3600_000);
  });

  it('keeps only the profile on disk, never the credentials (K1)', async () => {
    const text = await readFile(join(userDataDir, profilesFileName), 'utf8');
    const { apiId, apiSecret } = host.sandboxes[0]?.handout.credentials.administrator ?? { apiId: '?', apiSecret: '?' };
    expect(text).toContain('"kind": "training"');
    expect(text).not.toContain(apiId);
    expect(text).not.toContain(apiSecret);
  });

  it('on the next start, uses the same training profile with the new sandbox’s credentials', async () => {
    const first = await host.kiosk.session.status();
    const firstSecret = host.sandboxes[0]?.handout.credentials.administrator.apiSecret;
    await host.close();
    host = await startTestHost({ keychain: noKeychain, userDataDir });
    const again = await host.kiosk.session.status();
    expect(again.ok && again.data.profile?.id).toBe(first.ok && first.data.profile?.id);
    const profiles = await host.kiosk.profiles.list();
    expect(profiles.ok && profiles.data.profiles).toHaveLength(1);
    expect(host.sandboxes[0]?.handout.credentials.administrator.apiSecret).not.toBe(firstSecret);
    expect(await host.kiosk.calculator.repayment(workedExample)).toEqual({ ok: true, data: { repaymentAmount: 19980, instalments: 26 } });
  });
});
