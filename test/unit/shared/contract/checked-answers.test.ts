import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { checkedCall, checkedOn } from '../../../../shared/contract/checked-answers';
import type { Listen } from '../../../../shared/contract/kiosk-api';

// The checks shared by both kiosk APIs, with a schema still on its way (the browser host's bridge client, issue 37).

const count = z.object({ count: z.number() });

function later<T>(): { promise: Promise<T>; resolve(value: T): void; reject(reason: unknown): void } {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((done, failed) => {
    resolve = done;
    reject = failed;
  });
  return { promise, resolve, reject };
}

describe('checkedCall with a schema on its way', () => {
  it('checks the answer once the schema is here', async () => {
    const schema = later<z.ZodType>();
    const answer = checkedCall(
      async () => ({ count: 'many' }),
      'outbox:list',
      {},
      () => schema.promise,
    );
    schema.resolve(count);
    expect(await answer).toEqual({ ok: false, error: { code: 'unavailable', message: expect.any(String) } });
    const good = await checkedCall(
      async () => ({ count: 2 }),
      'outbox:list',
      {},
      async () => count,
    );
    expect(good).toEqual({ count: 2 });
  });

  it('is a typed error, never a rejection, when the schema cannot load', async () => {
    const answer = await checkedCall(
      async () => ({ count: 2 }),
      'outbox:list',
      {},
      () => Promise.reject(new Error('gone')),
    );
    expect(answer).toEqual({ ok: false, error: { code: 'unavailable', message: expect.stringContaining('could not load') } });
  });
});

describe('checkedOn with a schema on its way', () => {
  it('delivers what the contract promises in the order it was pushed, drops the rest, and nothing after unsubscribing', async () => {
    let deliver: (payload: unknown) => void = () => {};
    const listen: Listen = (_event, handler) => {
      deliver = handler;
      return () => {};
    };
    const schema = later<z.ZodType>();
    const warnings: string[] = [];
    const heard: unknown[] = [];
    const on = checkedOn(
      listen,
      () => schema.promise,
      (message) => void warnings.push(message),
    );
    const stop = on('events:missed', (payload) => void heard.push(payload));
    deliver({ count: 1 });
    deliver({ count: 'two' });
    deliver({ count: 3 });
    expect(heard).toEqual([]);
    schema.resolve(count);
    await schema.promise;
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(heard).toEqual([{ count: 1 }, { count: 3 }]);
    expect(warnings).toEqual([expect.stringContaining('events:missed')]);
    stop();
    deliver({ count: 4 });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(heard).toEqual([{ count: 1 }, { count: 3 }]);
  });

  it('drops a push with a warning when its schema cannot load', async () => {
    let deliver: (payload: unknown) => void = () => {};
    const warnings: string[] = [];
    const heard: unknown[] = [];
    const on = checkedOn(
      (_event, handler) => {
        deliver = handler;
        return () => {};
      },
      () => Promise.reject(new Error('gone')),
      (message) => void warnings.push(message),
    );
    on('events:missed', (payload) => void heard.push(payload));
    deliver({});
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(heard).toEqual([]);
    expect(warnings).toEqual([expect.stringContaining('could not be loaded')]);
  });
});
