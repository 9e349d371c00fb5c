import type { Result } from '../core/result';
import type { LostAnswer } from '../core/service-failure';
import type { Answer } from './transport';

export interface RetryPolicy {
  /** Tries in all, the first included. */
  readonly attempts: number;
  readonly baseDelayMs: number;
  readonly maxDelayMs: number;
  readonly sleep: (ms: number) => Promise<void>;
  readonly random: () => number;
}

/** For reads only: tries again after a connection failure or a 5xx answer, waiting longer each time. */
export async function withRetries(
  attempt: () => Promise<Result<Answer, LostAnswer>>,
  policy: RetryPolicy,
): Promise<Result<Answer, LostAnswer>> {
  for (let tries = 1; ; tries++) {
    const result = await attempt();
    if (tries >= policy.attempts || !worthRetrying(result)) return result;
    await policy.sleep(backoffDelay(tries, policy));
  }
}

/** Capped exponential backoff with full jitter, so many kiosks do not retry in step. */
export function backoffDelay(tries: number, policy: Pick<RetryPolicy, 'baseDelayMs' | 'maxDelayMs' | 'random'>): number {
  return Math.round(policy.random() * Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** (tries - 1)));
}

function worthRetrying(result: Result<Answer, LostAnswer>): boolean {
  return result.ok ? result.data.http >= 500 : result.error.kind === 'network';
}
