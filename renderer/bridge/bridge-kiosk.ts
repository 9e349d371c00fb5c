import { bridgePathPrefix, bridgeTokenHeader, bridgeTokenMetaName } from '../../shared/contract/bridge';
import { buildKioskApi, type Invoke, type KioskApi } from '../../shared/contract/kiosk-api';
import { bridgeEventStream } from './event-stream';

/** Carries calls over the browser host's loopback bridge, with the per-start token the served page holds. */
export function bridgeInvoke(token: string, fetchBridge: typeof fetch = fetch, origin = ''): Invoke {
  return async (channel, input) => {
    const response = await fetchBridge(`${origin}${bridgePathPrefix}${channel}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [bridgeTokenHeader]: token },
      body: JSON.stringify(input),
    });
    return response.json();
  };
}

/** `window.kiosk` for pages the browser host serves: the same API as the preload's, over the bridge. */
export function browserKiosk(page: Document = document): KioskApi {
  const token = page.querySelector(`meta[name="${bridgeTokenMetaName}"]`)?.getAttribute('content') ?? '';
  return buildKioskApi(bridgeInvoke(token), bridgeEventStream({ token }), (message) => console.warn(message));
}
