import { utcDay } from '../../shared/dates/utc-day';
import { categorySlug } from '../../shared/enums';
import { collectPages } from '../../shared/paging/walk-pages';
import type { Quote } from '../../shared/wire/quotes';
import { ok, type Result } from '../core/result';
import type { EndpointInput, EndpointOutput, ReconciledCreates, VendorApi } from '../core/vendor-port';

// K3: a create whose answer was lost is looked for before it is tried again; what was made is returned, never a duplicate.

export interface ReconciliationOptions {
  readonly now: () => number;
  /** How long before the first try a match may have been created (clock skew and slow answers). */
  readonly windowMs: number;
  /** Tries in all; each retry only after the lookup found nothing. */
  readonly attempts: number;
}

export function reconciledCreates(api: VendorApi, options: ReconciliationOptions): ReconciledCreates {
  return {
    createQuoteOnce: (input) => {
      const since = options.now() - options.windowMs;
      return createOnce(
        () => api.createQuote(input),
        () => findQuote(api, input, since),
        options.attempts,
      );
    },
    uploadDocumentOnce: async (input) => {
      // Documents carry no id or time, so what is there before the upload is the baseline to compare with.
      const before = await sameDocuments(api, input);
      if (!before.ok) return before;
      const find = async (): Promise<Result<EndpointOutput<'createApplicationDocument'> | undefined>> => {
        const after = await sameDocuments(api, input);
        if (!after.ok) return after;
        const added = after.data.length > before.data.length ? after.data.at(-1) : undefined;
        return ok(added && { status: 2000, applicationDocument: added });
      };
      return createOnce(() => api.createApplicationDocument(input), find, options.attempts);
    },
    createUserOnce: (input) =>
      createOnce(
        () => api.createUser(input),
        () => findUser(api, input),
        options.attempts,
      ),
  };
}

/** Creates; when the outcome is unknown, looks; retries only when the lookup shows nothing was made. */
export async function createOnce<T>(
  create: () => Promise<Result<T>>,
  find: () => Promise<Result<T | undefined>>,
  attempts: number,
): Promise<Result<T>> {
  for (let tries = 1; ; tries++) {
    const created = await create();
    if (created.ok || created.error.kind !== 'outcome-unknown') return created;
    const found = await find();
    // A lookup that fails cannot tell: the outcome stays unknown.
    if (!found.ok) return created;
    if (found.data !== undefined) return ok(found.data);
    if (tries >= attempts) return created;
  }
}

/**
 * Quotes from the window's start to the service's today (its default endDate, D4) with the same customer email,
 * amounts, term, category and description.
 */
export async function findQuote(
  api: Pick<VendorApi, 'getQuotes'>,
  input: EndpointInput<'createQuote'>,
  since: number,
  /** Quotes already accounted for (another write's), which this one cannot be. */
  claimed: ReadonlySet<string> = new Set(),
): Promise<Result<EndpointOutput<'createQuote'> | undefined>> {
  const query = { accountId: input.account_id, startDate: utcDay(since) };
  const quotes = await collectPages(async (pageNumber) => {
    const page = await api.getQuotes({ ...query, pageNumber: String(pageNumber) });
    return page.ok ? ok({ records: page.data.quotes, more: page.data.hasMoreRecords === 1 }) : page;
  });
  if (!quotes.ok) return quotes;
  const match = quotes.data
    .filter((quote) => Date.parse(quote.created) >= since && sameQuote(quote, input) && !claimed.has(quote.id))
    .at(-1);
  return ok(match && { status: 2000, quote: match });
}

function sameQuote(quote: Quote, input: EndpointInput<'createQuote'>): boolean {
  return (
    sameText(quote.applicant_email, input.email) &&
    quote.total_purchase_amount === input.total_purchase_amount &&
    quote.deposit_amount === input.deposit_amount &&
    quote.repayment_term === input.repayment_term &&
    // D17: the category may be sent as its name or its slug.
    categorySlug(quote.product_category) === categorySlug(input.product_category) &&
    quote.product_description.trim() === input.product_description.trim()
  );
}

/** The application's documents of the same name and type, oldest first (D8). */
export async function sameDocuments(api: Pick<VendorApi, 'getApplicationDocuments'>, input: EndpointInput<'createApplicationDocument'>) {
  const listed = await api.getApplicationDocuments({ application_id: input.application_id });
  if (!listed.ok) return listed;
  // D16: the type is sent in any case.
  const type = input.invoice_type.toUpperCase();
  return ok(listed.data.applicationDocuments.filter((document) => document.filename === input.filename && document.type === type));
}

/** D12: email is unique, case-insensitively, so a user with it is the one created. */
async function findUser(api: VendorApi, input: EndpointInput<'createUser'>): Promise<Result<EndpointOutput<'createUser'> | undefined>> {
  const users = await collectPages(async (pageNumber) => {
    const page = await api.getUsers({ accountId: input.account_id, pageNumber: String(pageNumber) });
    return page.ok ? ok({ records: page.data.users, more: page.data.hasMoreRecords === 1 }) : page;
  });
  if (!users.ok) return users;
  const match = users.data.find((user) => sameText(user.email, input.email));
  return ok(match && { status: 2000, user: match });
}

function sameText(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}
