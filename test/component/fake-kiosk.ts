import type { Channel, ChannelInput, ChannelResult, EventPayload, KioskEvent } from '../../shared/contract';
import { buildKioskApi, type KioskApi } from '../../shared/contract/kiosk-api';

// A window.kiosk built by the same buildKioskApi as the preload and the bridge, so every answer a test gives is
// checked against the contract on arrival, as main's would be; only the carrier (invoke, listen) is the test's.

/** What one channel answers: a result, or a function of the input as the screens sent it. */
export type Answer<C extends Channel> = ChannelResult<C> | ((input: ChannelInput<C>) => ChannelResult<C> | Promise<ChannelResult<C>>);

export interface FakeKiosk {
  readonly api: KioskApi;
  /** From now on `channel` answers `answer`; a channel never answered fails as an unreachable main does. */
  answer<C extends Channel>(channel: C, answer: Answer<C>): void;
  /** The inputs the screens sent on `channel`, oldest first. */
  calls<C extends Channel>(channel: C): ChannelInput<C>[];
  /** Main pushing an event to the screens. */
  emit<E extends KioskEvent>(event: E, payload: EventPayload<E>): void;
}

export const ok = <T>(data: T) => ({ ok: true, data }) as const;

export const refused = (
  code: Extract<ChannelResult<Channel>, { ok: false }>['error']['code'],
  message: string,
  fieldErrors?: Record<string, string[]>,
) => ({ ok: false, error: { code, message, ...(fieldErrors && { fieldErrors }) } }) as const;

export function fakeKiosk(): FakeKiosk {
  const answers = new Map<Channel, (input: unknown) => unknown>();
  const sent = new Map<Channel, unknown[]>();
  const listeners = new Map<KioskEvent, Set<(payload: unknown) => void>>();
  const api = buildKioskApi(
    async (channel, input) => {
      sent.set(channel, [...(sent.get(channel) ?? []), input]);
      const answer = answers.get(channel);
      if (answer === undefined) throw new Error(`no answer for ${channel}`);
      return answer(input);
    },
    (event, deliver) => {
      const set = listeners.get(event) ?? new Set();
      listeners.set(event, set.add(deliver));
      return () => set.delete(deliver);
    },
  );
  return {
    api,
    answer(channel, answer) {
      answers.set(channel, typeof answer === 'function' ? (input) => answer(input as never) : () => answer);
    },
    calls: <C extends Channel>(channel: C) => (sent.get(channel) ?? []) as ChannelInput<C>[],
    emit(event, payload) {
      for (const deliver of listeners.get(event) ?? []) deliver(payload);
    },
  };
}
