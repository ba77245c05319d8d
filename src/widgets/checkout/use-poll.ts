import { useEffect, useState } from 'react';

export type PollState<T> =
  | { status: 'polling'; tries: number }
  | { status: 'done'; value: T }
  /** asked `tries` times without an answer: the page offers to ask again */
  | { status: 'gaveUp' }
  | { status: 'error'; error: unknown };

export interface PollOptions {
  /** the wait before the second question */
  everyMs: number;
  tries: number;
  /** each wait is this many times the one before (1, the default: a steady pace)… */
  backoff?: number;
  /** …up to this long */
  maxMs?: number;
}

/** The wait after question `tries` (0-based). */
export const pollDelay = (options: PollOptions, tries: number): number =>
  Math.min(options.maxMs ?? Infinity, Math.round(options.everyMs * (options.backoff ?? 1) ** tries));

/**
 * Asks `check` now and then again after each wait (`pollDelay`) until it returns a value
 * (undefined: not yet), at most `tries` times; `retry` starts over. One question at a time: the
 * next waits for the answer, so a slow network never stacks them. Leaving the page (or new deps)
 * stops it: the question in flight is aborted, and no request follows.
 */
export function usePoll<T>(check: (signal: AbortSignal) => Promise<T | undefined>, options: PollOptions, deps: readonly unknown[]) {
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
        timer = setTimeout(() => void ask(tries + 1), pollDelay(options, tries));
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
