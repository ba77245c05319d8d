import { useSyncExternalStore } from 'react';
import type { ReadableAtom } from 'nanostores';

type Subscribe = (onChange: () => void) => () => void;
// One subscribe function per store, so a re-render does not unsubscribe and subscribe again.
const subscribers = new WeakMap<ReadableAtom<unknown>, Subscribe>();

/** Reads a nanostores atom and re-renders on change (what @nanostores/react does, in a few lines). */
export function useStore<T>(store: ReadableAtom<T>): T {
  let subscribe = subscribers.get(store);
  if (!subscribe) subscribers.set(store, (subscribe = (onChange) => store.listen(onChange)));
  return useSyncExternalStore(subscribe, store.get, store.get);
}
