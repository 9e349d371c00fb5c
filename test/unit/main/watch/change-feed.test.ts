import { describe, expect, it } from 'vitest';
import type { StatusChange } from '../../../../shared/contract/watch';
import { ChangeFeed } from '../../../../main/watch/change-feed';

function change(n: number): StatusChange {
  return {
    applicationId: String(n),
    from: 'C.APPROV',
    to: 'APPROVED',
    at: '2026-11-22T04:00:00+00:00',
    reference_number: '',
    applicant: 'Jamie',
  };
}

describe('ChangeFeed', () => {
  it('tells listeners at once, survives one that throws, and stops when unsubscribed', () => {
    const errors: string[] = [];
    const feed = new ChangeFeed({ log: { warn: () => undefined, error: (message) => void errors.push(message) } });
    const heard: string[] = [];
    feed.onChange(() => {
      throw new Error('boom');
    });
    const stop = feed.onChange((c) => void heard.push(c.applicationId));
    feed.publish(change(1));
    stop();
    feed.publish(change(2));
    expect(heard).toEqual(['1']);
    expect(errors).toHaveLength(2);
  });
});
