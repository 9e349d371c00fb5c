import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CredentialVault } from '../../../../main/credentials/credential-vault';
import { installationFileName, openInstallation } from '../../../../main/credentials/installation';
import { MemoryStore } from '../../../../main/credentials/memory-store';
import type { SecureStore } from '../../../../main/credentials/secure-store';
import { contractHandlers } from '../../../../main/ipc/contract-handlers';
import { registerContract } from '../../../../main/ipc/registry';
import type { ChannelHandler } from '../../../../main/ipc/transport';
import { createKiosk, type Kiosk } from '../../../../main/compose';
import { createVendorClient } from '../../../../main/vendor/vendor-client';
import { startEmbeddedSandbox } from '../../../../main/training/embedded-sandbox';
import { realTimers } from '../../../../main/core/timers';
import { startSandbox, type RunningSandbox } from '../../../../sandbox';
import type { OutboxSnapshot } from '../../../../shared/contract/outbox';
import { buildKioskApi, type KioskApi } from '../../../../shared/contract/kiosk-api';
import type { SeedResult } from '../../../../sandbox';

// K3, K7, K8 drills: the real kiosk services and the real client against a real sandbox over loopback, which the
// drill breaks on purpose (faults, stops, restarts). Counting happens in the sandbox's own state.

export const customer = {
  first_name: 'Jamie',
  last_name: 'Nguyen',
  phone: '0412345678',
  email: 'jamie.nguyen@example.com',
  total_purchase_amount: 950_000,
  deposit_amount: 100_000,
  repayment_term: 24,
  product_category: 'Solar Panel Package',
  product_description: '6.6 kW rooftop system',
};

/** A 1-page PDF as D16 wants it. */
export const pdf = Buffer.from('%PDF-1.7\n% outbox drill\n', 'latin1').toString('base64');

export interface DrillService {
  running: RunningSandbox;
  handout: SeedResult;
  baseUrl: string;
  port: number;
  /** Stops the server (the kiosk then finds nothing listening). */
  stop(): Promise<void>;
  /** Starts it again on the same port, with the same data (`--data`). */
  start(): Promise<void>;
  fault(endpoint: string, count: number, mode: 'error' | 'drop'): Promise<void>;
  close(): Promise<void>;
}

/** A sandbox that keeps its state in a folder, so it can be stopped and started again on the same port (D29, D30). */
export async function startDrillService(): Promise<DrillService> {
  const dataDir = await mkdtemp(join(tmpdir(), 'outbox-drill-service-'));
  let running = await startSandbox({ port: 0, seed: 'demo', dataDir, config: { checkResponses: true } });
  const port = Number(new URL(running.baseUrl).port);
  const handout = running.handout;
  let up = true;
  const service: DrillService = {
    get running() {
      return running;
    },
    handout,
    baseUrl: running.baseUrl,
    port,
    stop: async () => {
      if (!up) return;
      up = false;
      await running.close();
    },
    start: async () => {
      if (up) return;
      running = await startSandbox({ port, seed: 'demo', dataDir, config: { checkResponses: true } });
      up = true;
    },
    fault: async (endpoint, count, mode) => {
      const answer = await fetch(`${running.baseUrl}/sandbox/v1/faults`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ endpoint, count, mode }),
      });
      if (answer.status !== 200) throw new Error(`fault not set: ${answer.status}`);
    },
    close: async () => {
      await service.stop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
  return service;
}

export interface DrillKiosk {
  kiosk: KioskApi;
  services: Kiosk['services'];
  userDataDir: string;
  logs: string[];
  snapshots: OutboxSnapshot[];
  /** Waits until the outbox has nothing left under way (its background pass included). */
  settle(): Promise<void>;
  /** Shuts down as on quit; the user-data folder and keychain stay for the next start. */
  shutdown(): Promise<void>;
}

export interface DrillPlace {
  userDataDir: string;
  keychain: SecureStore;
}

/** A user-data folder with one staff profile pointing at the drill's service; the keychain lives as long as the test. */
export async function drillPlace(service: DrillService, keychain: SecureStore = new MemoryStore()): Promise<DrillPlace> {
  const userDataDir = await mkdtemp(join(tmpdir(), 'outbox-drill-kiosk-'));
  const installation = await openInstallation({ userDataDir, keychain, keychainAvailability: { available: true } });
  const vault = new CredentialVault({ userDataDir, keychain, installation });
  await vault.addProfile(
    {
      displayName: 'Drill',
      accountId: '1001',
      accountName: 'Sunrise Solar Pty Ltd',
      environment: { kind: 'sandbox', baseUrl: service.baseUrl },
    },
    service.handout.credentials.administrator,
  );
  return { userDataDir, keychain };
}

/** Told after each request the kiosk's client makes, before its caller sees the outcome (to break the next one). */
export type AfterRequest = (method: string, path: string, outcome: 'answered' | 'failed') => Promise<void>;

export interface DrillKioskOptions {
  afterRequest?: AfterRequest;
  noRetryWaits?: boolean;
  /** The kiosk's clock (a PIN pause reads it). */
  now?: () => number;
  /** The kiosk's running time (K15: a PIN pause counts it down too). */
  monotonicNow?: () => number;
}

export async function startDrillKiosk(place: DrillPlace, options: DrillKioskOptions = {}): Promise<DrillKiosk> {
  const afterRequest = options.afterRequest ?? (async () => {});
  const watchedFetch = async (url: string, init: RequestInit): Promise<Response> => {
    const path = new URL(url).pathname;
    const method = init.method ?? 'GET';
    try {
      const response = await fetch(url, init);
      await afterRequest(method, path, 'answered');
      return response;
    } catch (error) {
      await afterRequest(method, path, 'failed');
      throw error;
    }
  };
  const logs: string[] = [];
  const log = { info: () => undefined, warn: (line: string) => void logs.push(line), error: (line: string) => void logs.push(line) };
  const kiosk = await createKiosk({
    userDataDir: place.userDataDir,
    keychain: place.keychain,
    connectVendor: (connection) =>
      createVendorClient({ ...connection, fetch: watchedFetch, ...(options.noRetryWaits ? { sleep: () => Promise.resolve() } : {}) }),
    startTrainingSandbox: startEmbeddedSandbox,
    now: options.now ?? Date.now,
    monotonicNow: options.monotonicNow,
    log,
    timers: realTimers,
    outboxBackoff: { baseMs: 20, maxMs: 200 },
  });
  const handlers = new Map<string, ChannelHandler>();
  registerContract(
    { handle: (channel, handler) => void handlers.set(channel, handler) },
    contractHandlers(kiosk.services),
    log,
    () => kiosk.services.session.status().locked,
  );
  const snapshots: OutboxSnapshot[] = [];
  kiosk.events.subscribe(({ event, payload }) => {
    if (event === 'outbox:changed') snapshots.push(payload as OutboxSnapshot);
  });
  await kiosk.start({ training: false });
  await kiosk.services.outbox.settled();
  return {
    kiosk: buildKioskApi(
      async (channel, input) => handlers.get(channel)?.(input),
      (wanted, deliver) => kiosk.events.subscribe(({ event, payload }) => event === wanted && deliver(payload)),
    ),
    services: kiosk.services,
    userDataDir: place.userDataDir,
    logs,
    snapshots,
    settle: () => kiosk.services.outbox.settled(),
    shutdown: () => kiosk.shutdown(),
  };
}

/** Polls until `check` holds (the outbox's follow-ups run on their own timers), or fails after `ms`. */
/** What every drill holds: the service, the kiosk's folder and keychain, and the kiosk (a drill may restart it). */
export interface DrillWorld {
  service: DrillService;
  place: DrillPlace;
  drill: DrillKiosk;
}

export async function startDrillWorld(options: DrillKioskOptions = {}): Promise<DrillWorld> {
  const service = await startDrillService();
  const place = await drillPlace(service);
  return { service, place, drill: await startDrillKiosk(place, options) };
}

/** Stops the kiosk, then the service, and removes the kiosk's folder. */
export async function closeDrillWorld({ drill, service, place }: DrillWorld): Promise<void> {
  await drill.shutdown();
  await service.close();
  await rm(place.userDataDir, { recursive: true, force: true });
}

export async function eventually(check: () => Promise<boolean> | boolean, ms = 10_000): Promise<void> {
  const until = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > until) throw new Error('the condition did not come true in time');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** What the sandbox holds, counted in its own state. */
export function counts(service: DrillService) {
  const state = service.running.sandbox.state;
  return {
    quotes: (email: string) => state.quotes.filter((quote) => quote.email === email).length,
    callouts: (email: string) => state.callouts.filter((callout) => callout.email === email).length,
    texts: (mobile: string) => state.messages.filter((message) => message.channel === 'sms' && message.to === mobile).length,
    documents: (applicationId: string, filename: string) =>
      state.applications
        .find((application) => application.id === applicationId)
        ?.documents.filter((document) => document.filename === filename).length ?? 0,
    reference: (applicationId: string) => state.applications.find((application) => application.id === applicationId)?.reference_number,
    payments: (applicationId: string) =>
      state.clock.timers.filter((timer) => timer.kind === 'application.delivery-confirmed' && timer.data['applicationId'] === applicationId)
        .length,
  };
}

/** Demo applications of the branch in a given status, a different one each call. */
export function applicationPicker(service: DrillService) {
  const used = new Set<string>();
  return (status?: string): string => {
    const found = service.running.sandbox.state.applications.find(
      (application) =>
        application.account_id === '1001' && !used.has(application.id) && (status === undefined || application.status === status),
    );
    if (!found) throw new Error(`no unused ${status ?? ''} application left in the demo data`);
    used.add(found.id);
    return found.id;
  };
}

const forgetScript = fileURLToPath(new URL('./forget-keychain-entries.ts', import.meta.url));

/**
 * The keychain entries of these folders' installations, and no others: drills in other files run beside these. K15:
 * every account the kiosk writes is named with its installation id.
 */
export async function forgetKeychainEntries(places: readonly string[]): Promise<void> {
  const ids = (await Promise.all(places.map((userDataDir) => installationIdIn(userDataDir)))).filter((id) => id !== null);
  if (ids.length === 0) return;
  // In a process of its own: a keytar crash while another file deletes its entries must not take this worker down.
  const child = spawn(process.execPath, ['--import', 'tsx', forgetScript, ...ids], { stdio: ['ignore', 'ignore', 'pipe'] });
  let said = '';
  child.stderr.on('data', (chunk: Buffer) => (said += chunk.toString()));
  const [code, signal] = (await once(child, 'exit')) as [number | null, NodeJS.Signals | null];
  if (code !== 0)
    console.warn(`keychain clean-up ended ${signal ?? `with ${code}`}; its entries stay in this run's keychain: ${said.trim()}`);
}

/** The installation id a folder's installation.json names, or null without one. */
export async function installationIdIn(userDataDir: string): Promise<string | null> {
  const text = await readFile(join(userDataDir, installationFileName), 'utf8').catch(() => null);
  const id: unknown = text === null ? null : (JSON.parse(text) as { id?: unknown }).id;
  return typeof id === 'string' ? id : null;
}
