import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, it } from 'vitest';
import { probeKeychain } from '../../../../main/credentials/keychain-availability';
import { keychainService } from '../../../../main/credentials/keychain-service';
import { KeytarStore } from '../../../../main/credentials/keytar-store';
import { kill, startKioskProcess, type KioskProcess } from '../process/kiosk-process-client';
import { forgetKeychainEntries, startDrillService, type DrillService } from './drill-fixture';
import { startHoldingProxy, type HoldingProxy } from './holding-proxy';

// The SIGKILL drills (K8) keep the outbox key in the real OS keychain, so they run under scripts/with-keyring.sh;
// without a keychain they say they skip, and why.

const availability = await probeKeychain(new KeytarStore(), keychainService('sandbox'));
const skip = !availability.available && process.env.KIOSK_REQUIRE_KEYCHAIN !== '1';

/** `it` for a drill that needs the keychain, and the words its title ends with when it is skipped. */
export const live = it.skipIf(skip);
/** Each drill starts and kills the kiosk's process several times; on a busy 2-core machine one start can take 10 s. */
export const killedKioskMs = 120_000;
export const skipReason = availability.available || !skip ? '' : ` (skipped: ${availability.reason} Run under scripts/with-keyring.sh)`;

export interface KilledDrillWorld {
  service: DrillService;
  /** Between the kiosk processes and the service, holding the writes a drill chooses. */
  proxy: HoldingProxy;
  /** Kiosk processes started: any still running at the end is killed. */
  running: KioskProcess[];
  /** Folders removed at the end, with their installations' keychain entries. */
  places: string[];
  /** A new user-data folder, removed at the end with its profiles' keychain entries. */
  place(prefix?: string): Promise<string>;
  /** The environment of a kiosk process on `userDataDir`, signed in as the branch's administrator through the proxy. */
  kioskEnv(userDataDir: string): Record<string, string>;
  /** A kiosk over a new folder: `start` runs its own process there (again after each kill), `env` added to its environment. */
  kiosk(): Promise<KilledKiosk>;
}

export interface KilledKiosk {
  userDataDir: string;
  start(env?: Record<string, string>): Promise<KioskProcess>;
}

/** The service, its holding proxy, and the clean-up, around the tests of the `describe` this is called in. */
export function killedDrillWorld(): KilledDrillWorld {
  const places: string[] = [];
  const world: KilledDrillWorld = {
    service: undefined as unknown as DrillService,
    proxy: undefined as unknown as HoldingProxy,
    running: [],
    places,
    place: async (prefix = 'killed-drill-') => {
      const folder = await mkdtemp(join(tmpdir(), prefix));
      places.push(folder);
      return folder;
    },
    kioskEnv: (userDataDir) => {
      const { apiId, apiSecret } = world.service.handout.credentials.administrator;
      return { KIOSK_USER_DATA: userDataDir, KIOSK_SERVICE_URL: world.proxy.url, KIOSK_API_ID: apiId, KIOSK_API_SECRET: apiSecret };
    },
    kiosk: async () => {
      const userDataDir = await world.place();
      return {
        userDataDir,
        start: async (env = {}) => {
          const started = await startKioskProcess({ ...world.kioskEnv(userDataDir), ...env });
          world.running.push(started);
          return started;
        },
      };
    },
  };
  beforeAll(async () => {
    if (skip) return;
    world.service = await startDrillService();
    world.proxy = await startHoldingProxy(world.service.baseUrl);
  });
  afterAll(async () => {
    for (const each of world.running) if (each.child.exitCode === null && each.child.signalCode === null) await kill(each);
    await world.proxy?.close();
    await world.service?.close();
    if (!skip) await forgetKeychainEntries(places);
    for (const place of places) await rm(place, { recursive: true, force: true });
  });
  return world;
}
