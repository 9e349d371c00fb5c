import { describeFailure } from '../core/service-failure';
import type { Result } from '../core/result';
import type { VendorApi } from '../core/vendor-port';
import type { ApplicationSource } from './application-source';

/** The service client as an application source for one branch: its failures become thrown errors in plain words. */
export function vendorApplicationSource(
  vendor: Pick<VendorApi, 'getApplications' | 'getApplication'>,
  accountId: string,
): ApplicationSource {
  return {
    list: async ({ startDate, endDate, pageNumber }) => {
      const query = {
        accountId,
        ...(startDate === undefined ? {} : { startDate }),
        ...(endDate === undefined ? {} : { endDate }),
        ...(pageNumber === undefined ? {} : { pageNumber: String(pageNumber) }),
      };
      const page = dataOf(await vendor.getApplications(query));
      return { applications: page.applications, hasMoreRecords: page.hasMoreRecords === 1 };
    },
    get: async (id) => dataOf(await vendor.getApplication({ application_id: id })).application,
  };
}

function dataOf<T>(result: Result<T>): T {
  if (!result.ok) throw new Error(describeFailure(result.error));
  return result.data;
}
