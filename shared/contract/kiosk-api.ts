import { checkedCall, checkedOn } from './checked-answers';
import {
  channelParts,
  channels,
  eventSchema,
  resultSchema,
  type Channel,
  type ChannelInput,
  type ChannelResult,
  type EventPayload,
  type KioskEvent,
  type KioskResult,
} from '../contract';

// window.kiosk's shape, and the preload's window.kiosk (Electron IPC) built from the whole contract; the browser host's
// bridge client builds the same API, loading the schemas beyond the first screen's when they are needed (renderer/bridge/bridge-kiosk.ts).

/** Carries one call to the main process: Electron IPC in the preload, the loopback bridge in the browser host. */
export type Invoke = (channel: Channel, input: unknown) => Promise<unknown>;

/** Hands every payload main pushes for one event to `deliver`, unchecked; returns the unsubscribe. */
export type Listen = (event: KioskEvent, deliver: (payload: unknown) => void) => () => void;

type KioskFunction<C extends Channel> =
  Record<never, never> extends ChannelInput<C>
    ? (input?: ChannelInput<C>) => Promise<ChannelResult<C>>
    : (input: ChannelInput<C>) => Promise<ChannelResult<C>>;

/** `quotes` of `quotes:create`. */
export type DomainOf<C extends Channel> = C extends `${infer D}:${string}` ? D : never;

/** Subscribes to one event (`kiosk.on('watch:statusChanged', show)`); returns the unsubscribe. */
export type KioskOn = <E extends KioskEvent>(event: E, handler: (payload: EventPayload<E>) => void) => () => void;

/** `window.kiosk`: one named function per contract channel, grouped by domain (`kiosk.quotes.create(input)`), and `on`. */
export type KioskApi = {
  readonly [D in DomainOf<Channel>]: {
    readonly [C in Channel as C extends `${D}:${infer Verb}` ? Verb : never]: KioskFunction<C>;
  };
} & { readonly on: KioskOn };

/** Builds the API from the whole contract (the preload's, and tests'); answers and events are checked against it (K15). */
export function buildKioskApi(invoke: Invoke, listen: Listen, warn: (message: string) => void = () => {}): KioskApi {
  const api: Record<string, unknown> = {};
  for (const channel of channels) {
    const { domain, verb } = channelParts(channel);
    const functions = (api[domain] ??= {}) as Record<string, (input?: unknown) => Promise<KioskResult<unknown>>>;
    functions[verb] = (input = {}) => checkedCall(invoke, channel, input, resultSchema);
  }
  api['on'] = checkedOn(listen, eventSchema, warn);
  // The loop loses the literal keys the type spells out; test/unit/shared checks the shape matches the contract.
  return api as KioskApi;
}
