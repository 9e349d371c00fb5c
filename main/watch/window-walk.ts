import type { Application } from '../../shared/wire/applications';
import type { ApplicationSource } from './application-source';

/** A guard against a service that never says the last page came (D8: 500 a page, so 100,000 applications). */
export const maxWindowPages = 200;

/**
 * Every page of the branch's applications created since `startDate` (D8: pages of 500 while hasMoreRecords), each
 * handed over as it comes; the end date is left to the service (its today, D4), so the two clocks cannot disagree.
 */
export async function walkWindow(source: ApplicationSource, startDate: string, visit: (page: readonly Application[]) => void): Promise<{ pages: number; applications: number }> {
  let applications = 0;
  for (let pageNumber = 1; pageNumber <= maxWindowPages; pageNumber++) {
    const page = await source.list({ startDate, pageNumber });
    applications += page.applications.length;
    visit(page.applications);
    if (!page.hasMoreRecords) return { pages: pageNumber, applications };
  }
  throw new Error(`The service kept saying more applications follow after ${maxWindowPages} pages.`);
}
