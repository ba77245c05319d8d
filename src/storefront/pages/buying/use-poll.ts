import { useEffect, useState } from 'react';

export type PollState<T> =
  | { status: 'polling'; tries: number }
  | { status: 'done'; value: T }
  /** asked `tries` times without an answer: the page offers to ask again */
  | { status: 'gaveUp' }
  | { status: 'error'; error: unknown };

/**
 * Asks `check` now and then every `everyMs` until it returns a value (undefined: not yet), at most
 * `tries` times; `retry` starts over. Leaving the page (or new deps) stops it: no request after.
 */
export function usePoll<T>(check: (signal: AbortSignal) => Promise<T | undefined>, options: { everyMs: number; tries: number }, deps: readonly unknown[]) {
  const [state, setState] = useState<PollState<T>>({ status: 'polling', tries: 0 });
  const [round, setRound] = useState(0);
  useEffect(() => {
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const ask = async (tries: number): Promise<void> => {
      setState({ status: 'polling', tries });
      try {
        const value = await check(controller.signal);
        if (controller.signal.aborted) return;
        if (value !== undefined) return setState({ status: 'done', value });
        if (tries + 1 >= options.tries) return setState({ status: 'gaveUp' });
        timer = setTimeout(() => void ask(tries + 1), options.everyMs);
      } catch (error) {
        if (!controller.signal.aborted) setState({ status: 'error', error });
      }
    };
    void ask(0);
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [...deps, round]);
  return { state, retry: () => setRound((n) => n + 1) };
}
