import type { KioskApi, KioskOn } from '../../preload/kiosk-api';
import type { Channel, KioskResult } from '../../shared/contract';

/** Carries `kiosk.<domain>.<verb>(input)` as one call by its channel's name, the input as the caller gave it. */
export type CallByName = (channel: Channel, input: unknown) => Promise<KioskResult<unknown>>;

/** A `window.kiosk` built by name rather than from the contract's list: `kiosk.quotes.create(input)` calls `quotes:create`. */
export function kioskByName(call: CallByName, on: KioskOn): KioskApi {
  const domain = (name: string) =>
    new Proxy({}, { get: (_target, verb: string) => (input: unknown) => call(`${name}:${verb}` as Channel, input) });
  return new Proxy({} as KioskApi, { get: (_target, name: string) => (name === 'on' ? on : domain(name)) });
}
