import type { KioskApi, KioskOn } from '../../preload/kiosk-api';
import type { KioskResult } from '../../shared/contract';
import { channelParts } from '../../shared/contract/channel-parts';
import { kioskByName } from './kiosk-by-name';

// window.kiosk while the bridge client is still loading: every call waits for it, so callers need not know. In the
// browser host only: the client checks main's answers against the contract (zod), which Electron's preload does in
// its place, so it stays out of the first load and loads beside the first screen.

const unloaded: KioskResult<never> = {
  ok: false,
  error: { code: 'unavailable', message: 'The kiosk could not load its connection to main. Restart the kiosk.' },
};

export function deferredKiosk(loading: Promise<KioskApi>): KioskApi {
  const ready = loading.then(
    (api) => api,
    () => null,
  );
  const on: KioskOn = (event, handler) => {
    let unsubscribe: (() => void) | null = null;
    let cancelled = false;
    void ready.then((api) => {
      if (api !== null && !cancelled) unsubscribe = api.on(event, handler);
    });
    return () => {
      cancelled = true;
      unsubscribe?.();
    };
  };
  return kioskByName(async (channel, input) => {
    const api = (await ready) as unknown as Record<string, Record<string, (input: unknown) => Promise<KioskResult<unknown>>>> | null;
    const { domain, verb } = channelParts(channel);
    const call = api?.[domain]?.[verb];
    return call ? call(input) : unloaded;
  }, on);
}
