import type { Channel } from '../contract';

/** `quotes:create` is `kiosk.quotes.create` in the screens; on its own, so the screens can call by name without the schemas. */
export function channelParts(channel: Channel): { domain: string; verb: string } {
  const [domain = '', verb = ''] = channel.split(':');
  return { domain, verb };
}
