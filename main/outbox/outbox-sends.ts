import type { OutboxKind } from '../../shared/contract/outbox';
import type { Application, ApplicationDocument } from '../../shared/wire/applications';
import type { Callout } from '../../shared/wire/callouts';
import type { Quote } from '../../shared/wire/quotes';
import type { VendorPort } from '../core/vendor-port';
import { ok, type Result } from '../core/result';
import type { OutboxPayload } from './outbox-entry';
import { cancelAppliedQuote } from './quote-cancel';

// One request per write, sent exactly as written down; K3's look-ups and K7's caution are the writer's business.

export interface WriteResults {
  quote: Quote;
  callout: Callout;
  secureCode: { token: string };
  document: ApplicationDocument;
  reference: Application;
  payment: Application;
  quoteCancel: Quote;
}

/** What the service made, and the id staff see for it (a quote's, a callout's, the application's). */
export interface Made<K extends OutboxKind> {
  result: WriteResults[K];
  serviceId?: string;
}

type Sends = { [K in OutboxKind]: (vendor: VendorPort, payload: OutboxPayload<K>) => Promise<Result<Made<K>>> };

const sends: Sends = {
  quote: async (vendor, payload) => made(await vendor.createQuote(payload), ({ quote }) => ({ result: quote, serviceId: quote.id })),
  callout: async (vendor, payload) =>
    made(await vendor.createCalloutRequest(payload), ({ callout }) => ({ result: callout, serviceId: callout.id })),
  // The token is the customer's to type with the code: it is handed back, never kept (K1).
  secureCode: async (vendor, payload) => made(await vendor.sendApplicationSecureCode(payload), ({ token }) => ({ result: { token } })),
  document: async (vendor, payload) =>
    made(await vendor.createApplicationDocument(payload), ({ applicationDocument }) => ({
      result: applicationDocument,
      serviceId: payload.application_id,
    })),
  reference: async (vendor, payload) =>
    made(await vendor.updateApplication(payload), ({ application }) => ({ result: application, serviceId: application.id })),
  payment: async (vendor, payload) =>
    made(await vendor.requestApplicationPayment(payload), ({ application }) => ({ result: application, serviceId: application.id })),
  quoteCancel: async (vendor, { id }) => made(await cancelAppliedQuote(vendor, id), (quote) => ({ result: quote, serviceId: quote.id })),
};

export function sendWrite<K extends OutboxKind>(kind: K, vendor: VendorPort, payload: OutboxPayload<K>): Promise<Result<Made<K>>> {
  const send: Sends[K] = sends[kind];
  return send(vendor, payload);
}

function made<T, M>(answer: Result<T>, what: (data: T) => M): Result<M> {
  return answer.ok ? ok(what(answer.data)) : answer;
}
