import { describe, expect, it } from 'vitest';
import { ChangeTracker } from '../../../sandbox/store/change-tracker';
import { Collection } from '../../../sandbox/store/collection';

// D30: every change through a collection is tracked; a record changed twice before a write is written once,
// as it then stands; a removal is written as one; deferred bookkeeping never makes an answer wait.

function tracked() {
  const quotes = new Collection<{ id: string; v: number }>('quotes', [], (quote) => quote.id);
  const dirty: boolean[] = [];
  const tracker = new ChangeTracker(
    new Map([['quotes', quotes]]),
    () => 42,
    (urgent) => dirty.push(urgent),
  );
  quotes.listen(tracker.listenerFor('quotes'));
  return { quotes, tracker, dirty };
}

describe('ChangeTracker (D30)', () => {
  it('writes each changed record once, as it stands when written, and removals as null', () => {
    const { quotes, tracker } = tracked();
    const q1 = quotes.insert({ id: 'q1', v: 1 });
    quotes.insert({ id: 'q2', v: 1 });
    quotes.update(q1, (draft) => (draft.v = 2));
    quotes.update(q1, (draft) => (draft.v = 3));
    quotes.removeWhere((quote) => quote.id === 'q2');
    tracker.singleton('nextId');
    expect(tracker.take()).toEqual({
      ops: [
        ['quotes', 'q1', { id: 'q1', v: 3 }],
        ['quotes', 'q2', null],
      ],
      singletons: { nextId: 42 },
    });
    expect(tracker.isEmpty).toBe(true);
  });

  it('deferred changes are saved with the next write but make no answer wait', () => {
    const { quotes, tracker, dirty } = tracked();
    const q1 = quotes.insert({ id: 'q1', v: 1 });
    tracker.take();
    quotes.update(q1, (draft) => (draft.v = 2), true);
    expect([tracker.hasUrgent, tracker.isEmpty, dirty.at(-1)]).toEqual([false, false, false]);
    expect(tracker.take().ops).toEqual([['quotes', 'q1', { id: 'q1', v: 2 }]]);
  });

  it('refuses an update of a record that is not the current one', () => {
    const { quotes } = tracked();
    quotes.insert({ id: 'q1', v: 1 });
    expect(() => quotes.update({ id: 'q1', v: 1 }, () => undefined)).toThrow(/not a current record/);
  });
});
