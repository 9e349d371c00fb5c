import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { profilesFileName } from '../../../../main/credentials/profiles';
import { createConsoleLogger } from '../../../../main/core/logger';
import { startTestHost, type TestHost } from './test-host';

// K1: after a full flow over the bridge, no API secret or session token is in any bridge answer, in the logs, or in
// the user-data folder.

const consoleMethods = ['log', 'info', 'warn', 'error', 'debug'] as const;
const refusedSecret = 'refused-secret-0123456789';

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
}

describe('K1 after a full flow over the bridge', () => {
  const printed: string[] = [];
  let host: TestHost;

  beforeAll(async () => {
    for (const method of consoleMethods) {
      vi.spyOn(console, method).mockImplementation((...args: unknown[]) => void printed.push(args.map(String).join(' ')));
    }
    host = await startTestHost({ log: createConsoleLogger() });
    const { kiosk } = host;
    await kiosk.session.status();
    await kiosk.profiles.list();
    await kiosk.accounts.list();
    // Answers lost on the way back: the failures are logged, and the quote is found rather than made twice (K3).
    await loseAnswers('getApplications', 3);
    await loseAnswers('createQuote', 1);
    await kiosk.applications.list();
    const applications = await kiosk.applications.list();
    const first = applications.ok ? applications.data.applications[0] : undefined;
    if (first) await kiosk.applications.get({ id: first.id });
    const quote = await kiosk.quotes.create({
      first_name: 'Ada',
      last_name: 'Lovelace',
      phone: '0412345678',
      email: 'ada@example.com',
      total_purchase_amount: 500000,
      deposit_amount: 50000,
      repayment_term: 24,
      product_category: 'Solar Panel Package',
      product_description: '6.6 kW solar system, installed',
    });
    if (!quote.ok) throw new Error(`quotes:create failed: ${quote.error.message}`);
    await kiosk.quotes.list();
    await kiosk.training.messages({ to: 'ada@example.com' });
    // Lock and unlock: the session is deleted, and the next call makes a new one (K2).
    await kiosk.session.lock({ pin: '246813' });
    await kiosk.calculator.breakdown({ totalPurchaseAmount: 500000, repaymentTerm: 12 });
    await kiosk.session.unlock({ pin: '246813' });
    await kiosk.calculator.repayment({ totalPurchaseAmount: 500000, depositAmount: 0, repaymentTerm: 12, includeFees: true });
    // A refusal and a not-found, whose messages come from the service.
    await kiosk.quotes.resend({ id: 'no-such-quote' });
    await kiosk.calculator.repayment({ totalPurchaseAmount: 5, depositAmount: 0, repaymentTerm: 12, includeFees: true });
    // An administrator sets up a profile, refused once first: the secrets go inward only, and never come back out.
    const sandbox = host.sandboxes[0];
    const administrator = sandbox?.handout.credentials.administrator;
    if (!sandbox || !administrator) throw new Error('the test host has a demo sandbox');
    const where = { environment: 'sandbox' as const, baseUrl: sandbox.baseUrl, ...administrator };
    await kiosk.profiles.add({ ...where, apiSecret: refusedSecret, displayName: 'Refused', staffPin: '246813' });
    const added = await kiosk.profiles.add({
      ...where,
      displayName: 'Set up',
      staffPin: '246813',
      accountId: '1001',
      publicKey: sandbox.handout.publicKey,
      privateKey: sandbox.handout.privateKey,
    });
    if (!added.ok) throw new Error(`profiles:add failed: ${added.error.message}`);
    await kiosk.profiles.list();
    await kiosk.session.signOut();
  });

  afterAll(async () => {
    await host.close();
    vi.restoreAllMocks();
  });

  async function loseAnswers(endpoint: string, count: number): Promise<void> {
    const response = await fetch(`${host.sandboxes[0]?.baseUrl}/sandbox/v1/faults`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ endpoint, count, mode: 'drop' }),
    });
    expect(response.status).toBe(200);
  }

  const secrets = () => {
    const { apiId, apiSecret } = host.sandboxes[0]?.handout.credentials.administrator ?? { apiId: '', apiSecret: '' };
    const { privateKey = '' } = host.sandboxes[0]?.handout ?? {};
    return [apiId, apiSecret, privateKey, refusedSecret, ...host.client.sessionSecrets];
  };

  it('made real sessions to look for (two: before and after the lock)', () => {
    expect(host.client.sessionSecrets.length).toBeGreaterThanOrEqual(4);
    for (const secret of secrets()) expect(secret.length).toBeGreaterThanOrEqual(12);
  });

  it('put none in a bridge answer, nor in the page', async () => {
    const said = [...host.answers, await (await fetch(host.url)).text()].join('\n');
    expect(host.answers.length).toBeGreaterThan(10);
    for (const secret of secrets()) expect(said).not.toContain(secret);
  });

  it('printed none to the console, where the lost answers were logged', () => {
    const text = printed.join('\n');
    expect(text).toMatch(/could not be reached/);
    for (const secret of secrets()) expect(text).not.toContain(secret);
  });

  it('blanks anything token-like that an unexpected error carries into the log', () => {
    const token = host.client.sessionSecrets.at(-1) ?? '';
    createConsoleLogger().error(
      'bridge: could not answer a request',
      new Error(`session ${token} was refused`, { cause: new Error(token) }),
    );
    const logged = printed.at(-1) ?? '';
    expect(logged).toMatch(/^bridge: could not answer a request: Error: session \[redacted\] was refused\n\s+at /);
    expect(logged).toMatch(/caused by Error: \[redacted\]/);
    expect(logged).not.toContain(token);
  });

  it('wrote none to the user-data folder, which holds the profiles', async () => {
    const files = await filesUnder(host.userDataDir);
    expect(files.map((file) => file.slice(host.userDataDir.length + 1))).toContain(profilesFileName);
    for (const file of files) {
      const bytes = await readFile(file, 'latin1');
      for (const secret of secrets()) expect(bytes, file).not.toContain(secret);
    }
  });
});
