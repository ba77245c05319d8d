// Waiting on what the page shows or does, never for a fixed time: its content settled, its next
// frames drawn, its images loaded or failed, a smooth scroll ended, its requests answered.
import type { Locator, Page, Request } from 'playwright-core';
import { expect } from 'vitest';

/**
 * Waits until the page has settled: its content is there (no `aria-busy` box and no image still
 * loading within the viewport), then two frames more. Gives up quietly after `timeout` ms (what
 * is measured next says whether it mattered).
 */
export async function settle(page: Page, timeout = 8000): Promise<void> {
  await page.evaluate(
    (limit) =>
      new Promise<void>((resolve) => {
        const all = (root: Document | ShadowRoot, selector: string, out: Element[] = []): Element[] => {
          out.push(...root.querySelectorAll(selector));
          for (const el of root.querySelectorAll('*')) if (el.shadowRoot) all(el.shadowRoot, selector, out);
          return out;
        };
        const inView = (el: Element) => {
          const r = el.getBoundingClientRect();
          return r.bottom > 0 && r.top < innerHeight && r.right > 0 && r.left < innerWidth;
        };
        const ready = () =>
          all(document, 'main').length > 0 &&
          all(document, '.boot').length === 0 &&
          !all(document, '[aria-busy="true"]').some(inView) &&
          all(document, 'img').every((img) => !inView(img) || (img as HTMLImageElement).complete);
        const started = performance.now();
        const tick = () => {
          if (ready() || performance.now() - started > limit) requestAnimationFrame(() => requestAnimationFrame(() => resolve()));
          else setTimeout(tick, 40);
        };
        tick();
      }),
    timeout,
  );
}

/**
 * Waits until the product detail the server drew into a storefront page is hydrated (its
 * `data-vitrina-drawn` mark gone, src/storefront/hydrate-widget.ts): until then its buttons and
 * tabs are drawn but answer nothing, and a click there is lost (README, "first screen").
 */
export async function productHydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const pd = document.querySelector('vitrina-storefront')?.shadowRoot?.querySelector('vitrina-product-detail');
    return Boolean(pd?.shadowRoot?.firstChild) && !pd?.hasAttribute('data-vitrina-drawn');
  });
}

/** Waits for `count` animation frames of the page: what its last event handlers rendered is drawn. */
export async function frames(page: Page, count = 2): Promise<void> {
  await page.evaluate(
    (n) =>
      new Promise<void>((resolve) => {
        const next = (left: number) => (left === 0 ? resolve() : requestAnimationFrame(() => next(left - 1)));
        next(n);
      }),
    count,
  );
}

/**
 * Waits until every image in `box` has loaded or failed (their load and error handlers have run,
 * if anything put one there), then two frames: what the content could do by itself has been done.
 */
export async function imagesDone(box: Locator): Promise<void> {
  await box.evaluate((root) =>
    Promise.all(
      [...root.querySelectorAll('img')].map((img) =>
        img.complete
          ? undefined
          : new Promise<void>((resolve) => {
              img.addEventListener('load', () => resolve(), { once: true });
              img.addEventListener('error', () => resolve(), { once: true });
            }),
      ),
    ).then(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())))),
  );
}

/**
 * Does `action` (a key press or click that scrolls `box` smoothly) and waits for that scroll to
 * end: the box's `scrollend`, which Chromium fires once a smooth scroll has come to rest.
 */
export async function scrolledBy(box: Locator, action: () => Promise<unknown>): Promise<void> {
  type Box = Element & { vitrinaScrollEnd?: Promise<void> };
  await box.evaluate((el: Box) => {
    el.vitrinaScrollEnd = new Promise<void>((resolve) => el.addEventListener('scrollend', () => resolve(), { once: true }));
  });
  await action();
  await box.evaluate((el: Box) => el.vitrinaScrollEnd);
}

/** The page's requests whose URL matches `pattern`: how many were made, and a wait until none is in flight. */
export function requestsTo(page: Page, pattern: RegExp): { readonly made: number; idle(): Promise<void> } {
  const open = new Set<Request>();
  let made = 0;
  page.on('request', (request) => {
    if (!pattern.test(request.url())) return;
    made += 1;
    open.add(request);
  });
  const done = (request: Request) => open.delete(request);
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return {
    get made() {
      return made;
    },
    idle: () => expect.poll(() => open.size, { timeout: 15_000 }).toBe(0),
  };
}
