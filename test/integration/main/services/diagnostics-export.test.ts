import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFileLogger, type FileLogger } from '../../../../main/core/logger';
import { deviceKeychainService, keychainService } from '../../../../main/credentials/keychain-service';
import { diagnosticsReport, type DiagnosticsReport } from '../../../../main/services/diagnostics/diagnostics-report';
import { dataOf, startDirectKiosk, type DirectKiosk } from '../ipc/direct-kiosk';

// K12, K9: Administration's diagnostics file, exported after a sales flow against the real sandbox (a quote and a
// call-back sent, then a quote queued while the service is stopped, and a team member's quote in their own outbox),
// with main's own file logger. The file says which version and counts each outbox by state, and holds none of the
// customer's details, no staff PIN, no API key or secret and no session key or token. Only an administrator, with
// the staff PIN again, may export it.

const customer = {
  first_name: 'Philippa',
  last_name: 'Quarrington',
  phone: '0487 654 321',
  email: 'philippa.quarrington@example.net',
  total_purchase_amount: 1_450_000,
  deposit_amount: 150_000,
  repayment_term: 36,
  product_category: 'Solar Panel and Battery Combo',
  product_description: '10 kW system for the Quarrington house',
};
const administratorPin = '97531864';
const teamMemberPin = '86420135';
const wrongPin = '13572468';
const packageVersion = (JSON.parse(readFileSync(new URL('../../../../package.json', import.meta.url), 'utf8')) as { version: string })
  .version;

describe('the diagnostics export (K12, K9)', () => {
  let direct: DirectKiosk;
  let log: FileLogger;
  let teamMemberId: string;
  let trainingId: string;
  /** What the kiosk's own keychain holds, and the sandbox's session keys and token hashes: gone with the shutdown. */
  let keychainValues: string[];
  let sessionKeys: string[];
  let sessionTokenHashes: Set<string>;
  let exported: { fileName: string; text: string };
  let refusals: { teamMember: unknown; wrongPin: unknown };

  beforeAll(async () => {
    const userDataDir = await mkdtemp(join(tmpdir(), 'diagnostics-'));
    log = createFileLogger({ folder: join(userDataDir, 'logs'), console: false });
    direct = await startDirectKiosk({ log, userDataDir });
    const { kiosk } = direct;
    // The training profile is the demo ADMINISTRATOR; its first lock chooses its staff PIN (K6).
    trainingId = dataOf(await kiosk.session.status()).profile?.id ?? '';
    dataOf(await kiosk.profiles.select({ profileId: trainingId, pin: administratorPin }));
    dataOf(await kiosk.session.lock({ pin: administratorPin }));
    dataOf(await kiosk.session.unlock({ pin: administratorPin }));
    const sandbox = direct.training();
    const teamMember = sandbox.handout.credentials.teamMember;
    if (!teamMember) throw new Error('the demo seed hands out a team member (D28)');
    teamMemberId = dataOf(
      await kiosk.profiles.add({
        environment: 'sandbox',
        baseUrl: sandbox.baseUrl,
        ...teamMember,
        displayName: 'Team member',
        staffPin: teamMemberPin,
        accountId: '1001',
      }),
    ).id;

    // The team member quotes, and may not export diagnostics: refused for the role, whatever the PIN (K9).
    expect(dataOf(await kiosk.profiles.select({ profileId: teamMemberId, pin: teamMemberPin })).profile?.role).toBe('TEAM MEMBER');
    expect(dataOf(await kiosk.quotes.create({ ...customer, total_purchase_amount: 1_470_000 })).state).toBe('sent');
    const teamMemberTry = await kiosk.diagnostics.export({ pin: teamMemberPin });
    dataOf(await kiosk.profiles.select({ profileId: trainingId, pin: administratorPin }));

    // The administrator's sale: a quote and a call-back sent; then the service stops, and a quote waits (K8).
    expect(dataOf(await kiosk.quotes.create(customer)).state).toBe('sent');
    expect(dataOf(await kiosk.callouts.create(customer)).state).toBe('sent');
    sessionKeys = sandbox.sandbox.state.sessions.map((session) => session.key);
    sessionTokenHashes = new Set(sandbox.sandbox.state.sessions.map((session) => session.tokenHash));
    await sandbox.close();
    expect(dataOf(await kiosk.quotes.create({ ...customer, total_purchase_amount: 1_460_000 })).state).toBe('queued');

    const wrongPinTry = await kiosk.diagnostics.export({ pin: wrongPin });
    exported = dataOf(await kiosk.diagnostics.export({ pin: administratorPin }));
    refusals = { teamMember: teamMemberTry, wrongPin: wrongPinTry };
    keychainValues = await keychainStrings(direct);
  });

  afterAll(async () => {
    await direct.shutdown();
    log.close();
  });

  const report = (): DiagnosticsReport => diagnosticsReport.parse(JSON.parse(exported.text));

  it('refuses a TEAM MEMBER and a wrong PIN, in plain words', () => {
    expect(refusals.teamMember).toEqual({
      ok: false,
      error: { code: 'not-allowed', message: 'Only an administrator’s profile can do this. Ask a branch administrator.' },
    });
    expect(refusals.wrongPin).toMatchObject({
      ok: false,
      error: { code: 'wrong-pin', message: expect.stringContaining('not your staff PIN') },
    });
  });

  it('is one JSON file named for the kiosk and the minute, saying which version runs where', () => {
    expect(exported.fileName).toMatch(/^finance-kiosk-diagnostics-\d{4}-\d{2}-\d{2}T\d{4}\.json$/);
    const { app, runtime, os, fuses, keychain, updates } = report();
    expect(app).toEqual({ name: 'Finance Kiosk', version: packageVersion });
    expect(runtime).toMatchObject({
      host: 'browser',
      electron: null,
      chromium: null,
      node: process.versions.node,
      v8: process.versions.v8,
    });
    expect(runtime.note).toMatch(/no Electron/);
    expect(os).toMatchObject({ platform: process.platform, arch: process.arch });
    expect(os.totalMemoryBytes).toBeGreaterThan(0);
    expect(fuses).toEqual({ read: false, reason: expect.stringMatching(/^Not packaged: fuses are set when the installer is built/) });
    expect(keychain).toEqual({ available: true, backend: expect.stringMatching(/^in memory/) });
    expect(updates.currentVersion).toBe(packageVersion);
  });

  it('holds the options, the profiles with their roles, and each outbox counted by state and kind', async () => {
    const { kioskOptions, profiles } = report();
    // Issue 38 item 7: the branch's details for printed quotes only named as set or not.
    const { branch: _branch, ...options } = dataOf(await direct.kiosk.kioskOptions.get());
    expect(kioskOptions).toEqual({ ...options, branchDetailsSet: [] });
    const training = profiles.find((profile) => profile.id === trainingId);
    const teamMember = profiles.find((profile) => profile.id === teamMemberId);
    expect(training).toMatchObject({
      environment: 'training',
      role: 'ADMINISTRATOR',
      inUse: true,
      outbox: {
        byState: { pending: 0, queued: 1, sent: 2, unconfirmed: 0, failed: 0 },
        byKind: { quote: { sent: 1, queued: 1 }, callout: { sent: 1 } },
        needsDecision: 0,
        unsent: 1,
        unreadable: 0,
      },
    });
    // Not in use: its journal read (never opened for writing) with its own key from the keychain.
    expect(teamMember).toMatchObject({
      displayName: 'Team member',
      environment: 'sandbox',
      role: 'TEAM MEMBER',
      inUse: false,
      outbox: { byState: { sent: 1, queued: 0 }, byKind: { quote: { sent: 1 } }, unreadable: 0 },
    });
    expect(profiles).toHaveLength(2);
  });

  it('ends with the last lines main logged, the sales flow among them', () => {
    const { log: tail } = report();
    expect(tail.files).toContain('main.log');
    expect(tail.lines.length).toBeGreaterThan(20);
    expect(tail.lines.length).toBeLessThanOrEqual(200);
    const messages = tail.lines.map((line) => (JSON.parse(line) as { msg: string }).msg);
    expect(messages).toContain('outbox: written down');
    expect(messages).toContain('outbox: state changed');
  });

  it("names none of the customer's details, and carries no payload or summary", () => {
    const details = [
      customer.first_name,
      customer.last_name,
      customer.email,
      'philippa',
      'quarrington',
      '0487654321',
      '0487 654 321',
      '487654321',
      customer.product_description,
    ];
    for (const detail of details) expect(exported.text.toLowerCase()).not.toContain(detail.toLowerCase());
    const keys = keysOf(JSON.parse(exported.text));
    for (const key of ['payload', 'summary', 'message', 'entries', 'kept', 'first_name', 'email', 'mobile', 'phone'])
      expect(keys).not.toContain(key);
  });

  it('holds no staff PIN, no API key or secret, nothing from the keychain, and no session key or token', () => {
    const handout = direct.training().handout;
    const secrets = [
      administratorPin,
      teamMemberPin,
      wrongPin,
      handout.credentials.administrator.apiId,
      handout.credentials.administrator.apiSecret,
      handout.credentials.teamMember?.apiId ?? '',
      handout.credentials.teamMember?.apiSecret ?? '',
      handout.privateKey ?? '',
      handout.publicKey ?? '',
      ...keychainValues,
      ...sessionKeys,
    ].filter((secret) => secret.length > 0);
    expect(sessionKeys.length).toBeGreaterThan(0);
    expect(keychainValues.length).toBeGreaterThan(4);
    for (const secret of secrets) expect(exported.text, `${secret.slice(0, 4)}…`).not.toContain(secret);
    // A session token is kept by the sandbox only as its hash: no run of the file hashes to one.
    const runs = exported.text.match(/[A-Za-z0-9_-]{16,}/g) ?? [];
    expect(runs.filter((run) => sessionTokenHashes.has(createHash('sha256').update(run).digest('hex')))).toEqual([]);
    // Nor anything shaped like a secret or token: no long run of letters and digits mixed, UUIDs (profile ids) aside.
    const randomLooking = runs.filter(
      (run) =>
        run.length >= 24 &&
        /[0-9]/.test(run) &&
        /[A-Za-z]/.test(run) &&
        !/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/.test(run),
    );
    expect(randomLooking).toEqual([]);
  });
});

/** Every value the kiosk's keychain holds, and each string inside those that are JSON (credentials, PIN hashes). */
async function keychainStrings(direct: DirectKiosk): Promise<string[]> {
  const values: string[] = [];
  for (const service of [...(['training', 'sandbox', 'live'] as const).map((kind) => keychainService(kind)), deviceKeychainService()]) {
    for (const account of await direct.keychain.list(service)) {
      const value = (await direct.keychain.get(service, account)) ?? '';
      values.push(value);
      try {
        values.push(...Object.values(JSON.parse(value) as Record<string, unknown>).filter((field) => typeof field === 'string'));
      } catch {
        // Not JSON: the whole value is enough.
      }
    }
  }
  return values.filter((value) => value.length >= 8);
}

function keysOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(keysOf);
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, item]) => [key, ...keysOf(item)]);
}
