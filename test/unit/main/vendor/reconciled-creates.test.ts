import { describe, expect, it } from 'vitest';
import { createOnce } from '../../../../main/vendor/reconciled-creates';
import { failed, ok, type Result } from '../../../../main/core/result';

// The K3 loop alone; the lookups themselves run against the sandbox in test/integration/main/vendor.

const lost = failed({ kind: 'outcome-unknown', endpoint: 'createQuote', cause: { kind: 'timeout', afterMs: 10 } } as const);

function script<T>(results: Array<Result<T>>): { next: () => Promise<Result<T>>; calls: () => number } {
  let calls = 0;
  return { next: async () => results[Math.min(calls++, results.length - 1)] ?? lost, calls: () => calls };
}

describe('createOnce (K3)', () => {
  it('returns a create’s own answer without looking', async () => {
    const create = script([ok('made')]);
    const find = script<string | undefined>([ok(undefined)]);
    expect(await createOnce(create.next, find.next, 3)).toEqual(ok('made'));
    expect(find.calls()).toBe(0);
  });

  it('returns a refusal as it is: the service said no, so nothing was made', async () => {
    const refusal = failed({ kind: 'service', http: 400, status: 4402, message: 'Invalid data provided' } as const);
    const find = script<string | undefined>([ok(undefined)]);
    expect(await createOnce(script<string>([refusal]).next, find.next, 3)).toEqual(refusal);
    expect(find.calls()).toBe(0);
  });

  it('returns what the lookup finds after a lost answer, without creating again', async () => {
    const create = script<string>([lost]);
    expect(await createOnce(create.next, script([ok<string | undefined>('found')]).next, 3)).toEqual(ok('found'));
    expect(create.calls()).toBe(1);
  });

  it('creates again only when the lookup found nothing', async () => {
    const create = script<string>([lost, ok('made')]);
    expect(await createOnce(create.next, script([ok<string | undefined>(undefined)]).next, 3)).toEqual(ok('made'));
    expect(create.calls()).toBe(2);
  });

  it('keeps the outcome unknown when the lookup fails, and stops after the last try', async () => {
    const lookupFails = script<string | undefined>([failed({ kind: 'network', message: 'down', requestSent: false } as const)]);
    const create = script<string>([lost]);
    expect(await createOnce(create.next, lookupFails.next, 3)).toEqual(lost);
    expect(create.calls()).toBe(1);

    const always = script<string>([lost]);
    expect(await createOnce(always.next, script([ok<string | undefined>(undefined)]).next, 3)).toEqual(lost);
    expect(always.calls()).toBe(3);
  });
});
