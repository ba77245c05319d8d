import { LRUCache } from 'lru-cache';

export interface QueryCacheOptions {
  /** most entries kept; the least recently used go first */
  max: number;
  /** how long an answer may be served after it was computed */
  ttlMs: number;
  /** the clock, in milliseconds (tests pass a fake one) */
  now?: () => number;
}

export interface QueryCache<V> {
  /**
   * The cached answer for `key`, else `load()`'s. Concurrent misses of one key share a single
   * `load()` (so fifty buyers asking the same new question cost the database one query); a
   * failed load is not cached and every waiter sees its error.
   */
  get(key: string, load: () => Promise<V>): Promise<V>;
  /** The cached answer for `key` if there is a fresh one; never loads. */
  peek(key: string): V | undefined;
  /** Stores an answer computed elsewhere (e.g. a count that came with a page). */
  set(key: string, value: V): void;
  clear(): void;
  readonly size: number;
}

/**
 * A small read-through cache for answers that may be a few seconds stale (listing pages: stock
 * and sales counts move with every order, but the detail page and the cart check them live).
 * Built on lru-cache, whose `fetch` already coalesces concurrent misses.
 */
export function createQueryCache<V extends object>({ max, ttlMs, now }: QueryCacheOptions): QueryCache<V> {
  const cache = new LRUCache<string, V, () => Promise<V>>({
    max,
    ttl: ttlMs,
    ...(now ? { perf: { now }, ttlResolution: 0 } : {}),
    fetchMethod: (_key, _stale, { context }) => context(),
  });
  return {
    async get(key, load) {
      const value = await cache.fetch(key, { context: load });
      // fetchMethod never resolves undefined here; the guard keeps the type honest
      return value ?? load();
    },
    peek: (key) => cache.get(key),
    set: (key, value) => void cache.set(key, value),
    clear: () => cache.clear(),
    get size() {
      return cache.size;
    },
  };
}

const perDb = new WeakMap<object, Map<string, QueryCache<object>>>();

/** One cache per database and purpose: two servers in one process never share answers. */
export function cacheOf<V extends object>(db: object, name: string, options: QueryCacheOptions): QueryCache<V> {
  let caches = perDb.get(db);
  if (!caches) perDb.set(db, (caches = new Map()));
  let cache = caches.get(name);
  if (!cache) caches.set(name, (cache = createQueryCache<object>(options)));
  return cache as QueryCache<V>;
}
