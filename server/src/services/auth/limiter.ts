/**
 * A counting semaphore: at most `max` tasks run at once, the rest wait in arrival order. Used to
 * bound memory-hungry work (scrypt) however many requests arrive together.
 */
export function createLimiter(max: number) {
  if (!Number.isInteger(max) || max < 1) throw new RangeError(`[vitrina] limiter size must be a positive integer (got ${max})`);
  let active = 0;
  const waiting: (() => void)[] = [];

  function release(): void {
    const next = waiting.shift();
    // Hand the slot straight to the next waiter, so a newcomer cannot overtake it.
    if (next) next();
    else active -= 1;
  }

  return {
    max,
    async run<T>(task: () => Promise<T>): Promise<T> {
      if (active < max) active += 1;
      else await new Promise<void>((resolve) => waiting.push(resolve));
      try {
        return await task();
      } finally {
        release();
      }
    },
    /** tasks waiting for a slot */
    get queued(): number {
      return waiting.length;
    },
  };
}

export type Limiter = ReturnType<typeof createLimiter>;
