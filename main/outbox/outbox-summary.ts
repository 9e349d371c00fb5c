import type { OutboxKind } from '../../shared/contract/outbox';
import { formatCents } from '../../shared/money';
import type { OutboxPayload } from './outbox-entry';

// What staff read in the outbox: plain words, what and for whom; never a secret (K1).

type Summaries = { [K in OutboxKind]: (payload: OutboxPayload<K>) => string };

const documentNames: Readonly<Record<string, string>> = { INVOICE: 'Invoice', STC: 'STC form', CCA: 'CCA form' };

const summaries: Summaries = {
  quote: (quote) => `Quote for ${purchase(quote)}`,
  callout: (callout) => `Call-back for ${purchase(callout)}`,
  secureCode: ({ mobile }) => `Secure code by text to the mobile ending ${mobile.slice(-3)}`,
  document: ({ invoice_type, filename, application_id }) =>
    `${documentNames[invoice_type.toUpperCase()] ?? 'Document'} ${filename} for application ${application_id}`,
  reference: ({ reference_number, application_id }) => `Reference ${reference_number} for application ${application_id}`,
  payment: ({ application_id }) => `Payment request for application ${application_id}`,
  quoteCancel: ({ id, application_id }) => `Quote ${id} applied at the kiosk (application ${application_id}): its emailed link cancelled`,
};

export function summaryOf<K extends OutboxKind>(kind: K, payload: OutboxPayload<K>): string {
  const summary: (payload: OutboxPayload<K>) => string = summaries[kind];
  return summary(payload).slice(0, 300);
}

function purchase(details: OutboxPayload<'quote'> | OutboxPayload<'callout'>): string {
  const name = `${details.first_name} ${details.last_name}`.trim();
  const financed = details.total_purchase_amount - details.deposit_amount;
  return `${name}, ${formatCents(financed)} over ${details.repayment_term} months`;
}
