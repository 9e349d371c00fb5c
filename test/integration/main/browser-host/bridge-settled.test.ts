import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { bridgePathPrefix } from '../../../../shared/contract/bridge';
import { HttpBridge } from '../../../../main/ipc/http-bridge';
import { KioskEvents } from '../../../../main/ipc/kiosk-events';
import { recordingLogger } from './test-host';

// The browser host waits on `settled()` before the kiosk shuts down, so a call under way (a PIN lock's write) never
// acts on a kiosk whose folder may already be gone. Real HTTP on loopback, a handler held open by the test.

const cookie = 'kiosk-session=settled-test';
const callers = { hasSession: (request: IncomingMessage) => request.headers.cookie === cookie, isWatched: async () => false };

interface Held {
  /** Resolves once the handler has been reached. */
  reached: Promise<void>;
  answer(): void;
}

function held(): Held & { handler: () => Promise<{ ok: true; data: null }> } {
  let reached!: () => void;
  let answer!: () => void;
  const reachedPromise = new Promise<void>((resolve) => (reached = resolve));
  const answered = new Promise<void>((resolve) => (answer = resolve));
  return {
    reached: reachedPromise,
    answer,
    handler: async () => {
      reached();
      await answered;
      return { ok: true, data: null };
    },
  };
}

describe('the bridge’s settled()', () => {
  let server: Server | undefined;
  afterEach(async () => {
    server?.closeAllConnections();
    await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  });

  async function bridgeOnLoopback(): Promise<{ bridge: HttpBridge; call(channel: string): Promise<unknown> }> {
    const log = recordingLogger([]);
    const listening = createServer((request, response) => void bridge.serve(request, response));
    server = listening;
    await new Promise<void>((resolve) => listening.listen(0, '127.0.0.1', resolve));
    const origin = `http://127.0.0.1:${(listening.address() as AddressInfo).port}`;
    const bridge = new HttpBridge({ callers, origins: [origin], events: new KioskEvents({ log }), log });
    const call = (channel: string) =>
      fetch(`${origin}${bridgePathPrefix}${channel}`, {
        method: 'POST',
        headers: { origin, 'content-type': 'application/json', cookie },
        body: '{}',
      }).then((response) => response.json());
    return { bridge, call };
  }

  /** Whether `promise` has settled by the time everything already queued has run. */
  async function hasSettled(promise: Promise<unknown>): Promise<boolean> {
    let done = false;
    void promise.then(() => (done = true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    return done;
  }

  it('resolves at once with nothing under way', async () => {
    const { bridge } = await bridgeOnLoopback();
    expect(await hasSettled(bridge.settled())).toBe(true);
  });

  it('waits for a call under way, and for one that arrives while it waits', async () => {
    const { bridge, call } = await bridgeOnLoopback();
    const first = held();
    const second = held();
    bridge.handle('session:status', first.handler);
    bridge.handle('session:lock', second.handler);

    const firstAnswer = call('session:status');
    await first.reached;
    const settling = bridge.settled();
    expect(await hasSettled(settling)).toBe(false);

    const secondAnswer = call('session:lock');
    await second.reached;
    first.answer();
    await expect(firstAnswer).resolves.toEqual({ ok: true, data: null });
    expect(await hasSettled(settling)).toBe(false);

    second.answer();
    await expect(secondAnswer).resolves.toEqual({ ok: true, data: null });
    expect(await hasSettled(settling)).toBe(true);
  });
});
