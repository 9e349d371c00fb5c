import { addApplication, type NewApplication } from '../application-records';
import { formatDate } from '../clock';
import { sandboxOutcome } from '../lifecycle';
import { markQuoteApplied, quoteLifetimeMs } from '../quote-records';
import { randomToken, sha256Hex } from '../random';
import { fullName, type Sandbox } from '../sandbox';
import type { DocumentRecord, QuoteRecord, StatusChangeRecord } from '../store/record-schemas';
import { customerEmailDomains, femaleFirstNames, lastNames, maleFirstNames } from './demo-people';
import { demoProducts, demoTermWeights } from './demo-products';
import type { SeededRandom } from './seeded-random';

// The demo seed's eighteen months of trading (D28): quotes, and applications made from them or at checkout,
// each with the status history the sandbox itself would have recorded (D14, D15).

const minuteMs = 60_000;
const hourMs = 60 * minuteMs;
const dayMs = 24 * hourMs;
export const demoHistoryDays = 548;

export interface BranchPlan {
  accountId: string;
  applications: number;
  quotes: number;
  /** Prefix of the vendor's own reference numbers (D13). */
  referencePrefix: string;
}

interface Customer {
  first_name: string;
  last_name: string;
  email: string;
  mobile: string;
  dob: string;
}

/** What a quote and the application made from it share. */
interface Sale {
  account_id: string;
  customer: Customer;
  total_purchase_amount: number;
  deposit_amount: number;
  repayment_term: number;
  product_category: string;
  product_description: string;
  team_member: string;
}

const digitWeights: readonly (readonly [number, number])[] = [
  [0, 20],
  [6, 10],
  [7, 10],
  [8, 10],
  [9, 10],
  [1, 10],
  [2, 5],
  [3, 8],
  [4, 5],
  [5, 12],
];

/** A salesperson's name and how many of the sales they make, relative to the others. */
export type SalesShare = readonly [name: string, share: number];

export function addDemoHistory(
  sandbox: Sandbox,
  rng: SeededRandom,
  branches: readonly BranchPlan[],
  salespeople: readonly SalesShare[],
): void {
  const history = new DemoHistory(sandbox, rng, salespeople);
  const planned = byCreated(branches.flatMap((branch) => Array.from({ length: branch.quotes }, () => history.quote(branch.accountId))));
  const quotes = planned.map((quote) => sandbox.store.quotes.insert({ ...quote, id: sandbox.newId('quote_') }));

  const applications = byCreated(
    branches.flatMap((branch) => {
      const fromQuotes = quotes
        .filter((quote) => quote.account_id === branch.accountId)
        .flatMap((quote) => history.applyFrom(quote, branch));
      const atCheckout = Array.from({ length: branch.applications - fromQuotes.length }, () => history.checkoutApplication(branch));
      return [...fromQuotes, ...atCheckout];
    }),
  );
  // Recorded in order of creation, so their numbers (D7) rise with it as the live service's do.
  for (const application of applications) record(sandbox, application);
}

/** An application as the seed plans it: its later statuses, its paperwork and the quote it came from. */
interface PlannedApplication extends NewApplication {
  created: number;
  laterChanges: StatusChangeRecord[];
  documents: DocumentRecord[];
  quote?: QuoteRecord;
}

function record(sandbox: Sandbox, planned: PlannedApplication): void {
  const { laterChanges, documents, quote, ...fields } = planned;
  const application = addApplication(sandbox, { ...fields, ...(quote ? { quoteId: quote.id } : {}) });
  sandbox.store.applications.update(application, (draft) => {
    draft.history = [...draft.history, ...laterChanges];
    draft.status = laterChanges.at(-1)?.status ?? draft.status;
    draft.documents = documents;
  });
  if (quote) markQuoteApplied(sandbox, quote, application.id);
}

class DemoHistory {
  private readonly now: number;

  constructor(
    private readonly sandbox: Sandbox,
    private readonly rng: SeededRandom,
    private readonly salespeople: readonly SalesShare[],
  ) {
    this.now = sandbox.now();
  }

  quote(accountId: string): QuoteRecord {
    const sale = this.sale(accountId);
    const created = this.tradingMoment();
    return {
      id: '', // numbered once all quotes are in order of creation
      account_id: sale.account_id,
      first_name: sale.customer.first_name,
      last_name: sale.customer.last_name,
      phone: sale.customer.mobile,
      email: sale.customer.email,
      total_purchase_amount: sale.total_purchase_amount,
      deposit_amount: sale.deposit_amount,
      repayment_term: sale.repayment_term,
      product_category: sale.product_category,
      product_description: sale.product_description,
      team_member: sale.team_member,
      status: 'SENT',
      active: !this.rng.chance(0.07),
      created,
      expires: created + quoteLifetimeMs,
      applyToken: randomToken(),
    };
  }

  /** About half the customers apply from their quote's link, within two weeks (D17). */
  applyFrom(quote: QuoteRecord, branch: BranchPlan): PlannedApplication[] {
    const appliedAt = quote.created + this.rng.int(10, 14 * 24 * 60) * minuteMs;
    if (!quote.active || !this.rng.chance(0.45) || appliedAt > this.now - hourMs) return [];
    const customer = {
      first_name: quote.first_name,
      last_name: quote.last_name,
      email: quote.email,
      mobile: quote.phone,
      dob: this.dateOfBirth(),
    };
    return [{ ...this.application({ ...quote, customer }, appliedAt, branch), quote }];
  }

  checkoutApplication(branch: BranchPlan): PlannedApplication {
    return this.application(this.sale(branch.accountId), this.tradingMoment(), branch);
  }

  private application(sale: Sale, created: number, branch: BranchPlan): PlannedApplication {
    const laterChanges = this.laterChanges(sale.total_purchase_amount - sale.deposit_amount, created);
    const paid = laterChanges.find((change) => change.status === 'PAID');
    return {
      account_id: sale.account_id,
      applicants: this.applicants(sale.customer),
      team_member: sale.team_member,
      total_purchase_amount: sale.total_purchase_amount,
      deposit_amount: sale.deposit_amount,
      repayment_term: sale.repayment_term,
      product_category: sale.product_category,
      product_description: sale.product_description,
      reference_number: laterChanges.length > 0 && this.rng.chance(0.35) ? this.referenceNumber(branch, created) : '',
      created,
      laterChanges,
      documents: paid && this.rng.chance(0.12) ? this.documents(sale, paid.at) : [],
    };
  }

  /** D14, D15: after QUOTE (while the customer fills the form in), the digit's decisions, then payment or withdrawal. */
  private laterChanges(financed: number, created: number): StatusChangeRecord[] {
    if (this.rng.chance(0.06)) return [];
    const changes: StatusChangeRecord[] = [];
    let at = created + this.rng.int(4, 25) * minuteMs;
    for (const [step, status] of sandboxOutcome(financed).entries()) {
      if (status === undefined) continue;
      if (step > 0) at += this.sandbox.config.decisionDelayMs;
      changes.push({ status, at });
    }
    if (changes.at(-1)?.status === 'APPROVED') {
      if (this.rng.chance(0.08)) changes.push({ status: 'WITHDRAW', at: at + this.rng.int(1, 20) * dayMs });
      else if (this.rng.chance(0.85)) changes.push({ status: 'PAID', at: at + this.rng.int(3, 60) * dayMs });
    }
    return changes.filter((change) => change.at <= this.now);
  }

  private sale(accountId: string): Sale {
    const product = this.rng.weighted(demoProducts.map((p) => [p, p.weight] as const));
    const price = this.rng.int(product.minDollars / 10, product.maxDollars / 10) * 10;
    const deposit = this.rng.chance(0.3) ? Math.min(Math.round((price * this.rng.int(5, 20)) / 1000) * 10, price - 1_000) : 0;
    // The cents digit picks the sandbox's decision (D15), as testers do with real amounts.
    const financedCents = (price - deposit) * 100 + this.rng.weighted(digitWeights);
    return {
      account_id: accountId,
      customer: this.customer(),
      total_purchase_amount: financedCents + deposit * 100,
      deposit_amount: deposit * 100,
      repayment_term: this.rng.weighted(demoTermWeights),
      product_category: product.category,
      product_description: this.rng.pick(product.descriptions),
      team_member: this.rng.weighted(this.salespeople),
    };
  }

  /** The primary applicant, and for about one in seven a joint applicant, often a partner of the same name. */
  private applicants(primary: Customer): NewApplication['applicants'] {
    const people = this.rng.chance(0.15) ? [primary, this.customer(this.rng.chance(0.7) ? primary.last_name : undefined)] : [primary];
    return people.map((person, index) => ({
      name: fullName(person),
      email: person.email,
      mobile: person.mobile,
      dob: person.dob,
      joint_applicant: index === 0 ? 0 : 1,
    }));
  }

  private customer(lastName?: string): Customer {
    const first = this.rng.pick(this.rng.chance(0.5) ? femaleFirstNames : maleFirstNames);
    const last = lastName ?? this.rng.pick(lastNames);
    const local = `${first}.${last}`.toLowerCase().replace(/[^a-z.]/g, '') + (this.rng.chance(0.4) ? String(this.rng.int(1, 99)) : '');
    return {
      first_name: first,
      last_name: last,
      email: `${local}@${this.rng.pick(customerEmailDomains)}`,
      mobile: `04${this.rng.digits(8)}`,
      dob: this.dateOfBirth(),
    };
  }

  private dateOfBirth(): string {
    const year = new Date(this.now).getUTCFullYear() - this.rng.int(22, 78);
    return formatDate(Date.UTC(year, this.rng.int(0, 11), this.rng.int(1, 28)));
  }

  private referenceNumber(branch: BranchPlan, created: number): string {
    const yearMonth = formatDate(created).slice(2, 7).replace('-', '');
    return `${branch.referencePrefix}-${yearMonth}-${this.rng.digits(4)}`;
  }

  /** A few paid jobs carry the paperwork uploaded before payment: the invoice, and for solar the STC form. */
  private documents(sale: Sale, paidAt: number): DocumentRecord[] {
    const invoice = this.document('INVOICE', `invoice-${this.rng.digits(6)}.pdf`, paidAt - this.rng.int(1, 24) * hourMs);
    if (!sale.product_category.startsWith('Solar') || !this.rng.chance(0.5)) return [invoice];
    return [invoice, this.document('STC', 'stc-assignment-form.pdf', invoice.uploaded + this.rng.int(5, 50) * minuteMs)];
  }

  private document(type: DocumentRecord['type'], filename: string, uploaded: number): DocumentRecord {
    // D16: a real PDF signature, so the record describes a file the sandbox would have accepted.
    const content = `%PDF-1.7\n% Sunrise Solar demo document: ${filename}\n%%EOF\n`;
    return { type, filename, bytes: Buffer.byteLength(content), sha256: sha256Hex(content), uploaded };
  }

  /** Whole seconds in trading hours, 08:00–20:00 Sydney standard time (22:00–10:00 UTC), at least an hour ago. */
  private tradingMoment(): number {
    const today = Math.floor(this.now / dayMs) * dayMs;
    for (;;) {
      const at = today - this.rng.int(0, demoHistoryDays) * dayMs - 2 * hourMs + this.rng.int(0, 12 * 3600) * 1000;
      if (at <= this.now - hourMs) return at;
    }
  }
}

function byCreated<T extends { created: number }>(records: T[]): T[] {
  return records.sort((a, b) => a.created - b.created);
}
