import { useEffect, useState } from 'react';

/** What an async load is at: loading, its data, or its error. */
export type Async<T> = { status: 'loading' } | { status: 'ready'; data: T } | { status: 'error'; error: unknown };

/**
 * The one loading hook of widgets and storefront. Runs `fn` when `deps` change, cancelling the previous call; `retry` runs it again. An aborted
 * call never reaches the state, so a slow old answer cannot overwrite a newer one.
 */
export function useAsync<T>(fn: (signal: AbortSignal) => Promise<T>, deps: readonly unknown[]): { state: Async<T>; retry(): void } {
  const [state, setState] = useState<Async<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    fn(controller.signal).then(
      (data) => controller.signal.aborted || setState({ status: 'ready', data }),
      (error: unknown) => controller.signal.aborted || setState({ status: 'error', error }),
    );
    return () => controller.abort();
  }, [...deps, attempt]);
  return { state, retry: () => setAttempt((n) => n + 1) };
}
