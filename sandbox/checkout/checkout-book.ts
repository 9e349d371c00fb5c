import { randomToken } from '../random';
import type { Sandbox } from '../sandbox';
import type { CheckoutRecord } from './checkout-record';

// Checkouts are part of the sandbox's state, so they survive a restart with `--data` (D23). Times are sandbox time.

/** A customer has this long, from the vendor's page, to finish the application. */
const checkoutLifetimeMs = 2 * 60 * 60_000;
/** Finished and abandoned checkouts are forgotten after a day; until then a replayed form shows its outcome. */
const keptForMs = 24 * 60 * 60_000;

export type NewCheckout = Omit<CheckoutRecord, 'id' | 'formToken' | 'started'>;

export function openCheckout(sandbox: Sandbox, fields: NewCheckout): CheckoutRecord {
  const now = sandbox.now();
  const checkout: CheckoutRecord = { ...fields, id: randomToken(), formToken: randomToken(), started: now };
  sandbox.store.checkouts.removeWhere((kept) => now - kept.started >= keptForMs);
  return sandbox.store.checkouts.insert(checkout);
}

export function findCheckout(sandbox: Sandbox, id: string): CheckoutRecord | undefined {
  return sandbox.store.checkouts.get(id);
}

/** An unfinished checkout past its lifetime can no longer be submitted. */
export function checkoutExpired(checkout: CheckoutRecord, now: number): boolean {
  return checkout.outcome === undefined && now - checkout.started >= checkoutLifetimeMs;
}
