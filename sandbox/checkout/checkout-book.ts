import { randomToken } from '../random';
import type { Sandbox } from '../sandbox';
import type { CheckoutRecord } from './checkout-record';

// Checkouts are part of the sandbox's state, so they survive a restart with `--data` (D23). Times are sandbox time.

/** A customer has this long, from the vendor's page, to finish the application. */
const checkoutLifetimeMs = 2 * 60 * 60_000;
/** Finished and abandoned checkouts are forgotten after a day; until then a replayed form shows its outcome. */
const keptForMs = 24 * 60 * 60_000;

function checkoutsOf(sandbox: Sandbox): readonly CheckoutRecord[] {
  return sandbox.state.checkouts;
}

export type NewCheckout = Omit<CheckoutRecord, 'id' | 'formToken' | 'started'>;

export function openCheckout(sandbox: Sandbox, fields: NewCheckout): CheckoutRecord {
  const now = sandbox.now();
  const checkout: CheckoutRecord = { ...fields, id: randomToken(), formToken: randomToken(), started: now };
  sandbox.state.checkouts = [...checkoutsOf(sandbox).filter((kept) => now - kept.started < keptForMs), checkout];
  return checkout;
}

export function findCheckout(sandbox: Sandbox, id: string): CheckoutRecord | undefined {
  return checkoutsOf(sandbox).find((checkout) => checkout.id === id);
}

/** An unfinished checkout past its lifetime can no longer be submitted. */
export function checkoutExpired(checkout: CheckoutRecord, now: number): boolean {
  return checkout.outcome === undefined && now - checkout.started >= checkoutLifetimeMs;
}
