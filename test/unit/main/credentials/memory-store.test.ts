import { describe, expect, it } from 'vitest';
import { MemoryStore } from '../../../../main/credentials/memory-store';

describe('MemoryStore', () => {
  it('stores, lists and deletes secrets per service', async () => {
    const store = new MemoryStore();
    await store.set('a', 'alice', 's1');
    await store.set('a', 'bob', 's2');
    await store.set('b', 'alice', 's3');
    expect(await store.get('a', 'alice')).toBe('s1');
    expect(await store.list('a')).toEqual(['alice', 'bob']);
    expect(await store.delete('a', 'alice')).toBe(true);
    expect(await store.delete('a', 'alice')).toBe(false);
    expect(await store.get('a', 'alice')).toBeNull();
    expect(await store.get('b', 'alice')).toBe('s3');
    expect(await store.list('missing')).toEqual([]);
  });
});
