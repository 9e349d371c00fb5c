import { describe, expect, it } from 'vitest';
import type { KioskApi } from '../../../../preload/kiosk-api';
import { deferredKiosk } from '../../../../renderer/bridge/deferred-kiosk';

// The browser host's bridge client loads beside the first load: what the screens ask before it is here waits for it,
// and a client that cannot load is a plain-words failure, never a throw (the contract's KioskResult).

type Handler = (payload: unknown) => void;

/** The loaded client as the screens see it: one channel that answers with its input, and events by name. */
function loadedClient() {
  const listeners = new Map<string, Handler>();
  const api = {
    session: { status: async (input?: unknown) => ({ ok: true, data: { asked: input } }) },
    on: (event: string, handler: Handler) => {
      listeners.set(event, handler);
      return () => listeners.delete(event);
    },
  } as unknown as KioskApi;
  return { api, listeners };
}

function later<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

describe('deferredKiosk', () => {
  it('answers a call made before the client loaded with the client’s own answer, once it is here', async () => {
    const loading = later<KioskApi>();
    const kiosk = deferredKiosk(loading.promise);
    const answer = kiosk.session.status();
    const { api } = loadedClient();
    loading.resolve(api);
    await expect(answer).resolves.toEqual({ ok: true, data: { asked: undefined } });
  });

  it('subscribes an early listener once the client is here, and not at all when it left before', async () => {
    const loading = later<KioskApi>();
    const kiosk = deferredKiosk(loading.promise);
    const seen: unknown[] = [];
    kiosk.on('watch:statusChanged', (payload) => seen.push(payload));
    const leaveEarly = kiosk.on('outbox:changed', () => seen.push('never'));
    leaveEarly();
    const { api, listeners } = loadedClient();
    loading.resolve(api);
    await loading.promise;
    await Promise.resolve();
    expect([...listeners.keys()]).toEqual(['watch:statusChanged']);
    listeners.get('watch:statusChanged')?.({ changes: [] });
    expect(seen).toEqual([{ changes: [] }]);
  });

  it('says in plain words that the kiosk could not load its connection, when the client fails to load', async () => {
    const kiosk = deferredKiosk(Promise.reject(new Error('chunk missing')));
    await expect(kiosk.session.status()).resolves.toEqual({
      ok: false,
      error: { code: 'unavailable', message: 'The kiosk could not load its connection to main. Restart the kiosk.' },
    });
  });
});
