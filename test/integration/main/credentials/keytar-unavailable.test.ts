import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KeytarStore } from '../../../../main/credentials/keytar-store';
import { connectServiceClient } from '../../../../main/vendor/service-client';
import { startTestHost, type TestHost } from '../browser-host/test-host';

// `npm install && npm start` on a machine with Node alone: keytar's build needs libsecret-1-dev, so npm leaves the
// optional package out (or its native part does not load). The browser host still starts, in training with its keys
// in memory, says once how to get the keychain, and refuses in plain words to set up a profile for a real service.

const failures = {
  'keytar is not installed': Object.assign(new Error("Cannot find package 'keytar' imported from /app/main/credentials/keytar-store.ts"), {
    code: 'ERR_MODULE_NOT_FOUND',
  }),
  'keytar’s native part does not load': new Error('libsecret-1.so.0: cannot open shared object file: No such file or directory'),
};

describe.each(Object.entries(failures))('the kiosk when %s', (_, failure) => {
  let host: TestHost;
  /** The service addresses the kiosk connected to. */
  const connected: string[] = [];
  beforeAll(async () => {
    host = await startTestHost({
      keychain: new KeytarStore(() => Promise.reject(failure)),
      connectVendor: (connection) => {
        connected.push(connection.baseUrl);
        return connectServiceClient(connection);
      },
    });
  });
  afterAll(() => host.close());

  it('starts in training, and says in one line why there is no keychain and how to get it', async () => {
    const status = await host.kiosk.session.status();
    expect(status).toMatchObject({
      ok: true,
      data: {
        profile: { environment: 'training' },
        locked: false,
        keychain: { available: false, reason: expect.stringMatching(/^This computer’s password store is not available/) },
      },
    });
    const lines = host.logs.filter((line) => /keychain|keytar/i.test(line));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(
      /^No OS keychain, so training keeps its keys in memory .*To use the keychain: sudo apt-get install libsecret-1-dev gnome-keyring && npm (install|rebuild keytar)$/,
    );
    expect(lines[0]).not.toContain('\n');
  });

  it('works in training: the sandbox answers with training’s credentials, held in memory only', async () => {
    const answer = await host.kiosk.calculator.repayment({
      totalPurchaseAmount: 500000,
      depositAmount: 0,
      repaymentTerm: 12,
      includeFees: true,
    });
    expect(answer).toEqual({ ok: true, data: { repaymentAmount: 19980, instalments: 26 } });
    const { apiSecret } = host.sandboxes[0]?.handout.credentials.administrator ?? { apiSecret: '?' };
    const names = await readdir(host.userDataDir, { recursive: true });
    for (const name of names) expect(await readFile(join(host.userDataDir, name), 'utf8').catch(() => '')).not.toContain(apiSecret);
  });

  it('refuses to set up a profile for a real service, in plain words, before asking the service anything', async () => {
    const input = { environment: 'sandbox' as const, baseUrl: 'https://sandbox.example.com', apiId: 'api_branch', apiSecret: 'secret' };
    for (const answer of [
      await host.kiosk.profiles.branches(input),
      await host.kiosk.profiles.add({ ...input, displayName: 'Priya', staffPin: '246813' }),
    ]) {
      expect(answer).toMatchObject({
        ok: false,
        error: {
          code: 'unavailable',
          message: expect.stringMatching(
            /^This computer’s password store is not available, so profiles for the real service cannot be saved\./,
          ),
        },
      });
    }
    expect(connected).not.toContain(input.baseUrl);
    const profiles = await host.kiosk.profiles.list();
    expect(profiles.ok && profiles.data.profiles.map((profile) => profile.environment)).toEqual(['training']);
  });
});
