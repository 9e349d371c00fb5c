import { z } from 'zod';
import {
  channels,
  inputSchema,
  outputSchema,
  type Channel,
  type ChannelOutput,
  type KioskResult,
  type ParsedInput,
} from '../../shared/contract';
import type { FieldErrors } from '../../shared/contract/kiosk-error';
import { answersNow, lockedRefusal } from '../../shared/contract/while-locked';
import { KioskFailure } from '../core/kiosk-failure';
import type { Logger } from '../core/logger';
import type { ChannelHandler, Transport } from './transport';

/** The use case behind every contract channel, typed by the contract; a missing or extra one does not compile. */
export type ContractHandlers = {
  [C in Channel]: (input: ParsedInput<C>) => Promise<ChannelOutput<C>> | ChannelOutput<C>;
};

/** Whether the kiosk is locked now: the session's word, asked before every call (K15). */
export type IsLocked = () => boolean;

/** Registers exactly the contract's channels on the transport; no other channel exists. */
export function registerContract(transport: Transport, handlers: ContractHandlers, log: Logger, isLocked: IsLocked): void {
  for (const channel of channels) transport.handle(channel, contractHandler(channel, handlers[channel], log, isLocked));
}

const refusedWhileLocked: KioskResult<never> = { ok: false, error: lockedRefusal };

const unexpected = 'Something went wrong on the kiosk. Try again, and restart the kiosk if it keeps happening.';

/**
 * Parses the input, runs the use case, checks its output: every outcome is a typed result, nothing throws across.
 * K15: while locked, a channel that is not the lock screen's or the customer's (while-locked.ts) is refused first,
 * whatever it was sent, on every transport. K12: each call is logged with its channel, its time and its outcome's
 * code, never its input or answer.
 */
export function contractHandler<C extends Channel>(
  channel: C,
  handler: ContractHandlers[C],
  log: Logger,
  isLocked: IsLocked,
): ChannelHandler {
  return async (raw) => {
    const started = performance.now();
    const result = answersNow(channel, isLocked()) ? await answer(channel, handler, raw, log) : refusedWhileLocked;
    const ms = Math.round(performance.now() - started);
    log.info('ipc: answered a call', { channel, ms, outcome: result.ok ? 'ok' : result.error.code });
    return result;
  };
}

async function answer<C extends Channel>(
  channel: C,
  handler: ContractHandlers[C],
  raw: unknown,
  log: Logger,
): Promise<KioskResult<unknown>> {
  // Full zod's safeParse: a ZodError whether the channel's schemas are full zod or zod/mini (issue 37).
  const input = z.safeParse(inputSchema(channel), raw);
  if (!input.success) {
    return failure('invalid-input', 'Some details are missing or not in the right form.', fieldErrorsOf(input.error));
  }
  try {
    const output = z.safeParse(outputSchema(channel), await handler(input.data));
    if (output.success) return { ok: true, data: output.data };
    log.error('ipc: an answer does not match the contract', output.error, { channel });
  } catch (error) {
    if (error instanceof KioskFailure) return { ok: false, error: error.error };
    log.error('ipc: a call failed', error, { channel });
  }
  return failure('internal', unexpected);
}

function failure(code: 'invalid-input' | 'internal', message: string, fieldErrors?: FieldErrors): KioskResult<never> {
  return { ok: false, error: fieldErrors === undefined ? { code, message } : { code, message, fieldErrors } };
}

/** Field paths such as `repaymentTerm` or `repaymentTerms.2`, each with its reasons; undefined when none is about a field. */
function fieldErrorsOf(error: z.ZodError): FieldErrors | undefined {
  // A Map, because a sender's field may be called `constructor` or `__proto__`.
  const fields = new Map<string, string[]>();
  for (const issue of error.issues) {
    const paths = issue.code === 'unrecognized_keys' ? issue.keys.map((key) => [...issue.path, key]) : [issue.path];
    for (const path of paths) {
      if (path.length === 0) continue;
      const field = path.map(String).join('.');
      fields.set(field, [...(fields.get(field) ?? []), issue.code === 'unrecognized_keys' ? 'Not expected here' : issue.message]);
    }
  }
  return fields.size > 0 ? Object.fromEntries(fields) : undefined;
}
