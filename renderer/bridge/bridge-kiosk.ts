import { bridgePathPrefix } from '../../shared/contract/bridge';
import { checkedCall, checkedOn } from '../../shared/contract/checked-answers';
import type { Invoke, KioskApi } from '../../shared/contract/kiosk-api';
import { eventCheck, resultCheck } from './answer-checks';
import { bridgeEventStream } from './event-stream';
import { kioskByName } from './kiosk-by-name';

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

/**
 * `window.kiosk` for pages the browser host serves: the preload's API over the bridge, every answer and push checked
 * against the contract (K15): the first screen's schemas at hand, the whole contract's fetched on the first call that
 * needs them (answer-checks.ts).
 */
export function browserKiosk(): KioskApi {
  const invoke = bridgeInvoke();
  const warn = (message: string) => console.warn(message);
  const on = checkedOn(bridgeEventStream({}), eventCheck, warn);
  return kioskByName((channel, input) => checkedCall(invoke, channel, input ?? {}, resultCheck), on);
}
