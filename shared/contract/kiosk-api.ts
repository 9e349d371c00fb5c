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

// window.kiosk, built from the contract alike by the preload (Electron IPC) and the browser host's bridge client.

/** Carries one call to the main process: Electron IPC in the preload, the loopback bridge in the browser host. */
export type Invoke = (channel: Channel, input: unknown) => Promise<unknown>;

/** Hands every payload main pushes for one event to `deliver`, unchecked; returns the unsubscribe. */
export type Listen = (event: KioskEvent, deliver: (payload: unknown) => void) => () => void;

type KioskFunction<C extends Channel> =
  Record<never, never> extends ChannelInput<C>
    ? (input?: ChannelInput<C>) => Promise<ChannelResult<C>>
    : (input: ChannelInput<C>) => Promise<ChannelResult<C>>;

type DomainOf<C extends Channel> = C extends `${infer D}:${string}` ? D : never;

/** Subscribes to one event (`kiosk.on('watch:statusChanged', show)`); returns the unsubscribe. */
export type KioskOn = <E extends KioskEvent>(event: E, handler: (payload: EventPayload<E>) => void) => () => void;

/** `window.kiosk`: one named function per contract channel, grouped by domain (`kiosk.quotes.create(input)`), and `on`. */
export type KioskApi = {
  readonly [D in DomainOf<Channel>]: {
    readonly [C in Channel as C extends `${D}:${infer Verb}` ? Verb : never]: KioskFunction<C>;
  };
} & { readonly on: KioskOn };

/** Builds the API from the contract; answers and events are checked against it, and a failed call is a typed error, never a throw. */
export function buildKioskApi(invoke: Invoke, listen: Listen, warn: (message: string) => void = () => {}): KioskApi {
  const api: Record<string, unknown> = {};
  for (const channel of channels) {
    const { domain, verb } = channelParts(channel);
    const functions = (api[domain] ??= {}) as Record<string, (input?: unknown) => Promise<KioskResult<unknown>>>;
    functions[verb] = (input = {}) => call(invoke, channel, input);
  }
  const on: KioskOn = (event, handler) =>
    listen(event, (payload) => {
      const parsed = eventSchema(event).safeParse(payload);
      // A payload the contract does not promise is dropped: the screens act only on what they understand.
      if (parsed.success) handler(parsed.data);
      else warn(`kiosk: dropped a ${event} event that does not match the contract`);
    });
  api['on'] = on;
  // The loop loses the literal keys the type spells out; test/unit/shared checks the shape matches the contract.
  return api as KioskApi;
}

async function call(invoke: Invoke, channel: Channel, input: unknown): Promise<KioskResult<unknown>> {
  let answer: unknown;
  try {
    answer = await invoke(channel, input);
  } catch {
    return failure('The kiosk could not reach its main process. Restart the kiosk if this keeps happening.');
  }
  const result = resultSchema(channel).safeParse(answer);
  return result.success ? result.data : failure('The kiosk gave an answer the screens do not understand. Restart the kiosk.');
}

function failure(message: string): KioskResult<never> {
  return { ok: false, error: { code: 'unavailable', message } };
}
