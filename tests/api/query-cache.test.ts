import { describe, expect, test, vi } from 'vitest';
import { cacheOf, createQueryCache } from '../../server/src/services/cache/query-cache';

const deferred = <T>() => {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((ok, fail) => ((resolve = ok), (reject = fail)));
  return { promise, resolve, reject };
};

describe('query cache', () => {
  test('a hit does not load again', async () => {
    const cache = createQueryCache<{ n: number }>({ max: 10, ttlMs: 60_000 });
    const load = vi.fn(async () => ({ n: 1 }));
    expect(await cache.get('a', load)).toEqual({ n: 1 });
    expect(await cache.get('a', load)).toEqual({ n: 1 });
    expect(load).toHaveBeenCalledTimes(1);
  });

  test.each([1, 2, 50])('%i concurrent misses of one key share one load', async (callers) => {
    const cache = createQueryCache<{ n: number }>({ max: 10, ttlMs: 60_000 });
    const gate = deferred<{ n: number }>();
    const load = vi.fn(() => gate.promise);
    const all = Promise.all(Array.from({ length: callers }, () => cache.get('k', load)));
    gate.resolve({ n: 7 });
    expect(await all).toEqual(Array.from({ length: callers }, () => ({ n: 7 })));
    expect(load).toHaveBeenCalledTimes(1);
  });

  test('a failed load reaches every waiter and is not cached', async () => {
    const cache = createQueryCache<{ n: number }>({ max: 10, ttlMs: 60_000 });
    const gate = deferred<{ n: number }>();
    const first = Promise.allSettled([cache.get('k', () => gate.promise), cache.get('k', () => gate.promise)]);
    gate.reject(new Error('database gone'));
    expect((await first).map((r) => r.status)).toEqual(['rejected', 'rejected']);
    expect(await cache.get('k', async () => ({ n: 2 }))).toEqual({ n: 2 });
  });

  test('entries expire after ttl', async () => {
    let clock = 5000;
    const cache = createQueryCache<{ n: number }>({ max: 10, ttlMs: 1000, now: () => clock });
    let n = 0;
    const load = async () => ({ n: ++n });
    expect(await cache.get('k', load)).toEqual({ n: 1 });
    clock += 999;
    expect(await cache.get('k', load)).toEqual({ n: 1 });
    clock += 2;
    expect(await cache.get('k', load)).toEqual({ n: 2 });
  });

  test('the least recently used entry goes first when full', async () => {
    const cache = createQueryCache<{ k: string }>({ max: 2, ttlMs: 60_000 });
    const load = vi.fn(async () => ({ k: 'x' }));
    await cache.get('a', load);
    await cache.get('b', load);
    await cache.get('a', load); // a is now the most recent
    await cache.get('c', load); // evicts b
    expect(cache.size).toBe(2);
    load.mockClear();
    await cache.get('a', load);
    expect(load).not.toHaveBeenCalled();
    await cache.get('b', load);
    expect(load).toHaveBeenCalledTimes(1);
  });

  test('two databases never share a cache', async () => {
    const dbA = {};
    const dbB = {};
    const options = { max: 10, ttlMs: 60_000 };
    await cacheOf<{ from: string }>(dbA, 'goods', options).get('k', async () => ({ from: 'a' }));
    expect(await cacheOf<{ from: string }>(dbB, 'goods', options).get('k', async () => ({ from: 'b' }))).toEqual({ from: 'b' });
    expect(await cacheOf<{ from: string }>(dbA, 'goods', options).get('k', async () => ({ from: 'never' }))).toEqual({ from: 'a' });
  });
});
