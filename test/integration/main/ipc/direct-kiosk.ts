import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Logger } from '../../../../main/core/logger';
import { MemoryStore } from '../../../../main/credentials/memory-store';
import { contractHandlers } from '../../../../main/ipc/contract-handlers';
import { registerContract } from '../../../../main/ipc/registry';
import type { ChannelHandler } from '../../../../main/ipc/transport';
import { createKiosk, type Kiosk } from '../../../../main/compose';
import { connectServiceClient } from '../../../../main/vendor/service-client';
import { buildKioskApi, type KioskApi } from '../../../../shared/contract/kiosk-api';
import { startSandbox, type RunningSandbox } from '../../../../sandbox';
import { checkoutReturnOrigin } from '../../../../shared/kiosk-addresses';

// The services behind the registry on an in-process transport, with the real client and an embedded sandbox that
// checks its own answers: window.kiosk without Electron or HTTP in between.

export interface DirectKiosk {
  kiosk: KioskApi;
  /** Any channel by its name, as a transport would call it (unchecked input, the raw result). */
  invoke(channel: string, input: unknown): Promise<unknown>;
  /** The use cases behind the channels, for what no channel takes (e.g. a dashboard over any dates). */
  services: Kiosk['services'];
  /** The embedded training sandbox, to look at what the kiosk did there. */
  training(): RunningSandbox;
  keychain: MemoryStore;
  userDataDir: string;
  logs: string[];
  /** The kiosk's clocks, the wall's and its own running time's (a PIN pause reads both, K15): a test moves both. */
  clock: { now: number; running: number };
  shutdown(): Promise<void>;
}

/**
 * `log`: the kiosk's own logger instead of the recording one (then `logs` stays empty). `userDataDir`: a folder made
 * beforehand (a file logger's `<userData>/logs` inside it, K12); removed at shutdown as one made here is.
 */
export async function startDirectKiosk(options: { log?: Logger; userDataDir?: string } = {}): Promise<DirectKiosk> {
  const userDataDir = options.userDataDir ?? (await mkdtemp(join(tmpdir(), 'direct-kiosk-')));
  const keychain = new MemoryStore();
  const logs: string[] = [];
  const log = options.log ?? {
    info: () => undefined,
    warn: (line: string) => void logs.push(line),
    error: (line: string) => void logs.push(line),
  };
  const clock = { now: Date.now(), running: 0 };
  let running: RunningSandbox | undefined;
  const kiosk: Kiosk = await createKiosk({
    userDataDir,
    keychain,
    connectVendor: connectServiceClient,
    startTrainingSandbox: async () => {
      running = await startSandbox({ port: 0, seed: 'demo', config: { checkResponses: true } });
      return {
        baseUrl: running.baseUrl,
        handout: running.handout,
        now: () => running?.sandbox.now() ?? Date.now(),
        close: () => running?.close() ?? Promise.resolve(),
      };
    },
    now: () => clock.now,
    monotonicNow: () => clock.running,
    log,
  });
  const handlers = new Map<string, ChannelHandler>();
  registerContract(
    { handle: (channel, handler) => void handlers.set(channel, handler) },
    contractHandlers(kiosk.services),
    log,
    () => kiosk.services.session.status().locked,
  );
  // As both hosts do: the address the demo key's redirect list names (D28).
  kiosk.services.checkout.useReturnOrigin(checkoutReturnOrigin);
  await kiosk.start({ training: false });
  const invoke = async (channel: string, input: unknown) => handlers.get(channel)?.(input);
  return {
    invoke,
    kiosk: buildKioskApi(invoke, (wanted, deliver) => kiosk.events.subscribe(({ event, payload }) => event === wanted && deliver(payload))),
    services: kiosk.services,
    training: () => {
      if (!running) throw new Error('training has not started its sandbox');
      return running;
    },
    keychain,
    userDataDir,
    logs,
    clock,
    shutdown: async () => {
      await kiosk.shutdown();
      await rm(userDataDir, { recursive: true, force: true });
    },
  };
}

/** What a write made, when the outbox sent it at once (K8), or a failed test saying what happened instead. */
export function sentOf<T>(
  result: { ok: true; data: { state: 'sent'; result: T } | { state: 'queued' } } | { ok: false; error: { code: string; message: string } },
): T {
  const data = dataOf(result);
  if (data.state !== 'sent') throw new Error('expected the write to be sent, but it was queued');
  return data.result;
}

/** The data of a successful result, or a failed test naming the error. */
export function dataOf<T>(result: { ok: true; data: T } | { ok: false; error: { code: string; message: string } }): T {
  if (!result.ok) throw new Error(`expected success, got ${result.error.code}: ${result.error.message}`);
  return result.data;
}
