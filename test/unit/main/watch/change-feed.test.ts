import { describe, expect, it } from 'vitest';
import type { StatusChange } from '../../../../shared/contract/watch';
import { changesSinceOutput } from '../../../../shared/contract/watch';
import { ChangeFeed } from '../../../../main/watch/change-feed';

const log = { warn: () => undefined, error: () => undefined };

function change(n: number): StatusChange {
  return { applicationId: String(n), from: 'C.APPROV', to: 'APPROVED', at: '2026-11-22T04:00:00+00:00', reference_number: '', applicant: 'Jamie' };
}

describe('ChangeFeed', () => {
  it('hands each change once to a screen that sends back its cursor', () => {
    const feed = new ChangeFeed({ capacity: 10, log });
    const first = feed.since();
    expect(first).toEqual({ changes: [], cursor: expect.any(String), missed: false });
    feed.publish(change(1));
    feed.publish(change(2));
    const second = feed.since(first.cursor);
    expect(second.changes.map((c) => c.applicationId)).toEqual(['1', '2']);
    expect(second.missed).toBe(false);
    expect(feed.since(second.cursor)).toEqual({ changes: [], cursor: second.cursor, missed: false });
    expect(changesSinceOutput.parse(second)).toEqual(second);
  });

  it('forgets the changes kept when cleared (another branch now), and its cursors still work', () => {
    const feed = new ChangeFeed({ capacity: 10, log });
    const start = feed.since().cursor;
    feed.publish(change(1));
    const current = feed.since().cursor;
    feed.clear();
    expect(feed.since(start)).toEqual({ changes: [], cursor: current, missed: true });
    expect(feed.since(current)).toEqual({ changes: [], cursor: current, missed: false });
    feed.publish(change(2));
    expect(feed.since(current).changes).toEqual([change(2)]);
  });

  it('keeps at most `capacity` changes and says when some were missed', () => {
    const feed = new ChangeFeed({ capacity: 3, log });
    const start = feed.since().cursor;
    for (let n = 1; n <= 5; n++) feed.publish(change(n));
    const answer = feed.since(start);
    expect(answer.changes.map((c) => c.applicationId)).toEqual(['3', '4', '5']);
    expect(answer.missed).toBe(true);
  });

  it("treats another run's or a malformed cursor as missed, and gives everything kept", () => {
    const feed = new ChangeFeed({ capacity: 3, log });
    feed.publish(change(1));
    const other = new ChangeFeed({ capacity: 3, log }).since().cursor;
    for (const cursor of [other, 'nonsense', `${feed.since().cursor.split('.')[0]}.999`]) {
      expect(feed.since(cursor)).toMatchObject({ changes: [change(1)], missed: true });
    }
  });

  it('tells listeners at once, survives one that throws, and stops when unsubscribed', () => {
    const errors: string[] = [];
    const feed = new ChangeFeed({ capacity: 3, log: { warn: () => undefined, error: (message) => void errors.push(message) } });
    const heard: string[] = [];
    feed.onChange(() => {
      throw new Error('boom');
    });
    const stop = feed.onChange((c) => void heard.push(c.applicationId));
    expect(feed.listening).toBe(true);
    feed.publish(change(1));
    stop();
    feed.publish(change(2));
    expect(heard).toEqual(['1']);
    expect(errors).toHaveLength(2);
  });
});
