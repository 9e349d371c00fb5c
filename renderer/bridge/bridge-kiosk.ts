import { bridgePathPrefix } from '../../shared/contract/bridge';
import { buildKioskApi, type Invoke, type KioskApi } from '../../shared/contract/kiosk-api';
import { bridgeEventStream } from './event-stream';

/** Carries calls over the browser host's loopback bridge; the browser adds the session cookie it was let in with (K15). */
export function bridgeInvoke(fetchBridge: typeof fetch = fetch, origin = ''): Invoke {
  return async (channel, input) => {
    const response = await fetchBridge(`${origin}${bridgePathPrefix}${channel}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(input),
    });
    return response.json();
  };
}

/** `window.kiosk` for pages the browser host serves: the same API as the preload's, over the bridge. */
export function browserKiosk(): KioskApi {
  return buildKioskApi(bridgeInvoke(), bridgeEventStream({}), (message) => console.warn(message));
}
