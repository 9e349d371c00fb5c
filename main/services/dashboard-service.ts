import type { DashboardDays, DashboardSummary } from '../../shared/contract/dashboard';
import { branchSummary } from '../../shared/dashboard/branch-figures';
import { lastDays, type DayRange } from '../../shared/dashboard/dashboard-range';
import { quoteFunnel } from '../../shared/dashboard/quote-funnel';
import { teamFigures } from '../../shared/dashboard/team-figures';
import type { SessionService } from '../session/session-service';
import { quotesAppliedAtKiosk } from '../outbox/outbox-records';
import type { OutboxEntry } from '../outbox/outbox-entry';
import { everyApplication, everyQuote } from './branch-lists';

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
    const [quotes, applications] = await Promise.all([everyQuote(this.#session, range), everyApplication(this.#session, range)]);
    const appliedAtKiosk = quotesAppliedAtKiosk(await this.#kioskRecords());
    return {
      ...branchSummary(quotes, applications, range, new Set(appliedAtKiosk.keys())),
      // K10's records link a quote to its application for certain; the rest are matched (shared/dashboard/quote-applications.ts).
      funnel: quoteFunnel(quotes, applications, range, appliedAtKiosk),
      team: teamFigures(quotes, applications, range),
    };
  }
}
