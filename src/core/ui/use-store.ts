import { useSyncExternalStore } from 'react';
import type { ReadableAtom } from 'nanostores';

/** Reads a nanostores atom and re-renders on change (what @nanostores/react does, in 3 lines). */
export function useStore<T>(store: ReadableAtom<T>): T {
  return useSyncExternalStore((onChange) => store.listen(onChange), store.get, store.get);
}
