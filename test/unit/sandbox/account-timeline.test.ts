import { describe, expect, it } from 'vitest';
import { AccountTimeline } from '../../../sandbox/store/account-timeline';
import { Collection } from '../../../sandbox/store/collection';

// D8, for speed: lists by account and date come from a sorted index, created then id, kept as records change.

interface Row {
  id: string;
  account_id: string;
  created: number;
}

function timeline(rows: Row[] = []) {
  const collection = new Collection<Row>('rows', rows, (row) => row.id);
  return { collection, index: new AccountTimeline(collection) };
}

const ids = (page: { items: Row[] }) => page.items.map((row) => row.id);

describe('AccountTimeline (D8)', () => {
  it('keeps each account in created-then-id order (numeric ids as numbers), whatever order records arrive in', () => {
    const { collection, index } = timeline([{ id: '10', account_id: 'a', created: 5 }]);
    collection.insert({ id: '9', account_id: 'a', created: 5 });
    collection.insert({ id: '1', account_id: 'a', created: 7 });
    collection.insert({ id: '2', account_id: 'b', created: 1 });
    collection.insert({ id: '3', account_id: 'a', created: 1 });
    expect(ids(index.page('a', 0, 100, 1, 10))).toEqual(['3', '9', '10', '1']);
    expect(ids(index.page('b', 0, 100, 1, 10))).toEqual(['2']);
  });

  it('answers a date range inclusively and pages it; past the end is empty with nothing more', () => {
    const { collection, index } = timeline();
    for (let i = 1; i <= 7; i++) collection.insert({ id: String(i), account_id: 'a', created: i * 10 });
    expect(index.page('a', 20, 50, 1, 2)).toMatchObject({ hasMoreRecords: 1 });
    expect(ids(index.page('a', 20, 50, 1, 2))).toEqual(['2', '3']);
    expect(ids(index.page('a', 20, 50, 2, 2))).toEqual(['4', '5']);
    expect(index.page('a', 20, 50, 2, 2).hasMoreRecords).toBe(0);
    expect(index.page('a', 20, 50, 3, 2)).toEqual({ items: [], hasMoreRecords: 0 });
  });

  it('moves a record whose time changes, drops a removed one, and moves its account version each time', () => {
    const { collection, index } = timeline();
    const first = collection.insert({ id: '1', account_id: 'a', created: 10 });
    collection.insert({ id: '2', account_id: 'a', created: 20 });
    const before = index.version('a');
    collection.update(first, (draft) => (draft.created = 30));
    expect(ids(index.page('a', 0, 100, 1, 10))).toEqual(['2', '1']);
    expect(index.version('a')).toBeGreaterThan(before);
    const moved = index.version('a');
    collection.remove(first);
    expect(ids(index.page('a', 0, 100, 1, 10))).toEqual(['2']);
    expect(index.version('a')).toBeGreaterThan(moved);
    const kept = index.version('a');
    collection.reload([{ id: '5', account_id: 'a', created: 1 }]);
    expect(ids(index.page('a', 0, 100, 1, 10))).toEqual(['5']);
    expect(index.version('a')).toBeGreaterThan(kept);
  });
});
