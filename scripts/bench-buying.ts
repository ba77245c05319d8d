// The buying figures of issues 3 and 5, measured: `npx tsx scripts/bench-buying.ts [--products 20000] [--skip-pg]`,
// or `buyingFigures()` from scripts/bench.ts.
// - Cart and checkout API under 100 concurrent buyers (each its own member, token, address):
//   add a sku in whole packages, set it to another multiple, reload the cart as the page does,
//   create the trade with a fresh idempotency key. Exact p50/p95/p99 from every request's latency;
//   cart calls judged against DESIGN.md's p95 ≤ 25 ms. On PGlite and on PostgreSQL.
// - The cart page's time to interactive in Chromium: /cart of a member with 10 lines, cold HTTP
//   cache, navigation start → every line rendered with its quantity input enabled; median of 10.
// - The product detail widget on the partner page, cold cache: loader start → the product's name
//   and price in the DOM (and the frame that paints them); median of 10; budget ≤ 300 ms.
// The PGlite run works on a copy of `.data-bench-<products>`, so the trades it writes never reach
// the catalogue the search figures of `npm run bench` are measured on.
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { Browser } from 'playwright-core';
import { build } from './build.mjs';
import { needsBuild } from './start-helpers.mjs';
import { startPartnerServer } from './partner-server.mjs';
import type { Db } from '../server/src/db/types';
import { startServer, type StartServerOptions } from '../server/src/main';
import { createSessions } from '../server/src/services/auth/sessions';
import { launch } from '../tests/e2e/support/browser';
import { FULL_CHROMIUM } from './chromium-path.mjs';
import { postgresAvailable, startPostgres } from '../tests/api/support/postgres';

const root = resolve(import.meta.dirname, '..');

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] ?? Number.NaN;
};
const median = (xs: number[]) => pct(xs, 50);
const ms = (x: number) => `${x.toFixed(1)} ms`;
const verdict = (ok: boolean) => (ok ? 'PASS' : 'FAIL');

/** DESIGN.md: API p95 for cart calls under 100 concurrent buyers, PostgreSQL. */
export const CART_P95_BUDGET_MS = 25;
/** Issue 3: the product detail widget's name and price from a cold cache on a partner page. */
export const PRODUCT_DETAIL_BUDGET_MS = 300;
/** Issue 11 §5: the checkout widget on a partner page, loader → order form interactive. */
export const CHECKOUT_BUDGET_MS = 400;

const BUYERS = 100;
/** Rounds per buyer: the first warm the server (not counted), the rest are timed. */
const WARMUP_ROUNDS = 1;
const TIMED_ROUNDS = 5;
/**
 * The buyers' pause before each call, as people pause (mean; 0.5–1.5× of it). The same buyers
 * then also run without pauses: 100 closed loops hold 100 requests in flight, so by Little's law
 * a p95 of 25 ms there would need some 4,000 req/s; that run measures capacity, not a buyer's wait.
 */
const THINK_MS = 1000;
/** No new round starts after this; with the count bound, the load always ends. */
const LOAD_DEADLINE_MS = 120_000;
/** Skus the buyers share, as real buyers crowd the same popular goods (stock rows contend). */
const POPULAR_SKUS = 50;
const CART_PAGE_LINES = 10;
/** Cold loads per browser figure; the first also warms the server's file cache and is dropped. */
const COLD_LOADS = 11;

/** Roma Norte, Cuauhtémoc, Ciudad de México: seeded area ids (as tests/api/trade.test.ts). */
const ADDRESS = {
  name: 'Ana López',
  mobile: '5587654321',
  country: '1',
  province_id: '9',
  city_id: '9006',
  county_id: '900602',
  addr: 'Colima 123',
  zip: '06700',
};

interface Line {
  skuId: number;
  unit: number;
}
interface Buyer {
  id: number;
  token: string;
  lines: Line[];
}
const KINDS = ['add', 'update', 'view', 'create'] as const;
type Kind = (typeof KINDS)[number];
export interface CallFigures {
  p50: number;
  p95: number;
  p99: number;
  n: number;
  errors: number;
}

/** In-stock skus on sale with room for every round of every buyer, `count` of them, distinct goods. */
async function stockedLines(db: Db, count: number, packagesEach: number): Promise<Line[]> {
  const { rows } = await db.query<{ sku_id: number; unit: number }>(
    `select distinct on (g.id) s.id as sku_id, g.package_unit as unit
     from sku s join goods g on g.id = s.goods_id
     where g.market_enable = 1 and s.quantity >= g.package_unit * $1
     order by g.id, s.id limit $2`,
    [packagesEach, count],
  );
  if (rows.length < count) throw new Error(`[vitrina] bench: only ${rows.length} of ${count} skus with ${packagesEach} packages in stock`);
  return rows.map((r) => ({ skuId: Number(r.sku_id), unit: Number(r.unit) }));
}

/** Members straight into the database with a session each (no scrypt per login: setup, not load). */
async function newMembers(
  db: Db,
  n: number,
  prefix: string,
  passwordFrom?: string,
): Promise<{ id: number; username: string; token: string }[]> {
  const sessions = createSessions(db, Date.now);
  const tag = `${prefix}${Date.now().toString(36)}`;
  const members = [];
  for (let i = 0; i < n; i += 1) {
    const username = `${tag}${i}`;
    const { rows } = await db.query<{ id: number }>(
      passwordFrom
        ? `insert into member (id, username, password_hash, mobile, created_at)
           select nextval('member_id_seq'), $1, password_hash, null, 0 from member where username = $2 returning id`
        : `insert into member (id, username, password_hash, mobile, created_at)
           values (nextval('member_id_seq'), $1, 'x', null, 0) returning id`,
      passwordFrom ? [username, passwordFrom] : [username],
    );
    const id = rows[0]?.id;
    if (id === undefined) throw new Error(`[vitrina] bench: member ${username} was not created`);
    members.push({ id: Number(id), username, token: await sessions.login(Number(id), null) });
  }
  return members;
}

/** A setup call through the API (untimed); anything but 200 stops the bench with the reply. */
async function setupCall(url: string, token: string, method: string, path: string, form?: Record<string, string | number>) {
  const reply = await fetch(`${url}/api${path}${path.includes('?') ? '&' : '?'}lang=es_MX`, {
    method,
    headers: { authorization: token, ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}) },
    ...(form ? { body: new URLSearchParams(Object.entries(form).map(([k, v]) => [k, String(v)])).toString() } : {}),
  });
  const text = await reply.text();
  if (reply.status !== 200 || text.startsWith('{"success":false'))
    throw new Error(`[vitrina] bench setup ${method} ${path} → ${reply.status} ${text.slice(0, 300)}`);
  return text;
}

async function prepareBuyers(url: string, db: Db): Promise<Buyer[]> {
  const rounds = WARMUP_ROUNDS + TIMED_ROUNDS;
  // Over both runs (paced, flat out) every sku is bought in ~2 × BUYERS × rounds / POPULAR_SKUS
  // rounds of 2 packages; keep 3× that in stock. The lines rotate through the pool, so buyers
  // overlap on the same skus in every round.
  const pool = await stockedLines(db, POPULAR_SKUS, Math.ceil((2 * BUYERS * rounds * 2 * 3) / POPULAR_SKUS));
  const members = await newMembers(db, BUYERS, 'bb');
  const buyers: Buyer[] = [];
  for (const [i, m] of members.entries()) {
    await setupCall(url, m.token, 'POST', '/buyer/members/address', ADDRESS);
    buyers.push({ ...m, lines: Array.from({ length: rounds }, (_, r) => pool[(i + r * 7) % pool.length]!) });
  }
  return buyers;
}

interface WorkerReply {
  samples: Record<Kind, number[]>;
  errors: Record<Kind, number>;
  warmupErrors: Record<Kind, number>;
  firstErrors: string[];
  wallMs: number;
  timedMs: number;
  deadlineHit: boolean;
}

/** The load, from a worker thread (scripts/bench-buying-worker.mjs). */
const runLoad = (url: string, buyers: Buyer[], thinkMs: number) =>
  new Promise<WorkerReply>((done, fail) => {
    const worker = new Worker(resolve(root, 'scripts/bench-buying-worker.mjs'), {
      workerData: {
        url,
        buyers: buyers.map(({ token, lines }) => ({ token, lines })),
        warmupRounds: WARMUP_ROUNDS,
        rounds: TIMED_ROUNDS,
        deadlineMs: LOAD_DEADLINE_MS,
        thinkMs,
      },
    });
    worker.once('error', fail);
    worker.once('message', (reply: WorkerReply) => {
      void worker.terminate();
      done(reply);
    });
  });

async function loadFigures(url: string, db: Db, buyers: Buyer[], thinkMs: number) {
  const before = await tradesOf(db, buyers);
  const load = await runLoad(url, buyers, thinkMs);
  const calls = Object.fromEntries(
    KINDS.map((k) => {
      const xs = load.samples[k];
      return [k, { p50: pct(xs, 50), p95: pct(xs, 95), p99: pct(xs, 99), n: xs.length, errors: load.errors[k] } satisfies CallFigures];
    }),
  ) as Record<Kind, CallFigures>;
  const timedRequests = KINDS.reduce((sum, k) => sum + load.samples[k].length, 0);
  return {
    thinkMs,
    calls,
    // every 200 of `create` must be a trade in the database: the load did what it claims
    trades: (await tradesOf(db, buyers)) - before,
    rps: load.timedMs > 0 ? timedRequests / (load.timedMs / 1000) : 0,
    wallSeconds: load.wallMs / 1000,
    deadlineHit: load.deadlineHit,
    warmupErrors: load.warmupErrors,
    firstErrors: load.firstErrors,
  };
}

const tradesOf = async (db: Db, buyers: Buyer[]) =>
  Number(
    (await db.query<{ n: number }>('select count(*)::int as n from trade where member_id = any($1::int[])', [buyers.map((b) => b.id)]))
      .rows[0]?.n ?? 0,
  );

async function cartApiFigures(url: string, db: Db) {
  const buyers = await prepareBuyers(url, db);
  const paced = await loadFigures(url, db, buyers, THINK_MS);
  const flatOut = await loadFigures(url, db, buyers, 0);
  return { buyers: BUYERS, warmupRounds: WARMUP_ROUNDS, timedRounds: TIMED_ROUNDS, paced, flatOut };
}

/**
 * In the page, before anything of it runs: every open shadow root it attaches is watched, and
 * after each change in any of them the figure's condition is checked (`cart`: every one of `n`
 * lines there with its quantity input enabled; `product`: the product detail's name and price
 * shown). The mark is that moment (the DOM in place); the frame mark is the next animation
 * frame's, the frame that paints it. No named inner functions: tsx's keepNames would wrap them
 * in a `__name` helper the page does not have.
 */
function watchShadowRoots(arg: { kind: 'cart' | 'product'; n: number }) {
  const w = window as unknown as { __mark?: number; __frame?: number; __ready?: number };
  const roots: ShadowRoot[] = [];
  const attach = Element.prototype.attachShadow;
  Element.prototype.attachShadow = function (this: Element, init: ShadowRootInit) {
    const shadow = attach.call(this, init);
    roots.push(shadow);
    new MutationObserver(() => {
      if (w.__mark !== undefined) return;
      const done = roots.some((root) => {
        if (arg.kind === 'cart') {
          const inputs = [...root.querySelectorAll<HTMLInputElement>('.buy-line .buy-stepper input')];
          return (
            root.querySelectorAll('.buy-line').length >= arg.n &&
            inputs.length >= arg.n &&
            inputs.every((input) => !input.disabled && !input.readOnly)
          );
        }
        if (root.host.tagName !== 'VITRINA-PRODUCT-DETAIL') return false;
        const name = root.querySelector('h1.name')?.textContent?.trim();
        const price = root.querySelector('.buy-box .subtotal strong')?.textContent?.trim();
        return Boolean(name && price);
      });
      if (!done) return;
      w.__mark = performance.now();
      requestAnimationFrame(() => (w.__frame = performance.now()));
    }).observe(shadow, { subtree: true, childList: true, characterData: true, attributes: true });
    return shadow;
  };
  document.addEventListener('vitrina:ready', (e) => {
    if ((e.target as Element).tagName === 'VITRINA-PRODUCT-DETAIL') w.__ready ??= performance.now();
  });
}

async function cartPageFigures(browser: Browser, url: string, db: Db) {
  // A member who logs in through the page (the session cookies exactly as the storefront sets them)
  const [member] = await newMembers(db, 1, 'bc', 'demo');
  if (!member) throw new Error('[vitrina] bench: no cart page member');
  const login = await browser.newContext();
  const page = await login.newPage();
  await page.goto(`${url}/login?forward=${encodeURIComponent('/cart')}`);
  await page.locator('vitrina-storefront >> input[name=username]').fill(member.username);
  await page.locator('vitrina-storefront >> input[name=password]').fill('demo1234');
  await page.locator('vitrina-storefront >> button[type=submit]').click();
  await page.waitForURL(`${url}/cart`);
  const cookies = await login.cookies();
  const token = decodeURIComponent(cookies.find((c) => c.name === 'access_token')?.value ?? '');
  if (!token) throw new Error('[vitrina] bench: the login left no access_token cookie');
  await login.close();
  for (const line of await stockedLines(db, CART_PAGE_LINES, 4)) {
    await setupCall(url, token, 'POST', '/mallpcapi/orderCart/addtocart', { skuId: line.skuId, num: line.unit, shipmentType: 1 });
  }

  const marks: number[] = [];
  const frames: number[] = [];
  for (let i = 0; i < COLD_LOADS; i++) {
    const context = await browser.newContext(); // a fresh context is a cold HTTP cache
    await context.addCookies(cookies); // the session only: no storage carried over
    const tab = await context.newPage();
    await tab.addInitScript(watchShadowRoots, { kind: 'cart' as const, n: CART_PAGE_LINES });
    await tab.goto(`${url}/cart`);
    await tab
      .waitForFunction(() => (window as unknown as { __frame?: number }).__frame, undefined, { timeout: 30_000 })
      .catch(async (error: unknown) => {
        const seen = await tab.evaluate(() => {
          const root = document.querySelector('vitrina-storefront')?.shadowRoot;
          return `${location.pathname}: ${root?.querySelectorAll('.buy-line').length ?? 0} lines, ${root?.querySelectorAll('.buy-line .buy-stepper input').length ?? 0} inputs`;
        });
        throw new Error(`[vitrina] bench: the cart page never showed ${CART_PAGE_LINES} ready lines (${seen})`, { cause: error });
      });
    const { __mark, __frame } = await tab.evaluate(() => {
      const w = window as unknown as { __mark: number; __frame: number };
      return { __mark: w.__mark, __frame: w.__frame };
    });
    if (i > 0) {
      marks.push(__mark);
      frames.push(__frame);
    }
    await context.close();
  }
  return { lines: CART_PAGE_LINES, median: median(marks), frameMedian: median(frames), all: marks };
}

async function productDetailFigures(browser: Browser, url: string) {
  const partner = await startPartnerServer({ port: 0, storefront: url });
  try {
    const shown: number[] = [];
    const frames: number[] = [];
    const ready: number[] = [];
    for (let i = 0; i < COLD_LOADS; i++) {
      const context = await browser.newContext(); // a fresh context is a cold HTTP cache
      const page = await context.newPage();
      await page.addInitScript(watchShadowRoots, { kind: 'product' as const, n: 1 });
      await page.goto(`${partner.url}/partner/index.html`);
      await page.waitForFunction(() => (window as unknown as { __frame?: number }).__frame, undefined, { timeout: 30_000 });
      // From the moment loader.js has arrived (it runs at once, async), as the boot figure of npm run bench.
      const t = await page.evaluate(() => {
        const w = window as unknown as { __mark: number; __frame: number; __ready?: number };
        const loader = performance.getEntriesByType('resource').find((r) => r.name.endsWith('/sdk/loader.js')) as PerformanceResourceTiming;
        return {
          shown: w.__mark - loader.responseEnd,
          frame: w.__frame - loader.responseEnd,
          ready: (w.__ready ?? Number.NaN) - loader.responseEnd,
        };
      });
      if (i > 0) {
        shown.push(t.shown);
        frames.push(t.frame);
        ready.push(t.ready);
      }
      await context.close();
    }
    return { median: median(shown), frameMedian: median(frames), readyMedian: median(ready), all: shown };
  } finally {
    await partner.close();
  }
}

/**
 * Issue 11 §5: the checkout widget on the partner's checkout page, cold HTTP cache, a member with a
 * cart line: from the moment loader.js has arrived to the order form's "submit order" button
 * enabled (the lines, the address and the totals have loaded). The member logs in on the partner
 * page with vitrina-login, so the session is the partner origin's own, as a buyer's would be.
 */
export async function checkoutFigures(browser: Browser, url: string, db: Db) {
  const partner = await startPartnerServer({ port: 0, storefront: url });
  try {
    const [member] = await newMembers(db, 1, 'co', 'demo');
    if (!member) throw new Error('[vitrina] bench: no checkout member');
    for (const line of await stockedLines(db, 1, 2)) {
      await setupCall(url, member.token, 'POST', '/mallpcapi/orderCart/addtocart', { skuId: line.skuId, num: line.unit, shipmentType: 1 });
    }
    await setupCall(url, member.token, 'POST', '/buyer/members/address', {
      name: 'Rosa Ortega',
      mobile: '5512345678',
      country: '1',
      county_id: '900602',
      addr: 'Colima 210, int. 3',
      zip: '06700',
    });
    const login = await browser.newContext();
    const page = await login.newPage();
    await page.goto(`${partner.url}/partner/`);
    await page.locator('#account-button').click();
    await page.locator('vitrina-login >> input[name=username]').fill(member.username);
    await page.locator('vitrina-login >> input[name=password]').fill('demo1234');
    await page.locator('vitrina-login >> button[type=submit]').click();
    await page.waitForFunction(() => !document.querySelector('vitrina-login[open]'));
    const cookies = await login.cookies(partner.url);
    await login.close();

    const interactive: number[] = [];
    for (let i = 0; i < COLD_LOADS; i++) {
      const context = await browser.newContext(); // a fresh context is a cold HTTP cache
      await context.addCookies(cookies);
      const tab = await context.newPage();
      await tab.goto(`${partner.url}/partner/checkout.html`);
      await tab.waitForFunction(
        () => {
          const go = document.querySelector('vitrina-checkout')?.shadowRoot?.querySelector<HTMLButtonElement>('.buy-go');
          const w = window as unknown as { __go?: number };
          if (go && !go.disabled) w.__go ??= performance.now();
          return w.__go;
        },
        undefined,
        { timeout: 30_000, polling: 'raf' },
      );
      const t = await tab.evaluate(() => {
        const loader = performance.getEntriesByType('resource').find((r) => r.name.endsWith('/sdk/loader.js')) as PerformanceResourceTiming;
        return (window as unknown as { __go: number }).__go - loader.responseEnd;
      });
      if (i > 0) interactive.push(t); // the first load also warms the server's file cache
      await context.close();
    }
    return { median: median(interactive), all: interactive };
  } finally {
    await partner.close();
  }
}

type LoadRun = Awaited<ReturnType<typeof loadFigures>>;

function cartApiLines(name: string, run: LoadRun): string[] {
  const label: Record<Kind, string> = {
    add: 'cart add (addtocart)',
    update: 'cart quantity (carts/sku/:id)',
    view: 'cart reload (carts/all)',
    create: 'checkout (trade/create)',
  };
  const how = run.thinkMs > 0 ? `paced ${run.thinkMs / 1000} s` : 'flat out';
  const who = `${name.padEnd(8)} ${how.padEnd(11)}`;
  const expected = BUYERS * (WARMUP_ROUNDS + TIMED_ROUNDS);
  return KINDS.map((k) => {
    const c = run.calls[k];
    const head = `${who} ${label[k].padEnd(30)} p50 ${ms(c.p50)}, p95 ${ms(c.p95)}, p99 ${ms(c.p99)}, n ${c.n}, errors ${c.errors}`;
    if (k === 'create') return `${head} (no budget in DESIGN.md)`;
    return `${head} — ${verdict(c.p95 <= CART_P95_BUDGET_MS && c.errors === 0)} (budget p95 ${CART_P95_BUDGET_MS} ms${name === 'postgres' ? '' : ', set for PostgreSQL'})`;
  }).concat(
    `${who} ${BUYERS} buyers × ${TIMED_ROUNDS} timed rounds: ${run.rps.toFixed(0)} req/s, ${run.trades} of ${expected} trades written, ` +
      `${run.wallSeconds.toFixed(1)} s with warm-up (its errors: ${KINDS.reduce((n, k) => n + run.warmupErrors[k], 0)})${run.deadlineHit ? ', deadline hit: fewer rounds than asked' : ''}`,
    ...(run.firstErrors.length > 0 ? [`${who} first errors: ${run.firstErrors.join(' | ')}`] : []),
  );
}

async function onBackend(name: string, products: number, options: StartServerOptions, browserToo: boolean, summary: string[]) {
  console.log(`[buying/${name}] opening and seeding ${products} products if needed…`);
  const server = await startServer({ port: 0, host: '127.0.0.1', products, quiet: true, ...options });
  try {
    console.log(`[buying/${name}] ${BUYERS} buyers, paced then flat out: add, set quantity, reload, create the trade…`);
    const cartApi = await cartApiFigures(server.url, server.db);
    summary.push(...cartApiLines(name, cartApi.paced), ...cartApiLines(name, cartApi.flatOut));
    const figures: Record<string, unknown> = { cartApi };
    if (browserToo) {
      console.log(`[buying/${name}] cart page and product detail, ${COLD_LOADS} cold loads each…`);
      const browser = await launch(FULL_CHROMIUM);
      try {
        const cartPage = await cartPageFigures(browser, server.url, server.db);
        const productDetail = await productDetailFigures(browser, server.url);
        const checkout = await checkoutFigures(browser, server.url, server.db);
        figures.cartPage = cartPage;
        figures.productDetail = productDetail;
        figures.checkout = checkout;
        summary.push(
          `cart page, ${cartPage.lines} lines, navigation → lines and quantity inputs ready, median of ${cartPage.all.length} cold loads: ` +
            `${ms(cartPage.median)} (painting frame ${ms(cartPage.frameMedian)}) (no budget in DESIGN.md)`,
        );
        summary.push(
          `product detail on the partner page, loader → name and price shown, median of ${productDetail.all.length} cold loads: ` +
            `${ms(productDetail.median)} (painting frame ${ms(productDetail.frameMedian)}; vitrina:ready at ${ms(productDetail.readyMedian)}) — ` +
            `${verdict(productDetail.frameMedian <= PRODUCT_DETAIL_BUDGET_MS)} (budget ${PRODUCT_DETAIL_BUDGET_MS} ms)`,
        );
        summary.push(
          `checkout on the partner page, loader → order form interactive, median of ${checkout.all.length} cold loads: ` +
            `${ms(checkout.median)} — ${verdict(checkout.median <= CHECKOUT_BUDGET_MS)} (budget ${CHECKOUT_BUDGET_MS} ms)`,
        );
      } finally {
        await browser.close();
      }
    }
    return figures;
  } finally {
    await server.close();
  }
}

/** The buying figures on PGlite (with the browser figures) and, unless skipped, on PostgreSQL. */
export async function buyingFigures(opts: { products: number; skipPg: boolean }): Promise<Record<string, unknown>> {
  if (needsBuild()) await build({ quiet: true });
  const summary: string[] = [];
  const results: Record<string, unknown> = { date: new Date().toISOString(), products: opts.products, summary };

  // PGlite: the bench's seeded catalogue (seeded here if missing), copied so the trades stay out of it.
  const cache = resolve(root, `.data-bench-${opts.products}`);
  await (await startServer({ port: 0, host: '127.0.0.1', products: opts.products, quiet: true, dataDir: cache })).close();
  const copy = await mkdtemp(join(tmpdir(), 'vitrina-bench-buying-'));
  try {
    await cp(cache, copy, { recursive: true });
    results.pglite = await onBackend('pglite', opts.products, { dataDir: copy }, true, summary);
  } finally {
    await rm(copy, { recursive: true, force: true });
  }

  if (!opts.skipPg && postgresAvailable()) {
    const pg = await startPostgres();
    try {
      results.postgres = await onBackend('postgres', opts.products, { databaseUrl: pg.url }, false, summary);
    } finally {
      await pg.stop();
    }
  }
  return results;
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  const arg = (name: string, fallback: string) => {
    const i = process.argv.indexOf(`--${name}`);
    return i > 0 ? process.argv[i + 1]! : fallback;
  };
  const products = Number(arg('products', '100000'));
  if (!Number.isSafeInteger(products) || products < 1)
    throw new Error(`[vitrina] --products wants a whole number, not ${arg('products', '')}`);
  const results = await buyingFigures({ products, skipPg: process.argv.includes('--skip-pg') });
  console.log('\nBuying figures');
  for (const line of results.summary as string[]) console.log('  ' + line);
  mkdirSync(resolve(root, 'bench-results'), { recursive: true });
  writeFileSync(resolve(root, 'bench-results/buying-latest.json'), JSON.stringify(results, null, 2));
  console.log('\nWritten to bench-results/buying-latest.json');
  process.exit(0);
}
