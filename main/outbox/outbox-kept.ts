import type { z } from 'zod';
import { statusMarkOf } from '../../shared/applications/payment-request';
import type { OutboxKind } from '../../shared/contract/outbox';
import type { OutboxEntry, OutboxPayload, outboxKept } from './outbox-entry';
import type { Made } from './outbox-sends';

// What an entry keeps after its payload goes (K8): written with the entry, completed from the service's answer.

type KeptKind = keyof typeof outboxKept;
export type KeptOf<K extends KeptKind> = z.infer<(typeof outboxKept)[K]>;

/** What any entry keeps: one of the kinds' shapes. */
export type OutboxKept = KeptOf<'quote'> | KeptOf<'callout'> | KeptOf<'document'> | KeptOf<'payment'> | KeptOf<'quoteCancel'>;

type Keepers = { [K in OutboxKind]: ((payload: OutboxPayload<K>) => OutboxKept) | null };

const keepers: Keepers = {
  // The call-backs list shows who is called, on which number, for how much (D18).
  callout: (callout): KeptOf<'callout'> => ({
    name: `${callout.first_name} ${callout.last_name}`.trim(),
    mobile: callout.phone,
    financedCents: callout.total_purchase_amount - callout.deposit_amount,
  }),
  document: ({ application_id, invoice_type }): KeptOf<'document'> => ({
    applicationId: application_id,
    documentType: invoice_type.toUpperCase(),
  }),
  payment: ({ application_id }): KeptOf<'payment'> => ({ applicationId: application_id }),
  // The service lists no mobile with a quote ("Quote"), so staff find one they sent by the mobile kept here.
  quote: ({ phone }): KeptOf<'quote'> => ({ mobile: phone.replace(/\D/g, '') }),
  // K10: the quote shows as applied at the kiosk, with the application, for as long as the record stays.
  quoteCancel: ({ id, application_id }): KeptOf<'quoteCancel'> => ({ quoteId: id, applicationId: application_id }),
  secureCode: null,
  reference: null,
};

/** Written down with the entry, before it goes. */
export function keptOnWrite<K extends OutboxKind>(kind: K, payload: OutboxPayload<K>): OutboxKept | undefined {
  const keep: ((payload: OutboxPayload<K>) => OutboxKept) | null = keepers[kind];
  return keep?.(payload);
}

/** Completed from the answer: the slot the provider booked (D18), the status payment was requested in (K7). */
export function keptOnSent(entry: OutboxEntry, made: Made<OutboxKind>): OutboxKept | undefined {
  const result = made.result;
  if (entry.kind === 'callout' && entry.kept && 'call_datetime' in result) return { ...entry.kept, callAt: result.call_datetime };
  if (entry.kind === 'payment' && entry.kept && 'status_history' in result)
    return { ...entry.kept, statusWhenRequested: statusMarkOf(result) };
  return undefined;
}
