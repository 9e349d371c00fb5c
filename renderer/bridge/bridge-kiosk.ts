import { bridgePathPrefix } from '../../shared/contract/bridge';
import type { Channel } from '../../shared/contract';
import { checkedCall, checkedOn } from '../../shared/contract/checked-answers';
import type { Invoke, KioskApi } from '../../shared/contract/kiosk-api';
import { eventCheck, resultCheck } from './answer-checks';
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

/**
 * `window.kiosk` for pages the browser host serves: the preload's API over the bridge, every answer and push checked
 * against the contract (K15): the first screen's schemas at hand, the whole contract's fetched on the first call that
 * needs them (answer-checks.ts).
 */
export function browserKiosk(): KioskApi {
  const invoke = bridgeInvoke();
  const warn = (message: string) => console.warn(message);
  const on = checkedOn(bridgeEventStream({}), eventCheck, warn);
  // `kiosk.quotes.create(input)` calls `quotes:create`; the types allow only the contract's channels.
  const domain = (name: string) =>
    new Proxy(
      {},
      {
        get:
          (_target, verb: string) =>
          (input: unknown = {}) =>
            checkedCall(invoke, `${name}:${verb}` as Channel, input, resultCheck),
      },
    );
  return new Proxy({} as KioskApi, { get: (_target, name: string) => (name === 'on' ? on : domain(name)) });
}
