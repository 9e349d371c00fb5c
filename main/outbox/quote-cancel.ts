import { errors } from '../../shared/wire/errors';
import type { Quote } from '../../shared/wire/quotes';
import { ok, type Result } from '../core/result';
import type { VendorPort } from '../core/vendor-port';

// K10: a quote the customer applied for at the kiosk is cancelled so its emailed link starts no second application.
// What matters is that the quote is no longer active; however it got there (cancelled already, applied from its link,
// expired: D17's "Quote not active"), that is what was wanted.

/** Cancel Quote, once; a quote already inactive is success, read back as the service holds it. */
export async function cancelAppliedQuote(vendor: VendorPort, id: string): Promise<Result<Quote>> {
  const answer = await vendor.cancelQuote({ id });
  if (answer.ok) return ok(answer.data.quote);
  const notActive = answer.error.kind === 'service' && answer.error.message === errors.quoteNotActive.message;
  if (!notActive) return answer;
  const read = await inactiveQuote(vendor, id);
  if (!read.ok) return read;
  return read.data ? ok(read.data) : answer;
}

/** K3 after a lost answer: the quote as it stands if it is inactive now, or null (the cancel goes again). */
export async function inactiveQuote(vendor: VendorPort, id: string): Promise<Result<Quote | null>> {
  const read = await vendor.getQuote({ id });
  if (!read.ok) return read;
  return ok(read.data.quote.active === 0 ? read.data.quote : null);
}
