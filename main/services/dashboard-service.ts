import type { DashboardDays, DashboardSummary } from '../../shared/contract/dashboard';
import { branchSummary } from '../../shared/dashboard/branch-figures';
import { lastDays, type DayRange } from '../../shared/dashboard/dashboard-range';
import { quoteFunnel } from '../../shared/dashboard/quote-funnel';
import { teamFigures } from '../../shared/dashboard/team-figures';
import { collectPages } from '../../shared/paging/walk-pages';
import type { Application } from '../../shared/wire/applications';
import type { Quote } from '../../shared/wire/quotes';
import { listQuery } from './list-query';
import type { SessionService } from '../session/session-service';
import { quotesAppliedAtKiosk } from '../outbox/outbox-records';
import type { OutboxEntry } from '../outbox/outbox-entry';

/** One page of a list as the session answers it (it throws its failures, so the walk never holds one). */
type PageOf<T> = (pageNumber: number) => Promise<{ records: readonly T[]; more: boolean }>;

/** Every page of a list (D8), in the service's order. */
async function everyPage<T>(page: PageOf<T>): Promise<T[]> {
  const walked = await collectPages<T, never>(async (pageNumber) => ({ ok: true, data: await page(pageNumber) }));
  return walked.ok ? walked.data : [];
}

/** The signed-in branch at a glance, counted from the service's own lists (no endpoint of its own). */
export class DashboardService {
  readonly #session: SessionService;
  readonly #serviceNow: () => Promise<number>;
  readonly #kioskRecords: () => Promise<readonly OutboxEntry[]>;

  /**
   * `serviceNow`: the service's clock as the kiosk knows it (training: the sandbox's, D27; else the kiosk's);
   * `kioskRecords`: the profile's outbox, for the quotes applied for at the kiosk (K10).
   */
  constructor(
    session: SessionService,
    serviceNow: () => Promise<number>,
    kioskRecords: () => Promise<readonly OutboxEntry[]> = async () => [],
  ) {
    this.#session = session;
    this.#serviceNow = serviceNow;
    this.#kioskRecords = kioskRecords;
  }

  /** The last `days` whole UTC days (D4) up to the service's today. */
  async summary(days: DashboardDays): Promise<DashboardSummary> {
    return this.summaryOf(lastDays(await this.#serviceNow(), days));
  }

  /** Any whole UTC days: Get Quotes and Get Applications for the range, every page of each at once (D8). */
  async summaryOf(range: DayRange): Promise<DashboardSummary> {
    const accountId = this.#session.accountId();
    const query = (pageNumber: number) => listQuery(accountId, { ...range, pageNumber });
    const [quotes, applications] = await Promise.all([
      everyPage<Quote>(async (pageNumber) => {
        const page = await this.#session.call((vendor) => vendor.getQuotes(query(pageNumber)));
        return { records: page.quotes, more: page.hasMoreRecords === 1 };
      }),
      everyPage<Application>(async (pageNumber) => {
        const page = await this.#session.call((vendor) => vendor.getApplications(query(pageNumber)));
        return { records: page.applications, more: page.hasMoreRecords === 1 };
      }),
    ]);
    const appliedAtKiosk = quotesAppliedAtKiosk(await this.#kioskRecords());
    return {
      ...branchSummary(quotes, applications, range, new Set(appliedAtKiosk.keys())),
      // K10's records link a quote to its application for certain; the rest are matched (shared/dashboard/quote-applications.ts).
      funnel: quoteFunnel(quotes, applications, range, appliedAtKiosk),
      team: teamFigures(quotes, applications, range),
    };
  }
}
