// `npm run bench [-- --products 100000 --skip-pg --skip-buying --skip-seo | --only capacity|seo|lcp|relevance|suggest]`: the figures DESIGN.md budgets, measured here.
// Sizes (raw/gzip/brotli), boot (loader start → search interactive, median of 10 cold loads in
// Chromium), keystroke → suggestions rendered (p50/p95), API latency under 50 concurrent clients
// on PGlite and on PostgreSQL: the product query's exact p50/p95 from every request's latency,
// judged against its 25 ms p95 budget; the suggestions' p50/p97.5 as autocannon reports them.
// Writes bench-results/latest.json.
import { mkdirSync, writeFileSync, existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { Worker } from 'node:worker_threads';
import autocannon from 'autocannon';
import { build, measure, printSizes } from './build.mjs';
import { needsBuild } from './start-helpers.mjs';
import { startPartnerServer } from './partner-server.mjs';
import type { Db } from '../server/src/db/types';
import { startServer } from '../server/src/main';
import { BUDGETS, measureBudgets } from '../tests/build/budgets';
import { launch } from '../tests/e2e/support/browser';
import { FULL_CHROMIUM } from './chromium-path.mjs';
import { startPostgres } from '../tests/api/support/postgres';
import { buyingFigures } from './bench-buying';
import { createSuggestService } from '../server/src/services/search/suggest-service';
import { capacityFigures, runOnly } from './bench-capacity';
import { benchDataDir } from './bench-server';

const root = resolve(import.meta.dirname, '..');
const arg = (name: string, fallback: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1]! : fallback;
};
const products = Number(arg('products', '100000'));
const skipPg = process.argv.includes('--skip-pg');
// `--only <section>`: that section alone, then exit (each section's module says what it prints and
// writes); a name that is not one is refused, so a typo does not start the whole bench.
const only = arg('only', '');
if (only) {
  const sections: Record<string, () => Promise<unknown>> = {
    capacity: () => runOnly(['--only', 'capacity'], products),
    seo: async () => (await import('./bench-seo')).seoBench({ products, only: true }),
    lcp: async () => (await import('./bench-seo')).lcpBench({ products, ...(arg('dist', '') ? { dist: arg('dist', '') } : {}) }),
    relevance: async () => (await import('./bench-relevance')).benchRelevance({ products, results: {} }),
    suggest: async () => (await import('./bench-suggest')).suggestBenchStep([], { products, only: 'suggest' }),
  };
  const section = sections[only];
  if (!section) throw new Error(`[vitrina] --only takes one of: ${Object.keys(sections).join(', ')} (got ${JSON.stringify(only)})`);
  await section();
  process.exit(0);
}
if (!process.argv.includes('--skip-seo')) await (await import('./bench-seo')).seoBench({ products, only: false });

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))]!;
};
const median = (xs: number[]) => pct(xs, 50);
const ms = (x: number) => `${x.toFixed(1)} ms`;

const results: Record<string, unknown> = { date: new Date().toISOString(), products };
await (await import('./bench-relevance')).benchRelevance({ products, results }); // issue 17 §4

if (needsBuild()) await build({ quiet: true });
printSizes(measure());
const budgets = measureBudgets();
results.sizes = budgets;
console.log('\nBudgets (gzip bytes):');
for (const [k, v] of Object.entries(budgets)) {
  console.log(`  ${k.padEnd(22)} ${String(v).padStart(7)} / ${BUDGETS[k as keyof typeof BUDGETS]}`);
}
console.log(`  partner page vs Shopify Buy Button (59 KB): ${(budgets.partnerPage / (59 * 1024)).toFixed(2)}×`);
console.log(`  partner page vs Algolia Autocomplete alone (23.8 KB): ${(budgets.partnerPage / (23.8 * 1024)).toFixed(2)}×`);
console.log(`  loader vs Stripe's loader (1,364 B): ${(budgets.loader / 1364).toFixed(2)}×`);

async function browserFigures(storefront: string) {
  const partner = await startPartnerServer({ port: 0, storefront });
  const browser = await launch(FULL_CHROMIUM);
  try {
    // Boot: from the moment loader.js has arrived (it runs at once, async) to `vitrina:ready`.
    const boots: number[] = [];
    for (let i = 0; i < 11; i++) {
      const context = await browser.newContext(); // a fresh context is a cold HTTP cache
      const page = await context.newPage();
      await page.addInitScript(() => {
        document.addEventListener('vitrina:ready', (e) => {
          const w = window as unknown as { __ready?: number };
          if ((e.target as Element).tagName === 'VITRINA-SEARCH') w.__ready ??= performance.now();
        });
      });
      await page.goto(`${partner.url}/partner/clean.html`);
      await page.waitForFunction(() => (window as unknown as { __ready?: number }).__ready);
      const t = await page.evaluate(() => {
        const loader = performance.getEntriesByType('resource').find((r) => r.name.endsWith('/sdk/loader.js')) as PerformanceResourceTiming;
        return (window as unknown as { __ready: number }).__ready - loader.responseEnd;
      });
      if (i > 0) boots.push(t); // the first load also warms the server's file cache
      await context.close();
    }

    // Keystroke → suggestions rendered: from the input event to the list showing the new query.
    const page = await browser.newPage();
    await page.goto(`${partner.url}/partner/clean.html`);
    const input = page.locator('vitrina-search >> input[role=combobox]');
    await input.waitFor();
    await page.evaluate(() => {
      const host = document.querySelector('vitrina-search')!;
      const root = host.shadowRoot!;
      const w = window as unknown as { __lat: number[]; __t0: number; __q: string };
      w.__lat = [];
      root.addEventListener('input', (e) => {
        w.__t0 = e.timeStamp;
        w.__q = (e.target as HTMLInputElement).value.trim().toLowerCase();
      });
      new MutationObserver(() => {
        const first = root.querySelector('[role=option] mark');
        if (w.__t0 && first && first.textContent!.toLowerCase() === w.__q) {
          w.__lat.push(performance.now() - w.__t0);
          w.__t0 = 0;
        }
      }).observe(root, { subtree: true, childList: true, characterData: true });
    });
    const words = [
      'tornillo',
      'cable',
      'audifonos',
      'martillo',
      'pintura',
      'cargador',
      'lampara',
      'taladro',
      'bolsa',
      'silla',
      'mochila',
      'botella',
    ];
    for (const word of words) {
      await input.fill('');
      for (const ch of word) {
        await input.press(ch);
        await page.waitForTimeout(120);
      }
    }
    const lat = await page.evaluate(() => (window as unknown as { __lat: number[] }).__lat);
    await page.close();
    return { boots, lat };
  } finally {
    await browser.close();
    await partner.close();
  }
}

interface Latency {
  p50: number;
  p97_5: number;
  rps: number;
  errors: number;
}

/** 50 connections for 8 s, each request's path from `path(i)`; autocannon reports p50 and p97.5. */
const load = (url: string, path: (i: number) => string) =>
  new Promise<Latency>((done, fail) => {
    let i = 0;
    autocannon(
      { url, connections: 50, duration: 8, requests: [{ method: 'GET', setupRequest: (req) => ({ ...req, path: path(i++) }) }] },
      (err, r) =>
        err ? fail(err) : done({ p50: r.latency.p50, p97_5: r.latency.p97_5, rps: r.requests.average, errors: r.errors + r.non2xx }),
    );
  });

/** DESIGN.md's budget for the product query API: p95 under 50 concurrent clients. */
const SEARCH_P95_BUDGET_MS = 25;

interface Percentiles {
  p50: number;
  p95: number;
  p99: number;
  rps: number;
  errors: number;
  n: number;
}

/**
 * 50 connections for 8 s over `paths` in turn, the load generator in a worker thread: sharing
 * the server's event loop, as autocannon does in-process, would charge the server for its own
 * clients' work. Every request's latency comes back, so p95 is exact, not read off a histogram.
 */
const loadInWorker = (url: string, paths: string[], uncachedPrices: boolean, rate?: number) =>
  new Promise<Percentiles>((done, fail) => {
    const duration = 8;
    const worker = new Worker(resolve(root, 'scripts/bench-load-worker.mjs'), {
      workerData: { url, paths, uncachedPrices, connections: 50, duration, rate, offset: rate ? 500_000 : 0 },
    });
    worker.once('error', fail);
    worker.once('message', ({ samples, errors }: { samples: number[]; errors: number }) => {
      void worker.terminate();
      done({
        p50: pct(samples, 50),
        p95: pct(samples, 95),
        p99: pct(samples, 99),
        rps: samples.length / duration,
        errors,
        n: samples.length,
      });
    });
  });

/**
 * With 50 clients always waiting on an answer, latency is 50 ÷ throughput (Little's law): a query
 * no cache has seen costs ~2.5 ms of PostgreSQL and ~1.5 ms of server CPU, so two cores top out
 * near 550 req/s and the closed-loop p95 reads ~100 ms whatever the query does. The open-loop run
 * asks the other question: the latency of uncached queries arriving at random at a stated rate
 * (200 req/s, a busy marketplace's searches with none repeated).
 */
const COLD_RATE = 200;

const KEYWORDS = ['tornillo', 'cable usb', 'audifonos', 'martilo', 'pintura', 'cargador', 'lampara led', 'taladro'];

/**
 * Filtered searches a buyer would make: each keyword within the top category it actually lives
 * in, three sorts, with and without "in stock", pages 1–3 (144 distinct queries, repeated as real
 * traffic repeats). Run again with a price ceiling unique to every request (the worker adds it),
 * so no answer is ever served from the listing cache: the figure of a database query per request.
 */
async function filteredSearches(db: Db) {
  const pairs: { keyword: string; grandId: number }[] = [];
  for (const keyword of KEYWORDS) {
    const first = keyword.split(' ')[0]!.replace('martilo', 'martillo');
    const { rows } = await db.query<{ grand_id: number }>(
      'select grand_id from goods where search_text like $1 group by grand_id order by count(*) desc limit 1',
      [`%${first}%`],
    );
    pairs.push({ keyword, grandId: rows[0]?.grand_id ?? 1 });
  }
  const sorts = ['relevance', 'price_asc', 'sales'];
  const warm = pairs.flatMap(({ keyword, grandId }) =>
    sorts.flatMap((sort) =>
      [0, 1].flatMap((inStock) =>
        [1, 2, 3].map(
          (pageNo) =>
            `/api/mallpcapi/product/productQuery?keyword=${encodeURIComponent(keyword)}&productCateGrandId=${grandId}&sort=${sort}&inStock=${inStock}&pageNo=${pageNo}&pageSize=20&lang=es_MX`,
        ),
      ),
    ),
  );
  return warm;
}

async function apiFigures(url: string, db: Db) {
  const searches = await filteredSearches(db);
  const search = await loadInWorker(url, searches, false);
  const searchCold = await loadInWorker(url, searches, true);
  const searchColdPaced = await loadInWorker(url, searches, true, COLD_RATE);
  const words = await load(
    url,
    (i) => `/api/buyer/goods/search/words?keyword=${encodeURIComponent(KEYWORDS[i % KEYWORDS.length]!.slice(0, 2 + (i % 5)))}&lang=es_MX`,
  );
  // The live suggestion index (issue 15 §5): what one rebuild costs, and the suggestions' latency
  // while the catalogue keeps changing (a rename every second, so the server's index rebuilds in
  // the background again and again between the answers).
  const index = createSuggestService(db);
  const rebuilds: number[] = [];
  for (let i = 0; i < 3; i++) {
    const t = performance.now();
    await index.rebuild();
    rebuilds.push(performance.now() - t);
  }
  const renaming = setInterval(() => void db.query('update goods set name_es = name_es where id = (select min(id) from goods)'), 1000);
  const wordsDuringRebuilds = await load(
    url,
    (i) => `/api/buyer/goods/search/words?keyword=${encodeURIComponent(KEYWORDS[i % KEYWORDS.length]!.slice(0, 2 + (i % 5)))}&lang=es_MX`,
  ).finally(() => clearInterval(renaming));
  return {
    search,
    searchCold,
    searchColdPaced,
    words,
    wordsDuringRebuilds,
    rebuildMs: median(rebuilds),
    distinctSearches: searches.length,
  };
}

const table: string[] = [];
async function backend(name: string, opts: { databaseUrl?: string; dataDir?: string }) {
  console.log(`\n[${name}] opening and seeding ${products} products if needed…`);
  const t0 = Date.now();
  const server = await startServer({ port: 0, host: '127.0.0.1', products, quiet: true, ...opts });
  console.log(`[${name}] ready in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
  try {
    const api = await apiFigures(server.url, server.db);
    const figures: Record<string, unknown> = { api };
    const row = (label: string, l: Latency) =>
      `${name.padEnd(10)} ${label.padEnd(34)} p50 ${l.p50} ms, p97.5 ${l.p97_5} ms, ${l.rps.toFixed(0)} req/s, errors ${l.errors}`;
    const judged = (label: string, l: Percentiles) =>
      `${name.padEnd(10)} ${label.padEnd(34)} p50 ${ms(l.p50)}, p95 ${ms(l.p95)}, p99 ${ms(l.p99)}, ${l.rps.toFixed(0)} req/s, errors ${l.errors} — ` +
      `${l.p95 <= SEARCH_P95_BUDGET_MS && l.errors === 0 ? 'PASS' : 'FAIL'} (budget p95 ${SEARCH_P95_BUDGET_MS} ms)`;
    table.push(judged(`productQuery, ${api.distinctSearches} filtered searches`, api.search));
    table.push(judged('productQuery, every request uncached', api.searchCold));
    table.push(judged(`productQuery, uncached, ${COLD_RATE}/s arrivals`, api.searchColdPaced));
    table.push(row('search/words', api.words));
    table.push(row('search/words, catalogue renamed every 1 s', api.wordsDuringRebuilds));
    table.push(`${name.padEnd(10)} suggestion index rebuild (${products} products, 3 locales): median ${ms(api.rebuildMs)}`);
    if (name === 'pglite') {
      const { boots, lat } = await browserFigures(server.url);
      figures.boot = { median: median(boots), all: boots };
      figures.keystroke = { p50: pct(lat, 50), p95: pct(lat, 95), n: lat.length };
      table.push(`boot (loader → search ready), median of ${boots.length} cold loads: ${ms(median(boots))} (budget 150 ms)`);
      table.push(`keystroke → suggestions rendered, n=${lat.length}: p50 ${ms(pct(lat, 50))}, p95 ${ms(pct(lat, 95))} (budget p95 50 ms)`);
    }
    results[name] = figures;
  } finally {
    await server.close();
  }
}

await (await import('./bench-suggest')).suggestBenchStep(table, { products, only: '' }); // issue 17: vs Algolia Autocomplete
await backend('pglite', { dataDir: benchDataDir(products) });
if (!skipPg && existsSync('/usr/lib/postgresql/15/bin/initdb')) {
  const pg = await startPostgres();
  try {
    await backend('postgres', { databaseUrl: pg.url });
  } finally {
    await pg.stop();
  }
}

// The buying path (issue 5) and the product detail's cold render (issue 3): their own module,
// which opens the same seeded catalogue once the servers above have closed it. `--skip-buying`
// leaves them out for a quick look at search alone.
if (!process.argv.includes('--skip-buying')) {
  const buying = await buyingFigures({ products, skipPg });
  results.buying = buying;
  table.push(...(buying.summary as string[]));
}

if (!skipPg) results.capacity = await capacityFigures({ products, summary: table }); // issue 15: req/s per node, 1 and 2 nodes

console.log('\nResults');
for (const line of table) console.log('  ' + line);
mkdirSync(resolve(root, 'bench-results'), { recursive: true });
writeFileSync(resolve(root, 'bench-results/latest.json'), JSON.stringify(results, null, 2));
console.log('\nWritten to bench-results/latest.json');
process.exit(0);
