import { walkPages } from '../../shared/paging/walk-pages';
import type { Application } from '../../shared/wire/applications';
import type { ApplicationSource } from './application-source';

/**
 * Every page of the branch's applications created since `startDate` (D8: pages of 500 while hasMoreRecords), each
 * handed over as it comes; the end date is left to the service (its today, D4), so the two clocks cannot disagree.
 * The source throws its failures, so the walk never answers one.
 */
export async function walkWindow(
  source: ApplicationSource,
  startDate: string,
  visit: (page: readonly Application[]) => void,
): Promise<{ pages: number; applications: number }> {
  let applications = 0;
  const walked = await walkPages<Application, never>(
    async (pageNumber) => {
      const page = await source.list({ startDate, pageNumber });
      return { ok: true, data: { records: page.applications, more: page.hasMoreRecords } };
    },
    (page) => {
      applications += page.length;
      visit(page);
    },
  );
  return { pages: walked.ok ? walked.data.pages : 0, applications };
}
