import { useEffect, useState } from 'react';

export type Load<T> = { status: 'loading' } | { status: 'ready'; data: T } | { status: 'error'; error: unknown };

/** Loads on mount and whenever `deps` change; a stale reply (deps moved on) is ignored. */
export function useLoad<T>(fetch: (signal: AbortSignal) => Promise<T>, deps: readonly unknown[]): [Load<T>, () => void] {
  const [state, setState] = useState<Load<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    fetch(controller.signal).then(
      (data) => controller.signal.aborted || setState({ status: 'ready', data }),
      (error: unknown) => controller.signal.aborted || setState({ status: 'error', error }),
    );
    return () => controller.abort();
  }, [...deps, attempt]);
  return [state, () => setAttempt((n) => n + 1)];
}
