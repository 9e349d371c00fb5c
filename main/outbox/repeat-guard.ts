import { createHash } from 'node:crypto';
import type { OutboxKind } from '../../shared/contract/outbox';
import { KioskFailure } from '../core/kiosk-failure';
import type { OutboxEntry, OutboxPayload } from './outbox-entry';

// K7: a callout, secure code or payment request whose answer was lost may have reached the provider, and nothing can
// tell. The same request (same customer, same mobile, same application) is refused for 30 minutes unless staff confirm.

export const repeatWindowMs = 30 * 60_000;

type Unlookable = 'callout' | 'secureCode' | 'payment';

/**
 * "The same request", hashed: for K7 kinds who it was for; for the others the whole body, so pressing again after a
 * lost answer settles the first (K3) instead of making a second.
 */
export function sameRequestKey(kind: OutboxKind, payload: OutboxPayload<OutboxKind>): string {
  const parts = identity(kind, payload) ?? [stableJson(payload)];
  return createHash('sha256')
    .update(JSON.stringify([kind, ...parts]))
    .digest('base64url');
}

function stableJson(payload: OutboxPayload<OutboxKind>): string {
  return JSON.stringify(Object.entries(payload).sort(([a], [b]) => (a < b ? -1 : 1)));
}

/** An earlier write of the same request that is not settled yet (K3: it is settled before anything goes again). */
export function unsettledTwin(entries: readonly OutboxEntry[], sameAs: string): OutboxEntry | undefined {
  return entries.find(
    (entry) =>
      entry.sameAs === sameAs &&
      !entry.dealtWith &&
      entry.payload !== undefined &&
      (entry.state === 'queued' || entry.state === 'unconfirmed'),
  );
}

function identity(kind: OutboxKind, payload: OutboxPayload<OutboxKind>): string[] | undefined {
  if (kind === 'callout' && 'email' in payload && 'phone' in payload)
    return [payload.email.trim().toLowerCase(), payload.phone.replace(/\D/g, '')];
  if (kind === 'secureCode' && 'mobile' in payload) return [payload.mobile.replace(/\D/g, '')];
  if (kind === 'payment' && 'application_id' in payload) return [payload.application_id];
  return undefined;
}

/** The earlier request that may have gone (or is going now), if it is recent enough to refuse this one. */
export function earlierAttempt(entries: readonly OutboxEntry[], sameAs: string, now: number): OutboxEntry | undefined {
  return entries.find(
    (entry) =>
      entry.sameAs === sameAs &&
      !entry.dealtWith &&
      (entry.state === 'unconfirmed' || entry.state === 'pending') &&
      now - (entry.sentAt ?? entry.created) < repeatWindowMs,
  );
}

const what: Readonly<Record<Unlookable, string>> = {
  callout: 'A call-back for this customer',
  secureCode: 'A secure code for this mobile',
  payment: 'A payment request for this application',
};

export function needsConfirmation(entry: OutboxEntry): KioskFailure {
  const kind = entry.kind === 'callout' || entry.kind === 'secureCode' || entry.kind === 'payment' ? entry.kind : 'callout';
  const at = timeOf(entry.sentAt ?? entry.created);
  return new KioskFailure(
    'needs-confirmation',
    `${what[kind]} was sent at ${at} and may have reached the provider. Send it again only if you are sure a second one is wanted.`,
  );
}

/** K7's plain words for a lost answer: never "could not be reached". */
export function mayHaveReached(kind: OutboxKind, sentAt: number): string {
  const thing = kind === 'secureCode' ? 'The secure code' : kind === 'payment' ? 'The payment request' : 'The call-back request';
  return `${thing} was sent at ${timeOf(sentAt)} but its answer was lost. This may have reached the provider; check before sending it again.`;
}

export function timeOf(ms: number): string {
  return new Date(ms).toLocaleTimeString('en-AU', { hour: 'numeric', minute: '2-digit' });
}
