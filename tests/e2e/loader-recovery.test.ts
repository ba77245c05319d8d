// A chunk that fails to load on a partner page, in real Chromium against the real SDK server: the
// loader retries once, then the element shows its own light-DOM fallback, and the host page never
// sees an exception. The shared runtime chunk is the hard case: every widget chunk imports it, so
// a failed runtime fetch fails every widget's module graph at once.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page, Request, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { e2eSuite } from './support/suite';

const { stack, browser } = e2eSuite({ products: 40 });
let partner: Server;
let partnerUrl: string;

beforeAll(async () => {
  // The page comes from a real server on its own origin (a page fulfilled by a Playwright route
  // counts as public, and Chromium then refuses its requests to the loopback SDK server).
  const html = partnerPage(`${stack.url}/sdk`);
  partner = createServer((_req, res) => res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(html));
  await new Promise<void>((ok) => partner.listen(0, '127.0.0.1', ok));
  partnerUrl = `http://127.0.0.1:${(partner.address() as AddressInfo).port}/recovery.html`;
});
afterAll(async () => {
  await new Promise((done) => partner?.close(done));
});

/** A minimal partner page on the partner origin; each widget holds a plain fallback of its own. */
const partnerPage = (sdk: string) => `<!doctype html>
<html lang="es"><head><meta charset="utf-8"><title>recovery</title>
<script async src="${sdk}/loader.js" data-api="${sdk.replace(/\/sdk$/, '/api')}"></script></head>
<body>
<vitrina-search><form id="search-fallback" action="/search"><input name="keyword" placeholder="Buscar"></form></vitrina-search>
<vitrina-mini-cart><a id="cart-fallback" href="/cart">Carrito</a></vitrina-mini-cart>
</body></html>`;

type Fault = { chunk: 'runtime' | 'w-search'; failures: number };

interface Run {
  page: Page;
  errors: string[];
  /** every request of the SDK, as `/sdk/<file>?<query>`, in order */
  requests: string[];
  /** how many times the runtime module ran (a counter appended to its text by the route) */
  runtimeRuns(): Promise<number>;
  /** every `vitrina:error` heard on window so far: its code, widget, and whether `detail` is an Error */
  reported(): Promise<{ code: string; widget?: string; error: boolean }[]>;
}

/**
 * Opens the partner page with the SDK's `chunk` failing `failures` times at the network level.
 * A failure is answered only after a moment, so the widget chunks (fetched beside the runtime)
 * arrive meanwhile and their static imports of the runtime share the fetch that fails.
 */
async function open({ chunk, failures }: Fault): Promise<Run> {
  const page = await browser.newPage({ viewport: { width: 1024, height: 700 } });
  const errors: string[] = [];
  const requests: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('request', (r: Request) => {
    const url = new URL(r.url());
    if (url.pathname.startsWith('/sdk/')) requests.push(url.pathname + url.search);
  });
  let left = failures;
  // Under `/sdk/` or the `/sdk/retry/` the loader turns to once the runtime failed.
  const sdkFile = new RegExp(`/sdk/(?:retry/)?${chunk}-[^/]+\\.js`);
  await page.route(sdkFile, async (route: Route) => {
    if (left > 0) {
      left -= 1;
      await new Promise((r) => setTimeout(r, 400));
      return route.abort('failed');
    }
    if (chunk !== 'runtime') return route.continue();
    const response = await route.fetch();
    const body = (await response.text()) + '\n;globalThis.__runtimeRuns=(globalThis.__runtimeRuns||0)+1;';
    return route.fulfill({ response, body });
  });
  // The runtime is counted in every case, not only when it is the chunk that fails.
  if (chunk !== 'runtime') {
    await page.route(/\/sdk\/(?:retry\/)?runtime-[^/]+\.js/, async (route: Route) => {
      const response = await route.fetch();
      const body = (await response.text()) + '\n;globalThis.__runtimeRuns=(globalThis.__runtimeRuns||0)+1;';
      return route.fulfill({ response, body });
    });
  }
  await page.addInitScript(() => {
    const heard: unknown[] = [];
    (globalThis as { __reported?: unknown[] }).__reported = heard;
    addEventListener('vitrina:error', (e) => {
      const { code, widget, detail } = (e as CustomEvent<{ code: string; widget?: string; detail?: unknown }>).detail;
      heard.push({ code, widget, error: detail instanceof Error });
    });
  });
  await page.goto(partnerUrl);
  const runtimeRuns = () => page.evaluate(() => (globalThis as { __runtimeRuns?: number }).__runtimeRuns ?? 0);
  const reported = () =>
    page.evaluate(() => (globalThis as { __reported?: { code: string; widget?: string; error: boolean }[] }).__reported ?? []);
  return { page, errors, requests, runtimeRuns, reported };
}

const state = (page: Page, tag: string) => page.locator(tag).getAttribute('data-vitrina-state');
const mounted = {
  'vitrina-search': (page: Page) => page.locator('vitrina-search >> input[role=combobox]').waitFor({ timeout: 20_000 }),
  'vitrina-mini-cart': (page: Page) => page.locator('vitrina-mini-cart >> [part=button]').waitFor({ timeout: 20_000 }),
};
const failed = (page: Page, tag: string) =>
  page.waitForFunction((t) => document.querySelector(t)?.getAttribute('data-vitrina-state') === 'error', tag, { timeout: 20_000 });
const count = (requests: string[], re: RegExp) => requests.filter((r) => re.test(r)).length;

describe('a chunk that fails once is loaded on the retry', () => {
  test.each([
    {
      name: 'the shared runtime (every widget graph fails with it)',
      fault: { chunk: 'runtime', failures: 1 } as Fault,
      // The first fetch failed (shared by the preload and both widget graphs). The browser may keep
      // that failure for the URL, so the whole graph comes again from `/sdk/retry/`.
      runtime: ['/sdk/runtime-', '/sdk/retry/runtime-'],
      // Each widget's graph comes once from `/sdk/retry/`: as a retry (`?retry`) when its first
      // try shared the failed runtime fetch, or at once when it was asked for after the loader
      // had turned there (on a loaded machine a widget chunk can be asked for after the failure).
      retried: [/^\/sdk\/retry\/w-search-[^/]+\.js(\?retry)?$/, /^\/sdk\/retry\/w-mini-cart-[^/]+\.js(\?retry)?$/],
      dir: '/sdk/retry/',
    },
    {
      name: 'a widget chunk',
      fault: { chunk: 'w-search', failures: 1 } as Fault,
      // The runtime is running: the retry takes the widget chunk alone, beside the same runtime.
      runtime: ['/sdk/runtime-'],
      retried: [/^\/sdk\/w-search-[^/]+\.js\?retry$/],
      dir: '/sdk/',
    },
  ])('$name', async ({ fault, runtime, retried, dir }) => {
    const { page, errors, requests, runtimeRuns, reported } = await open(fault);
    await Promise.all([mounted['vitrina-search'](page), mounted['vitrina-mini-cart'](page)]);
    expect(await state(page, 'vitrina-search')).toBeNull();
    expect(await state(page, 'vitrina-mini-cart')).toBeNull();
    // The retry really happened: each widget graph came again, from where the loader turned.
    for (const w of retried) expect(requests.filter((r) => w.test(r))).toHaveLength(1);
    // One runtime for the page: fetched once per URL, run once, never under a query (a copy with
    // its own session and cart stores).
    expect(requests.filter((r) => /\/runtime-/.test(r)).map((r) => r.replace(/runtime-.*/, 'runtime-'))).toEqual(runtime);
    expect(await runtimeRuns()).toBe(1);
    // The fallbacks stay hidden under the mounted widgets.
    expect(await page.locator('#search-fallback').isVisible()).toBe(false);
    expect(await page.locator('#cart-fallback').isVisible()).toBe(false);
    // The search works: the server's suggestions arrive through the one runtime.
    await page.locator('vitrina-search >> input[role=combobox]').pressSequentially('tor', { delay: 30 });
    await page.locator('vitrina-search >> [role=option]').first().waitFor({ timeout: 20_000 });
    // A widget the host mounts later (an SPA route) joins the same runtime, from the same folder.
    const before = requests.length;
    await page.evaluate(() => {
      const box = document.body.appendChild(document.createElement('div'));
      box.id = 'later';
      (window as unknown as { vitrina: (...a: unknown[]) => void }).vitrina('mount', 'product-detail', box, { goodsId: '1' });
    });
    await page.locator('#later >> h1').first().waitFor({ timeout: 20_000 });
    const later = requests.slice(before);
    expect(later.some((r) => r.includes('/w-product-detail-'))).toBe(true);
    for (const r of later) expect(r.startsWith(dir) && !r.slice(dir.length).includes('/')).toBe(true);
    expect(await runtimeRuns()).toBe(1);
    // A failure the loader recovered from was never shown: nothing is reported.
    expect(await reported()).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });
});

describe('a chunk that fails on the retry too', () => {
  test.each([
    {
      name: 'the shared runtime: both widgets show their fallback',
      fault: { chunk: 'runtime', failures: 99 } as Fault,
      broken: ['vitrina-search', 'vitrina-mini-cart'] as const,
      working: [] as const,
    },
    {
      name: 'a widget chunk: that widget shows its fallback, the other one works',
      fault: { chunk: 'w-search', failures: 99 } as Fault,
      broken: ['vitrina-search'] as const,
      working: ['vitrina-mini-cart'] as const,
    },
  ])('$name', async ({ fault, broken, working }) => {
    const { page, errors, requests, reported } = await open(fault);
    await Promise.all([...broken.map((tag) => failed(page, tag)), ...working.map((tag) => mounted[tag](page))]);
    const fallback = { 'vitrina-search': '#search-fallback', 'vitrina-mini-cart': '#cart-fallback' };
    for (const tag of broken) {
      expect(await page.evaluate((t) => document.querySelector(t)!.shadowRoot!.innerHTML, tag)).toBe('<slot></slot>');
      expect(await page.locator(fallback[tag]).isVisible()).toBe(true);
    }
    for (const tag of working) {
      expect(await state(page, tag)).toBeNull();
      expect(await page.locator(fallback[tag]).isVisible()).toBe(false);
    }
    // Retried once, not in a loop: the first try and the retry of each failing widget chunk.
    const file = fault.chunk === 'w-search' ? /^\/sdk\/w-search-[^/]+\.js/ : /^\/sdk\/retry\/w-(search|mini-cart)-[^/]+\.js\?retry$/;
    expect(count(requests, file)).toBe(2);
    // The plain fallback form still works as a form.
    await page.locator('#search-fallback input').fill('tornillo');
    expect(await page.locator('#search-fallback input').inputValue()).toBe('tornillo');
    // The host page hears of each widget that could not mount, once, from its element (issue 13 §5).
    const heard = await reported();
    expect(heard).toHaveLength(broken.length);
    expect(heard).toEqual(
      expect.arrayContaining(broken.map((tag) => ({ code: 'mount-failed', widget: tag.slice('vitrina-'.length), error: true }))),
    );
    expect(errors).toEqual([]);
    await page.close();
  });
});
