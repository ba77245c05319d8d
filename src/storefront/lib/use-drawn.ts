import { useRef, useState } from 'react';
import { type Async, useAsync } from '../../core/ui/use-async';
import { drawing } from '../drawing';

/**
 * `useAsync` for a page's first screen, which the server may draw (issue 18 §4): `key` names the
 * data in the page's JSON block. Drawn, the first render shows that data as the HTML has it (so
 * hydration keeps every node) and nothing is asked for; a later change of `deps` loads as always.
 * On the server the hook hands its call to the render (ssr/render.tsx), which loads it and draws
 * the page again with the data.
 */
export function useDrawnAsync<T>(
  key: string,
  fn: (signal: AbortSignal) => Promise<T>,
  deps: readonly unknown[],
): { state: Async<T>; retry(): void } {
  const [drawn] = useState(() => drawing().take(key) as T | undefined);
  if (drawn === undefined) drawing().collect?.(key, fn);
  const pending = useRef(drawn);
  const showing = useRef(drawn !== undefined);
  const { state, retry } = useAsync((signal) => {
    const data = pending.current;
    pending.current = undefined;
    return data !== undefined ? Promise.resolve(data) : fn(signal);
  }, deps);
  // until the drawn data has gone through the hook once, it is what shows (never a skeleton)
  if (state.status !== 'loading') showing.current = false;
  return { state: showing.current && drawn !== undefined ? { status: 'ready', data: drawn } : state, retry };
}
