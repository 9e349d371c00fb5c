import type { KioskError, KioskResult } from '../../shared/contract/kiosk-error';
import { collectPages, type PageAnswer } from '../../shared/paging/walk-pages';
import { KioskFailure } from './kiosk-call';

/** One answer of a paged list (D8) as the shared page walker reads it: its records, and whether more follow. */
export function pageOf<Data extends { hasMoreRecords: boolean }, Row>(
  result: KioskResult<Data>,
  records: (data: Data) => readonly Row[],
): PageAnswer<Row, KioskError> {
  return result.ok ? { ok: true, data: { records: records(result.data), more: result.data.hasMoreRecords } } : result;
}

/** Every page of a dated list (D8: oldest first, 500 a page), newest first as the lists show them; a refusal is thrown. */
export async function everyPageNewestFirst<Data extends { hasMoreRecords: boolean }, Row>(
  readPage: (pageNumber: number) => Promise<KioskResult<Data>>,
  records: (data: Data) => readonly Row[],
): Promise<Row[]> {
  const result = await collectPages(async (pageNumber) => pageOf(await readPage(pageNumber), records));
  if (!result.ok) throw new KioskFailure(result.error);
  return result.data.reverse();
}

/** A dated list's key before it knows its first dates (the service's today): nothing is read under it. */
export const notYetDated = { startDate: '', endDate: '' };
