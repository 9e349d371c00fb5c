import type { z } from 'zod/mini';
import type { Channel, KioskEvent } from '../../shared/contract';
import { alertChannels } from '../../shared/contract/alerts';
import { calculatorChannels } from '../../shared/contract/calculator';
import { kioskResult } from '../../shared/contract/kiosk-error';
import { kioskOptionsChannels } from '../../shared/contract/kiosk-options';
import { outboxChannels } from '../../shared/contract/outbox';
import { sessionChannels } from '../../shared/contract/session';

// K15 in the browser host: the bridge client checks every answer against the contract. The domains the first screen
// calls before the calculator answers come with the client; every other domain's schemas come with the whole
// contract, fetched on the first call to one (issue 37). Both the contract's own schema objects:
// test/unit/renderer/bridge checks, channel for channel.

type ChannelSchemas = Readonly<Partial<Record<Channel, { readonly output: z.core.$ZodType }>>>;

/** What the first screen asks main before the calculator's first answer shows (its session, options, top bar, the calculator). */
const firstScreenSchemas: ChannelSchemas = {
  ...sessionChannels,
  ...kioskOptionsChannels,
  ...outboxChannels,
  ...alertChannels,
  ...calculatorChannels,
};

const wholeContract = () => import('../../shared/contract');

/** The contract's schema for `channel`'s output: at hand for the first screen's domains, else once the whole contract is here. */
export async function outputSchemaOf(channel: Channel): Promise<z.core.$ZodType> {
  const atHand = firstScreenSchemas[channel]?.output;
  if (atHand) return atHand;
  return (await wholeContract()).outputSchema(channel);
}

const resultChecks = new Map<Channel, Promise<z.core.$ZodType>>();

/** What main's answer to `channel` must be: its output, or a kiosk error. */
export function resultCheck(channel: Channel): Promise<z.core.$ZodType> {
  const known = resultChecks.get(channel);
  if (known) return known;
  const loading = outputSchemaOf(channel).then(kioskResult);
  resultChecks.set(channel, loading);
  // A load that failed (the host away for a moment) is tried again on the next call.
  loading.catch(() => resultChecks.delete(channel));
  return loading;
}

/** What a pushed `event` must be: events are few and seldom, so their schemas come with the whole contract. */
export async function eventCheck(event: KioskEvent): Promise<z.core.$ZodType> {
  return (await wholeContract()).eventSchema(event);
}
