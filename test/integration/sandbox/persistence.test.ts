import { cp, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startSandbox } from '../../../sandbox';
import { submitApplication } from '../../../sandbox/lifecycle';
import { loadSaved } from '../../../sandbox/persistence';
import { arrangeApplication, arrangeBranch, fileContent, seedUser } from './fixtures';
import { startTestSandbox, type TestSandbox } from './harness';
import {
  arrangeReceivingBranch,
  minutesAfterFirst,
  startReceiver,
  type Answer,
  type ReceivedCall,
  type Receiver,
} from './webhook-receiver';

// D29 `--data DIR`: the whole state survives a restart, pending decisions and webhook deliveries included (D25).

describe('Persistence with a data folder (D29)', () => {
  const cleanups: Array<() => Promise<void>> = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  async function dataDir(): Promise<string> {
    const dir = await mkdtemp(join(tmpdir(), 'sandbox-data-'));
    cleanups.push(() => rm(dir, { recursive: true, force: true }));
    return dir;
  }

  /** A sandbox on `dir`, closed after the test unless the test closes it first. */
  async function start(dir: string): Promise<TestSandbox> {
    const test = await startTestSandbox({ dataDir: dir });
    let closed = false;
    const close = test.close;
    test.close = async () => {
      if (closed) return;
      closed = true;
      await close();
    };
    cleanups.push(() => test.close());
    return test;
  }

  async function receiving(answer: (call: ReceivedCall, index: number) => Answer): Promise<Receiver> {
    const receiver = await startReceiver(answer);
    cleanups.push(() => receiver.close());
    return receiver;
  }

  const advance = async (test: TestSandbox, seconds: number) => {
    expect((await test.request('POST', '/sandbox/v1/clock/advance', { body: { seconds } })).http).toBe(200);
  };

  it('D25: a restart in the middle of a delivery schedule loses no attempt, and the schedule completes', async () => {
    const dir = await dataDir();
    const receiver = await receiving(() => 500);
    const first = await start(dir);
    const { accountId } = arrangeReceivingBranch(first.sandbox, receiver.url);
    const application = arrangeApplication(first.sandbox, { account_id: accountId, status: 'QUOTE' });
    await first.request('POST', `/sandbox/v1/applications/${application.id}/status`, { body: { status: 'DECLINED' } });
    await first.sandbox.clock.idle();
    await advance(first, 10 * 60);
    await advance(first, 10 * 60);
    expect(receiver.calls).toHaveLength(3);
    await first.close();

    const second = await start(dir);
    const [delivery] = (await second.request('GET', `/sandbox/v1/webhook-deliveries?applicationId=${application.id}`)).body.deliveries;
    expect(delivery).toMatchObject({ outcome: 'pending', attempts: [{ http: 500 }, { http: 500 }, { http: 500 }] });
    expect(Date.parse(delivery.nextAttempt) - Date.parse(delivery.attempts[2].time)).toBe(15 * 60_000);
    await advance(second, 9 * 3600);
    expect(minutesAfterFirst(receiver.calls)).toEqual([0, 10, 20, 35, 65, 125, 245, 485]);
    expect(new Set(receiver.calls.map((call) => call.headers['x-event-id'])).size).toBe(1);
  });

  it('D15: a decision still to come survives a restart', async () => {
    const dir = await dataDir();
    const first = await start(dir);
    const application = arrangeApplication(first.sandbox, {
      account_id: arrangeBranch(first.sandbox, seedUser(first.sandbox)),
      status: 'QUOTE',
      total_purchase_amount: 500_002,
      deposit_amount: 0,
    });
    submitApplication(first.sandbox, application);
    await first.close();

    const second = await start(dir);
    const read = async () => (await second.asAdmin('GET', `/rest/vendor/v1/applications/${application.id}`)).body.application.status;
    expect(await read()).toBe('C.APPROV');
    await advance(second, second.sandbox.config.decisionDelayMs / 1000);
    expect(await read()).toBe('DECLINED');
  });

  it('D29: the seed runs only on a first start; later starts hand out the same credentials, kept owner-only', async () => {
    const dir = await dataDir();
    const first = await start(dir);
    const accounts = first.sandbox.state.accounts.length;
    const application = arrangeApplication(first.sandbox, { account_id: first.accountId });
    await first.close();

    const second = await start(dir);
    expect(second.handout).toEqual(first.handout);
    expect(second.sandbox.state.accounts).toHaveLength(accounts);
    expect(second.sandbox.state.applications.map((a) => a.id)).toContain(application.id);
    const session = await second.login(second.handout.credentials.administrator);
    expect((await second.request('GET', '/rest/vendor/v1/accounts', { session })).http).toBe(200);

    expect(JSON.parse(await readFile(join(dir, 'handout.json'), 'utf8'))).toEqual(first.handout);
    for (const file of ['handout.json', 'state.json']) expect((await stat(join(dir, file))).mode & 0o777).toBe(0o600);
    // D11: secrets stay hashed in the state.
    expect(await readFile(join(dir, 'state.json'), 'utf8')).not.toContain(first.handout.credentials.administrator.apiSecret);
  });

  it('D29: a reset hands out, and keeps, the new seed credentials', async () => {
    const dir = await dataDir();
    const first = await start(dir);
    const reset = await first.request('POST', '/sandbox/v1/reset', { body: {} });
    expect(reset.body.handout).not.toEqual(first.handout);
    await first.close();

    const second = await start(dir);
    expect(second.handout).toEqual(reset.body.handout);
    await second.login(second.handout.credentials.administrator);
  });

  it('D30 saves a change made outside any request soon, without waiting for close (crash safety)', async () => {
    const dir = await dataDir();
    const test = await start(dir);
    const application = arrangeApplication(test.sandbox, { account_id: test.accountId });
    const saved = async () => (await loadSaved(dir))?.state.applications.some((candidate) => candidate.id === application.id);
    await expect.poll(saved, { timeout: 2_000 }).toBe(true);
    // D30: a snapshot, the journal that continues it, and the handout; nothing else.
    expect((await readdir(dir)).sort()).toEqual(['handout.json', expect.stringMatching(/^journal-\d+\.ndjson$/), 'state.json']);
  });

  it('D25: an attempt a crash interrupted is made again after the restart, with the same event id', async () => {
    const dir = await dataDir();
    const crashed = await dataDir();
    const receiver = await receiving((_call, index) => (index === 0 ? 'hang' : 200));
    const test = await start(dir);
    const { accountId } = arrangeReceivingBranch(test.sandbox, receiver.url);
    const application = arrangeApplication(test.sandbox, { account_id: accountId, status: 'QUOTE' });
    await test.request('POST', `/sandbox/v1/applications/${application.id}/status`, { body: { status: 'APPROVED' } });
    // While the receiver keeps the attempt waiting, the saved state has the event pending and no attempt to come.
    await expect.poll(() => receiver.calls.length).toBe(1);
    await expect
      .poll(async () => (await loadSaved(dir))?.state.deliveries.map((delivery) => delivery.outcome), { timeout: 2_000 })
      .toEqual(['pending']);
    await cp(dir, crashed, { recursive: true });

    const restarted = await start(crashed);
    await advance(restarted, 0);
    expect(receiver.calls.map((call) => call.headers['x-event-id'])).toEqual(Array(2).fill(receiver.calls[0]?.headers['x-event-id']));
    const [delivery] = (await restarted.request('GET', '/sandbox/v1/webhook-deliveries')).body.deliveries;
    expect(delivery).toMatchObject({ applicationId: application.id, outcome: 'delivered', attempts: [{ http: 200 }] });
    await receiver.close(); // ends the first sandbox's waiting attempt
  });

  it('D30 a document is a file of its own, named by its hash, outside the state; read back after a restart', async () => {
    const dir = await dataDir();
    const first = await start(dir);
    const application = arrangeApplication(first.sandbox, { account_id: first.accountId });
    const filecontent = fileContent('pdf', 200_000);
    const upload = await first.asAdmin('POST', `/rest/vendor/v1/application/${application.id}/document`, {
      body: { invoice_type: 'INVOICE', filename: 'invoice.pdf', filecontent },
    });
    expect(upload.http).toBe(200);
    const bytes = Buffer.from(filecontent, 'base64');
    const [document] = first.sandbox.store.applications.get(application.id)?.documents ?? [];
    expect(document?.bytes).toBe(bytes.length);
    // On disk before the answer (D30), as a file of its own; neither the snapshot nor the journal holds its bytes.
    expect(await readFile(join(dir, 'documents', document?.sha256 ?? ''))).toEqual(bytes);
    for (const file of await readdir(dir)) {
      if (file.endsWith('.json') || file.endsWith('.ndjson')) expect((await stat(join(dir, file))).size).toBeLessThan(bytes.length);
    }
    await first.close();

    const second = await start(dir);
    expect(await second.sandbox.store.documents.read(document?.sha256 ?? '')).toEqual(bytes);
  });

  it('D30 in memory nothing is tracked: no answer ever waits for a disk', async () => {
    const test = await startTestSandbox();
    cleanups.push(() => test.close());
    arrangeApplication(test.sandbox, { account_id: test.accountId });
    expect(test.sandbox.store.behind).toBe(false);
  });

  it('refuses a corrupt state file with a clear error, and leaves it as it was', async () => {
    const dir = await dataDir();
    await (await start(dir)).close();
    const file = join(dir, 'state.json');

    await writeFile(file, '{"version": 1, "nextId": ');
    await expect(startSandbox({ dataDir: dir })).rejects.toThrow(/state\.json is not valid JSON .*move .* away/);
    expect(await readFile(file, 'utf8')).toBe('{"version": 1, "nextId": ');

    const saved = JSON.parse(await readFile(join(dir, 'handout.json'), 'utf8'));
    expect(saved.credentials.administrator.apiId).toEqual(expect.any(String));
    await writeFile(file, JSON.stringify({ version: 2, nextId: 'seven' }));
    await expect(startSandbox({ dataDir: dir })).rejects.toThrow(/state\.json is not a saved sandbox \(version: .*nextId: /);

    await rm(join(dir, 'handout.json'));
    await expect(startSandbox({ dataDir: dir })).rejects.toThrow(/handout\.json is missing/);
  });
});
