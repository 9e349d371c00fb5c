import { channelParts, channels, resultSchema, type Channel, type ChannelInput, type ChannelResult, type KioskResult } from '../shared/contract';

/** Carries one call to the main process: Electron IPC in the preload, the loopback bridge in the browser host. */
export type Invoke = (channel: Channel, input: unknown) => Promise<unknown>;

type KioskFunction<C extends Channel> =
  Record<never, never> extends ChannelInput<C>
    ? (input?: ChannelInput<C>) => Promise<ChannelResult<C>>
    : (input: ChannelInput<C>) => Promise<ChannelResult<C>>;

type DomainOf<C extends Channel> = C extends `${infer D}:${string}` ? D : never;

/** `window.kiosk`: one named function per contract channel, grouped by domain (`kiosk.quotes.create(input)`). */
export type KioskApi = {
  readonly [D in DomainOf<Channel>]: {
    readonly [C in Channel as C extends `${D}:${infer Verb}` ? Verb : never]: KioskFunction<C>;
  };
};

declare global {
  interface Window {
    kiosk: KioskApi;
  }
}

/** Builds the API from the contract; answers are checked against it, and a failed call is a typed error, never a throw. */
export function buildKioskApi(invoke: Invoke): KioskApi {
  const api: Record<string, Record<string, (input?: unknown) => Promise<KioskResult<unknown>>>> = {};
  for (const channel of channels) {
    const { domain, verb } = channelParts(channel);
    (api[domain] ??= {})[verb] = (input = {}) => call(invoke, channel, input);
  }
  // The loop loses the literal keys the type spells out; test/unit/preload checks the shape matches the contract.
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
