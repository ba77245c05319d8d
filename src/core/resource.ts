// Data the whole shell shares (categories, nav links): fetched once, on first need, and again
// only after a failure, when something asks for it.
import { atom, type ReadableAtom } from 'nanostores';
import type { Async } from './ui/use-async';

export interface Resource<T> {
  $state: ReadableAtom<Async<T>>;
  load(): Promise<void>;
  /** The data as a page the server drew had it (issue 18 §4): loaded, nothing asked for. */
  seed(data: T): void;
}

export function createResource<T>(fetch: () => Promise<T>): Resource<T> {
  const $state = atom<Async<T>>({ status: 'loading' });
  let inflight: Promise<void> | undefined;
  let done = false;
  return {
    $state,
    load() {
      if (done) return Promise.resolve();
      inflight ||= fetch().then(
        (data) => {
          done = true;
          $state.set({ status: 'ready', data });
        },
        (error: unknown) => {
          inflight = undefined;
          $state.set({ status: 'error', error });
        },
      );
      if ($state.get().status === 'error') $state.set({ status: 'loading' });
      return inflight;
    },
    seed(data) {
      done = true;
      $state.set({ status: 'ready', data });
    },
  };
}
