import type { FastifyInstance } from 'fastify';
import { controlEndpoints, type SeedName } from '../shared/wire/control';
import { endpoints } from '../shared/wire/endpoints';
import { startLifecycle } from './lifecycle';
import { documentsFolder, loadSaved, persist } from './persistence';
import { allHandlers } from './routes';
import { controlHandlers, type Seeding } from './routes/control';
import { extraRoutes } from './routes/extra';
import { defaultConfig, Sandbox, type SandboxConfig } from './sandbox';
import { seeds } from './seeds';
import type { SeedResult } from './seeds/seed';
import { allowedHosts } from './request-guards';
import { buildServer } from './server';
import { emptyState } from './store/sandbox-state';
import { documentsInMemory } from './store/document-files';
import { SandboxStore } from './store/sandbox-store';
import { startWebhookDelivery } from './webhooks/delivery';

// The sandbox's public entry: the kiosk's training mode, the command line and every test start it here.

export interface SandboxOptions {
  port?: number;
  host?: string;
  seed?: SeedName;
  /** Keep the whole state in this folder across restarts (D29); without it everything is in memory. */
  dataDir?: string;
  config?: Partial<SandboxConfig>;
  /** The wall clock as it starts, epoch ms (default now): where a fresh start's ids begin. */
  startedAt?: number;
}

export interface RunningSandbox {
  baseUrl: string;
  handout: SeedResult;
  sandbox: Sandbox;
  server: FastifyInstance;
  close(): Promise<void>;
}

export async function startSandbox(options: SandboxOptions = {}): Promise<RunningSandbox> {
  const { dataDir } = options;
  const saved = dataDir === undefined ? undefined : await loadSaved(dataDir);
  // D30: with `--data` documents are files of their own; in memory (training) nothing touches the disk.
  const store = new SandboxStore(saved?.state ?? emptyState(), dataDir === undefined ? documentsInMemory() : documentsFolder(dataDir));
  const sandbox = new Sandbox(store, { ...defaultConfig, ...options.config });
  const persistence = dataDir === undefined ? undefined : await persist(sandbox, dataDir, saved?.state.journal);
  startLifecycle(sandbox);
  startWebhookDelivery(sandbox);
  const seeding: Seeding = {
    name: options.seed ?? 'demo',
    reseeded: async (fresh) => {
      running.handout = fresh;
      await persistence?.saveHandout(fresh);
    },
  };
  // D29: the seed runs only when nothing is saved; its handout is kept so every start can hand it out again.
  const handout = saved?.handout ?? seeds[seeding.name](sandbox);
  // Issue 38: a fresh start (training's in-memory sandbox at every start) hands out ids from its start time on, never
  // one an earlier run gave (quote_3247 twice), which the kiosk's outbox and records would take for the same quote.
  if (!saved) store.skipIdsTo(idsFromStartTime(options.startedAt ?? Date.now()));
  // After a load the journal starts afresh from a snapshot: a line torn by a crash is never appended to (D30).
  if (saved) await persistence?.snapshot();
  else await persistence?.saveHandout(handout);
  const server = buildServer(
    sandbox,
    [
      { catalogue: endpoints, handlers: allHandlers(sandbox) },
      { catalogue: controlEndpoints, handlers: controlHandlers(sandbox, seeding) },
    ],
    extraRoutes(sandbox),
  );
  const address = await server.listen({ port: options.port ?? 0, host: options.host ?? '127.0.0.1' });
  sandbox.baseUrl = address.replace('[::1]', 'localhost');
  sandbox.allowedHosts = allowedHosts(options.host ?? '127.0.0.1', new URL(address).port === '' ? 80 : Number(new URL(address).port));
  sandbox.clock.startTicking();
  const running: RunningSandbox = {
    baseUrl: sandbox.baseUrl,
    handout,
    sandbox,
    server,
    close: async () => {
      sandbox.clock.stopTicking();
      await server.close();
      // Attempts under way finish and are logged before the last save (each gets at most 15 s, D25).
      await sandbox.clock.idle();
      await persistence?.close();
    },
  };
  return running;
}

export type { SeedResult } from './seeds/seed';
export type { SandboxConfig } from './sandbox';

/**
 * The first id of a fresh start: a thousand for each second since 1970, so a later start begins past every id an
 * earlier one gave unless that one made over a thousand records a second of its life (or the clock went back).
 */
function idsFromStartTime(nowMs: number): number {
  return Math.floor(nowMs / 1000) * 1000;
}
