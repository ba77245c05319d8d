// Where a page's first-screen data comes from. In the browser: the JSON block the server wrote
// (seed.ts), each key taken once. On the server, while a page is drawn (ssr/render.tsx): the data
// loaded so far, and a collector for the calls the page still needs.
import { takeSeed } from './seed';

export interface Drawing {
  take(key: string): unknown;
  /** server only: a call the page needs before it can be drawn whole */
  collect?(key: string, fn: (signal: AbortSignal) => Promise<unknown>): void;
}

/** The page's own data, under this tag of the JSON block (widgets have theirs under their tags). */
export const PAGE_SEED = 'page';

/** The category tree (core/stores/chrome), which home and listings draw. */
export const CATEGORIES_KEY = 'chrome.categories';

let page: Record<string, unknown> | undefined;

const fromSeed: Drawing = {
  take(key) {
    page ??= (takeSeed(PAGE_SEED) as Record<string, unknown> | undefined) ?? {};
    const data = page[key];
    delete page[key];
    return data;
  },
};

let current: Drawing = fromSeed;

export const drawing = (): Drawing => current;

/** The server's render sets its own for the time of one render, then puts the browser's back. */
export function setDrawing(next: Drawing | undefined): void {
  current = next ?? fromSeed;
}
