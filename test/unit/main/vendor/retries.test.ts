import { describe, expect, it } from 'vitest';
import { failed, ok } from '../../../../main/core/result';
import { backoffDelay, withRetries, type RetryPolicy } from '../../../../main/vendor/retries';
import type { Answer } from '../../../../main/vendor/transport';

const policy = (sleeps: number[] = []): RetryPolicy => ({
  attempts: 3,
  baseDelayMs: 100,
  maxDelayMs: 300,
  sleep: async (ms) => void sleeps.push(ms),
  random: () => 1,
});

describe('backoffDelay', () => {
  it('doubles up to the cap', () => {
    expect([1, 2, 3, 4].map((tries) => backoffDelay(tries, policy()))).toEqual([100, 200, 300, 300]);
  });

  it('jitters over the whole interval', () => {
    expect(backoffDelay(2, { ...policy(), random: () => 0 })).toBe(0);
    expect(backoffDelay(2, { ...policy(), random: () => 0.25 })).toBe(50);
  });
});

describe('withRetries', () => {
  const answers = (...results: Array<Answer | 'refused' | 'timeout'>) => {
    let calls = 0;
    const attempt = async () => {
      const next = results[Math.min(calls++, results.length - 1)];
      if (next === 'refused') return failed({ kind: 'network', message: 'connect ECONNREFUSED', requestSent: false } as const);
      if (next === 'timeout') return failed({ kind: 'timeout', afterMs: 10 } as const);
      return ok(next ?? { http: 200, body: {} });
    };
    return { attempt, calls: () => calls };
  };

  it('repeats after a 5xx or a connection failure, with growing waits', async () => {
    const sleeps: number[] = [];
    const { attempt, calls } = answers({ http: 503, body: undefined }, 'refused', { http: 200, body: { status: 2000 } });
    expect(await withRetries(attempt, policy(sleeps))).toEqual(ok({ http: 200, body: { status: 2000 } }));
    expect(calls()).toBe(3);
    expect(sleeps).toEqual([100, 200]);
  });

  it('stops after the last try with what it got', async () => {
    const { attempt, calls } = answers({ http: 500, body: undefined });
    expect(await withRetries(attempt, policy())).toEqual(ok({ http: 500, body: undefined }));
    expect(calls()).toBe(3);
  });

  it('does not repeat a 4xx or a timeout', async () => {
    for (const first of [{ http: 404, body: undefined }, 'timeout'] as const) {
      const { attempt, calls } = answers(first);
      await withRetries(attempt, policy());
      expect(calls()).toBe(1);
    }
  });
});
