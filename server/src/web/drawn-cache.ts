// Drawn first screens, kept briefly by each node (issue 18 §4). Drawing a product page costs this
// server some 40 ms of CPU (home 35–50 ms, a listing 15–30 ms, against 2–3 ms for a page it does
// not draw), and a crawler or a shared link opened by a whole chat group asks for the same pages
// many times in a row: one drawing serves them all. A page's drawing is kept for a few seconds and
// only while the catalogue version is the one it was drawn under (a goods renamed, repriced,
// delisted or restocked shows at once); what the version does not follow (a home banner, a shop's
// own row) shows within the seconds kept, well inside the minute shared caches keep a page
// (page-cache.ts). Requests for a page being drawn wait for that drawing instead of drawing again.
// Per node, and nothing the nodes must agree on: a node without a page draws it.

export interface DrawnCache<T> {
  /** The value kept for `key` under `version` and not older than the lifetime, else `make()`'s, kept. */
  get(key: string, version: unknown, make: () => Promise<T>): Promise<T>;
}

export function createDrawnCache<T>({
  lifetimeMs,
  max,
  now = Date.now,
}: {
  lifetimeMs: number;
  max: number;
  now?: () => number;
}): DrawnCache<T> {
  const kept = new Map<string, { version: unknown; at: number; value: Promise<T> }>();
  return {
    get(key, version, make) {
      const entry = kept.get(key);
      if (entry && entry.version === version && now() - entry.at < lifetimeMs) {
        // most recently used last: the first entry is the one to drop
        kept.delete(key);
        kept.set(key, entry);
        return entry.value;
      }
      const value = make();
      kept.delete(key);
      kept.set(key, { version, at: now(), value });
      if (kept.size > max) kept.delete(kept.keys().next().value ?? '');
      // a failed drawing is not kept: the next request draws again
      value.catch(() => kept.get(key)?.value === value && kept.delete(key));
      return value;
    },
  };
}
