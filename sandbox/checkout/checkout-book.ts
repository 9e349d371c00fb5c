import { randomToken } from '../random';
import type { Sandbox } from '../sandbox';
import type { CheckoutRecord } from './checkout-record';

// Checkouts kept in memory, per sandbox, until SandboxState carries them (then `checkoutsOf` reads
// `sandbox.state.checkouts`). Times are sandbox time.

/** A customer has this long, from the vendor's page, to finish the application. */
export const checkoutLifetimeMs = 2 * 60 * 60_000;
/** Finished and abandoned checkouts are forgotten after a day; until then a replayed form shows its outcome. */
const keptForMs = 24 * 60 * 60_000;

const books = new WeakMap<Sandbox, CheckoutRecord[]>();

function checkoutsOf(sandbox: Sandbox): readonly CheckoutRecord[] {
  return books.get(sandbox) ?? [];
}

export type NewCheckout = Omit<CheckoutRecord, 'id' | 'formToken' | 'started'>;

export function openCheckout(sandbox: Sandbox, fields: NewCheckout): CheckoutRecord {
  const now = sandbox.now();
  const checkout: CheckoutRecord = { ...fields, id: randomToken(), formToken: randomToken(), started: now };
  books.set(sandbox, [...checkoutsOf(sandbox).filter((kept) => now - kept.started < keptForMs), checkout]);
  return checkout;
}

export function findCheckout(sandbox: Sandbox, id: string): CheckoutRecord | undefined {
  return checkoutsOf(sandbox).find((checkout) => checkout.id === id);
}

/** An unfinished checkout past its lifetime can no longer be submitted. */
export function checkoutExpired(checkout: CheckoutRecord, now: number): boolean {
  return checkout.outcome === undefined && now - checkout.started >= checkoutLifetimeMs;
}
