import type { Channel, ChannelInput, ChannelResult, KioskError } from '../../shared/contract';
import { channelParts } from '../../shared/contract/channel-parts';
import { kiosk } from '../kiosk';

/** A refusal or failure main answered, thrown so the query layer holds it as the query's (or the write's) error. */
export class KioskFailure extends Error {
  constructor(readonly error: KioskError) {
    super(error.message);
  }
}

/** One channel by its contract name, through window.kiosk, as the query layer calls it. */
function callKiosk<C extends Channel>(channel: C, input: ChannelInput<C>): Promise<ChannelResult<C>> {
  const { domain, verb } = channelParts(channel);
  const functions = (kiosk() as unknown as Record<string, Record<string, (input: unknown) => Promise<ChannelResult<C>>>>)[domain];
  return functions![verb]!(input);
}

/** The data of a successful answer; a failed one throws, so the query layer sees the failure as its error. */
export async function dataOf<C extends Channel>(
  channel: C,
  input: ChannelInput<C>,
): Promise<Extract<ChannelResult<C>, { ok: true }>['data']> {
  const result = await callKiosk(channel, input);
  if (!result.ok) throw new KioskFailure(result.error);
  return result.data as Extract<ChannelResult<C>, { ok: true }>['data'];
}
