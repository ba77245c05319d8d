/**
 * Admission control for listing queries that miss the cache. On two cores, twenty searches at
 * once finish no sooner than four, but they hold every pooled connection (and PGlite's single
 * engine), so the one-row version read that every cache hit needs waits behind them: under a
 * burst of new queries, answers already cached turned slow too. A few slots keep the database
 * busy and leave it room for the cheap reads.
 */
export interface Slots {
  run<T>(work: () => Promise<T>): Promise<T>;
}

export function createSlots(size: number): Slots {
  let busy = 0;
  const waiting: (() => void)[] = [];
  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else busy--;
  };
  return {
    async run(work) {
      if (busy < size) busy++;
      else await new Promise<void>((resolve) => waiting.push(resolve)); // the slot passes to us as is
      try {
        return await work();
      } finally {
        release();
      }
    },
  };
}

const perDb = new WeakMap<object, Slots>();

/** One set of slots per database: PostgreSQL runs a few searches side by side, PGlite one. */
export function searchSlots(db: { readonly kind: 'pglite' | 'postgres' }): Slots {
  let slots = perDb.get(db);
  if (!slots) perDb.set(db, (slots = createSlots(db.kind === 'postgres' ? 4 : 1)));
  return slots;
}
