import type { FastifyInstance } from 'fastify';
import { controlEndpoints, type SeedName } from '../shared/wire/control';
import { endpoints } from '../shared/wire/endpoints';
import { allHandlers } from './routes';
import { controlHandlers } from './routes/control';
import { extraRoutes } from './routes/extra';
import { defaultConfig, Sandbox, type SandboxConfig } from './sandbox';
import { seeds } from './seeds';
import type { SeedResult } from './seeds/seed';
import { buildServer } from './server';
import { emptyState } from './state';

// The sandbox's public entry: the kiosk's training mode, the command line and every test start it here.

export interface SandboxOptions {
  port?: number;
  host?: string;
  seed?: SeedName;
  /** Keep the whole state in this folder across restarts (D29); without it everything is in memory. */
  dataDir?: string;
  config?: Partial<SandboxConfig>;
}

export interface RunningSandbox {
  baseUrl: string;
  handout: SeedResult;
  sandbox: Sandbox;
  server: FastifyInstance;
  close(): Promise<void>;
}

export async function startSandbox(options: SandboxOptions = {}): Promise<RunningSandbox> {
  const sandbox = new Sandbox(emptyState(), { ...defaultConfig, ...options.config });
  const currentSeed = { name: options.seed ?? 'demo' };
  const handout = seeds[currentSeed.name](sandbox);
  const server = buildServer(
    sandbox,
    [
      { catalogue: endpoints, handlers: allHandlers(sandbox) },
      { catalogue: controlEndpoints, handlers: controlHandlers(sandbox, currentSeed) },
    ],
    extraRoutes(sandbox),
  );
  const address = await server.listen({ port: options.port ?? 0, host: options.host ?? '127.0.0.1' });
  sandbox.baseUrl = address.replace('[::1]', 'localhost');
  sandbox.clock.startTicking();
  return {
    baseUrl: sandbox.baseUrl,
    handout,
    sandbox,
    server,
    close: async () => {
      sandbox.clock.stopTicking();
      await server.close();
    },
  };
}

export type { SeedResult } from './seeds/seed';
export type { SandboxConfig } from './sandbox';
