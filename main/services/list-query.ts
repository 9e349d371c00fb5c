import type { ListFilter } from '../../shared/contract/lists';
import type { ListQuery } from '../../shared/wire/common';

/** A screen's list filter as the service's list query, for the signed-in branch (D4, D8). */
export function listQuery(accountId: string, filter: ListFilter): ListQuery {
  return {
    accountId,
    ...(filter.startDate === undefined ? {} : { startDate: filter.startDate }),
    ...(filter.endDate === undefined ? {} : { endDate: filter.endDate }),
    ...(filter.pageNumber === undefined ? {} : { pageNumber: String(filter.pageNumber) }),
  };
}
