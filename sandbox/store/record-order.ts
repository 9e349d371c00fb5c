// D8: lists are ordered by `created` ascending, then id; numeric ids (D7) compare as numbers, others as text.

export interface Dated {
  readonly created: number;
  readonly id: string;
}

export function byCreatedThenId(a: Dated, b: Dated): number {
  return a.created - b.created || compareIds(a.id, b.id);
}

/** Numeric ids (D7) compare as numbers, others as text (shorter first, as a number would be). */
export function compareIds(a: string, b: string): number {
  return a.length - b.length || (a < b ? -1 : a > b ? 1 : 0);
}
