import type { OutboxKind } from '../../shared/contract/outbox';
import { KioskFailure } from '../core/kiosk-failure';

// K8: while the service cannot be reached, what cannot wait in the queue says so in words staff can act on.

const words: Readonly<Record<OutboxKind, string>> = {
  quote: 'The financing service cannot be reached.',
  callout: 'The financing service cannot be reached.',
  document: 'The financing service cannot be reached.',
  reference: 'The financing service cannot be reached.',
  quoteCancel: 'The financing service cannot be reached.',
  secureCode: 'A secure code needs the financing service, which cannot be reached right now. Try again once the kiosk is back online.',
  payment: 'Requesting payment needs the financing service, which cannot be reached right now. Try again once the kiosk is back online.',
};

export function serviceNeeded(kind: OutboxKind): KioskFailure {
  return new KioskFailure('unavailable', words[kind]);
}
