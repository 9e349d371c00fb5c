import type { KioskEnvironment } from '../../credentials/profiles';

/**
 * D24: what may be registered as a webhook from this kiosk, or why not in plain words: https only for a live service
 * (the events carry customers' statuses), http too for a sandbox, and in training only the kiosk's own receiver.
 */
export function webhookAddressProblem(
  url: string,
  environment: KioskEnvironment,
  kioskReceiverUrl: string | undefined,
): string | undefined {
  if (environment.kind === 'training')
    return url === kioskReceiverUrl ? undefined : 'Training sends webhooks only to the kiosk’s own receiver. Leave the address empty.';
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return 'Enter the full address, starting with https://';
  }
  if (parsed.username !== '' || parsed.password !== '') return 'An address with a user name or password in it is not allowed.';
  if (parsed.protocol === 'https:') return undefined;
  if (parsed.protocol === 'http:' && environment.kind === 'sandbox') return undefined;
  return environment.kind === 'live'
    ? 'A live service sends webhooks only to an https:// address.'
    : 'Enter an http:// or https:// address.';
}
