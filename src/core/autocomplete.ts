// Headless autocomplete: a small state machine with no DOM, driven by the search widget and by
// tests with fake timers. Every keystroke asks the server at once (no debounce: a wait on the path
// is latency the buyer sees, issue 17 §3); a newer keystroke aborts the stale request, so at most
// one is in flight; answers are cached per query (the last CACHE_MAX); the list hides 200 ms after
// blur (spec §9).
import { atom, type ReadableAtom } from 'nanostores';
import { env, type Env } from './env';
import { cleanQuery } from './search-rules';

export { SEARCH_MAX, cleanQuery } from './search-rules';
export const BLUR_HIDE_MS = 200;
/** Answers kept per box: a buyer going back a few letters sees them again at once. */
export const CACHE_MAX = 64;

export interface AutocompleteState<T> {
  query: string;
  items: T[];
  active: number; // -1: none
  open: boolean;
  status: 'idle' | 'loading' | 'error';
}

export interface Autocomplete<T> {
  $state: ReadableAtom<AutocompleteState<T>>;
  input(value: string): string;
  /** Sets the text without asking the server or opening the list (a keyword given by the page). */
  setQuery(value: string): void;
  move(delta: 1 | -1): void;
  setActive(index: number): void;
  focus(): void;
  blur(): void;
  close(): void;
  destroy(): void;
}

export function createAutocomplete<T>(
  fetchItems: (query: string, signal: AbortSignal) => Promise<T[]>,
  clock: Pick<Env, 'setTimeout' | 'clearTimeout'> = env,
  /**
   * What to show at once after a keystroke, from the state and the query before it (typing on
   * narrows what is shown: `narrowWith`, which loads with the sections, not with this machine).
   */
  narrow?: (state: AutocompleteState<T>, before: string) => T[] | undefined,
): Autocomplete<T> {
  const $state = atom<AutocompleteState<T>>({ query: '', items: [], active: -1, open: false, status: 'idle' });
  const cache = new Map<string, T[]>();
  let blurTimer: unknown;
  let controller: AbortController | undefined;
  // Suggestions open the list only for a buyer in the box: not for a keyword set on mount, nor
  // for a slow answer that lands after they have left (the list may still be in its blur delay).
  let focused = false;

  const patch = (p: Partial<AutocompleteState<T>>) => $state.set({ ...$state.get(), ...p });

  function show(query: string, items: T[]) {
    if ($state.get().query !== query) return; // an answer for a query the buyer has moved past
    patch({ items, active: -1, open: items.length > 0 && (focused || $state.get().open), status: 'idle' });
  }

  function ask(query: string) {
    controller?.abort();
    const key = query.trim().toLowerCase();
    if (!key) return patch({ items: [], open: false, status: 'idle', active: -1 });
    const hit = cache.get(key);
    if (hit) return show(query, hit);
    const c = (controller = new AbortController());
    patch({ status: 'loading' });
    fetchItems(key, c.signal).then(
      (items) => {
        // oldest first out: a Map iterates in insertion order
        if (cache.size >= CACHE_MAX) cache.delete(cache.keys().next().value ?? '');
        cache.set(key, items);
        if (!c.signal.aborted) show(query, items);
      },
      () => {
        if (!c.signal.aborted) patch({ status: 'error', items: [], open: false });
      },
    );
  }

  return {
    $state,
    input(value) {
      const before = $state.get().query;
      const query = cleanQuery(value);
      patch({ query });
      ask(query); // aborts the answer for the previous query: it is stale from this keystroke on
      // asked first: nothing here delays the answer, which replaces what is kept
      const kept = narrow?.($state.get(), before);
      if (kept?.length) patch({ items: kept, active: -1 });
      return query;
    },
    setQuery(value) {
      controller?.abort();
      patch({ query: cleanQuery(value), items: [], open: false, active: -1, status: 'idle' });
    },
    move(delta) {
      const { items, active, open } = $state.get();
      if (!items.length) return;
      if (!open) return patch({ open: true, active: delta > 0 ? 0 : items.length - 1 });
      const next = active + delta;
      patch({ active: next < -1 ? items.length - 1 : next >= items.length ? -1 : next });
    },
    setActive(index) {
      patch({ active: index });
    },
    focus() {
      focused = true;
      clock.clearTimeout(blurTimer);
      const { items, query, status } = $state.get();
      if (items.length) patch({ open: true });
      // A keyword the page set is looked up when the buyer comes to the box, not on every load.
      else if (query.trim() && status === 'idle') ask(query);
    },
    blur() {
      focused = false;
      clock.clearTimeout(blurTimer);
      blurTimer = clock.setTimeout(() => patch({ open: false, active: -1 }), BLUR_HIDE_MS);
    },
    close() {
      patch({ open: false, active: -1 });
    },
    destroy() {
      controller?.abort();
      clock.clearTimeout(blurTimer);
    },
  };
}
