import { z } from 'zod/mini';
import type { Channel, KioskEvent, KioskResult } from '../contract';
import type { Invoke, KioskOn, Listen } from './kiosk-api';

// K15: the screens act only on what the contract promises. Both kinds of kiosk API check main's answers and pushes
// here: the preload's with the whole contract at hand, the browser host's bridge client with the first screen's
// schemas at hand and the rest as it loads them (renderer/bridge/answer-checks.ts).

/** A schema to check with: at hand, or on its way. */
export type Check = z.core.$ZodType | Promise<z.core.$ZodType>;

/** One call to main; its answer checked against `resultCheck`, and a failed call is a typed error, never a throw. */
export async function checkedCall(
  invoke: Invoke,
  channel: Channel,
  input: unknown,
  resultCheck: (channel: Channel) => Check,
): Promise<KioskResult<unknown>> {
  // Asked for before the call goes, so a schema still loading loads while main answers.
  const checking = Promise.resolve().then(() => resultCheck(channel));
  // A schema that could not load is reported with the answer, never left as an unhandled rejection.
  checking.catch(() => {});
  let answer: unknown;
  try {
    answer = await invoke(channel, input);
  } catch {
    return failure('The kiosk could not reach its main process. Restart the kiosk if this keeps happening.');
  }
  let schema: z.core.$ZodType;
  try {
    schema = await checking;
  } catch {
    return failure('The kiosk could not load what it checks main’s answers with. Restart the kiosk.');
  }
  const result = z.safeParse(schema, answer);
  return result.success
    ? (result.data as KioskResult<unknown>)
    : failure('The kiosk gave an answer the screens do not understand. Restart the kiosk.');
}

/**
 * Subscribes through `listen`; each payload reaches the handler only if `eventCheck` passes it. A schema at hand
 * checks at once; one on its way queues the payloads, so they still arrive in the order main pushed them.
 */
export function checkedOn(listen: Listen, eventCheck: (event: KioskEvent) => Check, warn: (message: string) => void): KioskOn {
  return (event, handler) => {
    let subscribed = true;
    let queued: Promise<void> | null = null;
    const deliver = (schema: z.core.$ZodType, payload: unknown) => {
      const parsed = z.safeParse(schema, payload);
      // A payload the contract does not promise is dropped: the screens act only on what they understand.
      if (!parsed.success) warn(`kiosk: dropped a ${event} event that does not match the contract`);
      else if (subscribed) handler(parsed.data as Parameters<typeof handler>[0]);
    };
    const unsubscribe = listen(event, (payload) => {
      const check = eventCheck(event);
      if (queued === null && !(check instanceof Promise)) return deliver(check, payload);
      queued = (queued ?? Promise.resolve())
        .then(() => check)
        .then(
          (schema) => deliver(schema, payload),
          () => warn(`kiosk: dropped a ${event} event: what checks it could not be loaded`),
        );
    });
    return () => {
      subscribed = false;
      unsubscribe();
    };
  };
}

function failure(message: string): KioskResult<never> {
  return { ok: false, error: { code: 'unavailable', message } };
}
