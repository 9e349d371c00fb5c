import { describe, expect, it } from 'vitest';
import { replayJournal } from '../../../sandbox/store/journal-file';

// D30: replaying the journal over the snapshot; a torn last line (a write the crash cut short, never
// acknowledged) is dropped, a bad line anywhere else is an error, never ignored.

const line = (ops: unknown[], singletons: Record<string, unknown> = {}) => `${JSON.stringify({ o: ops, s: singletons })}\n`;

describe('replayJournal (D30)', () => {
  it('puts, replaces in place and removes records by key, and takes the latest counter', () => {
    const snapshot: Record<string, unknown> = {
      nextId: 3,
      quotes: [
        { id: 'q1', v: 1 },
        { id: 'q2', v: 1 },
      ],
      sessions: [{ key: 's1' }],
    };
    const text =
      line(
        [
          ['quotes', 'q3', { id: 'q3', v: 1 }],
          ['quotes', 'q1', { id: 'q1', v: 2 }],
        ],
        { nextId: 4 },
      ) +
      line(
        [
          ['sessions', 's1', null],
          ['quotes', 'q2', null],
        ],
        { nextId: 5 },
      );
    replayJournal(snapshot, text, 'journal-1.ndjson');
    expect(snapshot).toEqual({
      nextId: 5,
      quotes: [
        { id: 'q1', v: 2 },
        { id: 'q3', v: 1 },
      ],
      sessions: [],
    });
  });

  it('drops a torn last line: its answer was never sent', () => {
    const snapshot: Record<string, unknown> = { nextId: 1, quotes: [] };
    const whole = line([['quotes', 'q1', { id: 'q1' }]], { nextId: 2 });
    replayJournal(snapshot, `${whole}${line([['quotes', 'q2', { id: 'q2' }]]).slice(0, 20)}`, 'journal-1.ndjson');
    expect(snapshot).toEqual({ nextId: 2, quotes: [{ id: 'q1' }] });
  });

  it('refuses a bad line before the last, and a change to no known collection', () => {
    expect(() => replayJournal({}, `{"o":[\n${line([])}`, 'journal-1.ndjson')).toThrow(/line 1 is not valid JSON/);
    expect(() => replayJournal({}, line([['secrets', 'x', {}]]), 'journal-1.ndjson')).toThrow(/unknown change/);
  });

  it('replays only the parts of the state that are singletons, nothing else a line may carry', () => {
    const snapshot: Record<string, unknown> = { nextId: 1, version: 1 };
    replayJournal(snapshot, line([], { nextId: 9, version: 7, faults: { getQuote: { remaining: 1 } } }), 'journal-1.ndjson');
    expect(snapshot).toEqual({ nextId: 9, version: 1, faults: { getQuote: { remaining: 1 } } });
  });
});
