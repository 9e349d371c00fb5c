import type { KioskError, KioskResult } from '../../shared/contract/kiosk-error';
import type { PageAnswer } from '../../shared/paging/walk-pages';

/** One answer of a paged list (D8) as the shared page walker reads it: its records, and whether more follow. */
export function pageOf<Data extends { hasMoreRecords: boolean }, Row>(
  result: KioskResult<Data>,
  records: (data: Data) => readonly Row[],
): PageAnswer<Row, KioskError> {
  return result.ok ? { ok: true, data: { records: records(result.data), more: result.data.hasMoreRecords } } : result;
}
