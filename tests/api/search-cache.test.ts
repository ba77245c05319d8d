import { describe, expect, test, vi } from 'vitest';
import { createQueryCache } from '../../server/src/services/cache/query-cache';
import { createSlots } from '../../server/src/services/catalogue/search-slots';

/** peek/set: how the product query shares a count computed with a page (see findPage). */
describe('query cache peek and set', () => {
  test('peek never loads; set makes a later get a hit', async () => {
    const cache = createQueryCache<{ total: number }>({ max: 10, ttlMs: 60_000 });
    expect(cache.peek('k')).toBeUndefined();
    cache.set('k', { total: 3 });
    expect(cache.peek('k')).toEqual({ total: 3 });
    const load = vi.fn(async () => ({ total: 99 }));
    expect(await cache.get('k', load)).toEqual({ total: 3 });
    expect(load).not.toHaveBeenCalled();
  });

  test('a stored answer expires with the ttl like a loaded one', async () => {
    let now = 1_000;
    const cache = createQueryCache<{ total: number }>({ max: 10, ttlMs: 500, now: () => now });
    cache.set('k', { total: 3 });
    now += 499;
    expect(cache.peek('k')).toEqual({ total: 3 });
    now += 2;
    expect(cache.peek('k')).toBeUndefined();
    expect(await cache.get('k', async () => ({ total: 4 }))).toEqual({ total: 4 });
  });

  test('peek does not see a load still in flight', async () => {
    const cache = createQueryCache<{ total: number }>({ max: 10, ttlMs: 60_000 });
    let release!: (value: { total: number }) => void;
    const pending = cache.get('k', () => new Promise((resolve) => (release = resolve)));
    expect(cache.peek('k')).toBeUndefined();
    release({ total: 5 });
    await pending;
    expect(cache.peek('k')).toEqual({ total: 5 });
  });
});

describe('search slots', () => {
  test.each([1, 4])('run at most %i listings at once, in arrival order, and free a slot on failure', async (size) => {
    const slots = createSlots(size);
    let running = 0;
    let most = 0;
    const started: number[] = [];
    const gates: (() => void)[] = [];
    const job = (n: number) =>
      slots.run(async () => {
        started.push(n);
        most = Math.max(most, ++running);
        await new Promise<void>((resolve) => gates.push(resolve));
        running--;
        if (n === 0) throw new Error('boom');
        return n;
      });
    const all = Array.from({ length: 10 }, (_, n) => job(n).catch((e: Error) => e.message));
    for (let done = 0; done < 10; done++) {
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(running).toBeLessThanOrEqual(size);
      gates.shift()?.();
    }
    expect(await Promise.all(all)).toEqual(['boom', 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(most).toBe(size);
    expect(started).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });
});
