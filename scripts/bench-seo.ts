// Issue 18's figures: `npm run bench -- --only seo [--products 100000]`, or `npx tsx scripts/bench-seo.ts [--sitemaps-only]`.
// - Sitemaps over the seeded catalogue (`.data-bench-<products>`, PGlite, as `npm run bench`): time to
//   stream the index and every products file, URLs listed against the database's count, and the
//   process's peak memory above its level before (heap + external buffers, and RSS): streamed in
//   keyset batches, a file of 50,000 URLs should cost about what a small one does.
// - Largest contentful paint and layout shift of home, a product, a listing and a shop on the phone
//   profile of the issue (150 ms round trip, 1.6 Mbit/s, 4× slower CPU, 412×823), each a cold load,
//   median of 5, in Debian's Chromium. Budgets: product and home ≤ 1.2 s, listing ≤ 1.5 s, CLS ≤ 0.05.
// - Lighthouse 12 SEO and accessibility scores of the same four pages (too slow for `npm test`).
// Writes bench-results/seo.json. `--only lcp [--dist <dir>]`: the paints alone, of this build or of
// another one (a copy of main's dist/, for a before and after), written to bench-results/lcp.json.
import { mkdirSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import type { Browser } from 'playwright-core';
import { startBenchServer } from './bench-server';
import { launch } from '../tests/e2e/support/browser';
import { build } from './build.mjs';
import { FULL_CHROMIUM } from './chromium-path.mjs';
import { needsBuild } from './start-helpers.mjs';

const root = resolve(import.meta.dirname, '..');
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? Number.NaN;
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const verdict = (ok: boolean) => (ok ? 'PASS' : 'FAIL');

/**
 * Samples the process's memory while `fn` runs: the peak above the level before it, and the peak
 * when `fn` calls `mark()` (after its first 5,000 URLs). Garbage counts until collected, so the
 * peaks read as "what streaming costs"; a file held whole would grow with its URLs instead.
 */
async function peakMemory<T>(fn: (mark: () => void) => Promise<T>): Promise<{ value: T; heap: number; rss: number; early: number }> {
  const before = process.memoryUsage();
  const base = before.heapUsed + before.external;
  let heap = 0;
  let rss = 0;
  let early = 0;
  const sample = () => {
    const now = process.memoryUsage();
    heap = Math.max(heap, now.heapUsed + now.external - base);
    rss = Math.max(rss, now.rss - before.rss);
  };
  const timer = setInterval(sample, 5);
  try {
    const value = await fn(() => {
      sample();
      early = heap;
    });
    sample();
    return { value, heap, rss, early };
  } finally {
    clearInterval(timer);
  }
}

async function sitemapFigures(url: string, db: Awaited<ReturnType<typeof startBenchServer>>['db']) {
  const { rows } = await db.query<{ n: number }>('select count(*)::int as n from goods where market_enable = 1');
  const expected = Number(rows[0]?.n);
  const t0 = performance.now();
  const index = await (await fetch(`${url}/sitemap.xml`)).text();
  const indexMs = performance.now() - t0;
  const files = [...index.matchAll(/<loc>[^<]*(\/sitemaps\/products-\d+\.xml)<\/loc>/g)].map((m) => m[1] ?? '');
  const perFile: { file: string; urls: number; ms: number; bytes: number; heap: number; rss: number; early: number; retained: number[] }[] =
    [];
  for (const file of files) {
    const start = performance.now();
    // With --expose-gc: the memory still held after a collection, early in the file and near its
    // end; equal when the server holds one batch at a time, whatever the file's length.
    const retained: number[] = [];
    const gc = (globalThis as { gc?: () => void }).gc;
    const base = (gc?.(), process.memoryUsage().heapUsed);
    const retainedNow = () => (gc ? (gc(), process.memoryUsage().heapUsed - base) : Number.NaN);
    // Read as it streams, counting URLs, never holding the file: the server's memory is what is measured.
    const { value, heap, rss, early } = await peakMemory(async (mark) => {
      const response = await fetch(`${url}${file}`);
      const reader = response.body?.getReader();
      const decoder = new TextDecoder();
      let urls = 0;
      let bytes = 0;
      let tail = '';
      for (;;) {
        const chunk = await reader?.read();
        if (!chunk || chunk.done) break;
        bytes += chunk.value.byteLength;
        const text = tail + decoder.decode(chunk.value, { stream: true });
        const seen = urls;
        urls += text.split('<url>').length - 1;
        if (seen < 5000 && urls >= 5000) mark();
        if (seen < 5000 && urls >= 5000) retained.push(retainedNow());
        if (seen < 45_000 && urls >= 45_000) retained.push(retainedNow());
        tail = text.slice(text.lastIndexOf('<'));
        if (tail.startsWith('<url>')) urls -= 1; // counted again with the next chunk
      }
      return { urls, bytes };
    });
    perFile.push({ file, urls: value.urls, bytes: value.bytes, ms: performance.now() - start, heap, rss, early, retained });
  }
  const listed = perFile.reduce((n, f) => n + f.urls, 0);
  return { expected, listed, indexMs, files: perFile };
}

interface Paint {
  lcp: number;
  cls: number;
}

/** One cold load on the phone profile: LCP and CLS once the page has settled. */
async function phoneLoad(browser: Browser, url: string): Promise<Paint> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.addInitScript(() => {
    const w = window as unknown as { __lcp: number; __cls: number };
    w.__lcp = 0;
    w.__cls = 0;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) w.__lcp = e.startTime;
    }).observe({ type: 'largest-contentful-paint', buffered: true });
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!e.hadRecentInput) w.__cls += e.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  try {
    await page.goto(url, { waitUntil: 'networkidle', timeout: 60_000 });
    return await page.evaluate(() => {
      const w = window as unknown as { __lcp: number; __cls: number };
      return { lcp: w.__lcp, cls: w.__cls };
    });
  } finally {
    await context.close();
  }
}

async function paintFigures(pages: Record<string, string>) {
  const browser = await launch(FULL_CHROMIUM);
  const out: Record<string, { lcp: number; cls: number; all: Paint[] }> = {};
  try {
    for (const [name, url] of Object.entries(pages)) {
      await phoneLoad(browser, url); // warms the server's caches, not the browser's
      const runs: Paint[] = [];
      for (let i = 0; i < 5; i++) runs.push(await phoneLoad(browser, url));
      out[name] = { lcp: median(runs.map((r) => r.lcp)), cls: median(runs.map((r) => r.cls)), all: runs };
    }
  } finally {
    await browser.close();
  }
  return out;
}

async function lighthouseFigures(pages: Record<string, string>) {
  const chrome = await chromeLauncher.launch({
    chromePath: FULL_CHROMIUM,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  const out: Record<string, { seo: number; accessibility: number; failed: string[] }> = {};
  try {
    for (const [name, url] of Object.entries(pages)) {
      const result = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['seo', 'accessibility'],
      });
      const lhr = result?.lhr;
      if (!lhr) throw new Error(`lighthouse gave no report for ${url}`);
      const failed = Object.values(lhr.audits)
        .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary')
        .map((a) => a.id);
      out[name] = {
        seo: Math.round((lhr.categories.seo?.score ?? 0) * 100),
        accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
        failed,
      };
    }
  } finally {
    chrome.kill();
  }
  return out;
}

type BenchServer = Awaited<ReturnType<typeof startBenchServer>>;

/** The four pages measured: home, the best-selling goods in stock, its category's listing, its shop. */
async function benchPages(server: BenchServer): Promise<Record<string, string>> {
  const { rows } = await server.db.query<{ id: number; shop_id: number; grand_id: number }>(
    'select id, shop_id, grand_id from goods where market_enable = 1 and stock > 0 order by sales desc, id limit 1',
  );
  const goods = rows[0];
  return {
    home: `${server.url}/`,
    product: `${server.url}/goods/${goods?.id}`,
    listing: `${server.url}/goods?productCateGrandId=${goods?.grand_id}`,
    shop: `${server.url}/shop/${goods?.shop_id}`,
  };
}

function paintSummary(paints: Awaited<ReturnType<typeof paintFigures>>): string[] {
  const budget: Record<string, number> = { home: 1200, product: 1200, listing: 1500, shop: 1500 };
  return Object.entries(paints).map(([name, p]) => {
    const limit = budget[name] ?? 1500;
    return `LCP ${name.padEnd(8)} phone profile, median of 5: ${(p.lcp / 1000).toFixed(2)} s (budget ${(limit / 1000).toFixed(1)} s) — ${verdict(p.lcp <= limit)}; CLS ${p.cls.toFixed(3)} — ${verdict(p.cls <= 0.05)} (runs: ${p.all.map((r) => (r.lcp / 1000).toFixed(2)).join(', ')} s)`;
  });
}

/** `--only lcp`: largest contentful paint and layout shift of the four pages, nothing else; `dist`: another build's. */
export async function lcpBench({ products, dist }: { products: number; dist?: string }): Promise<void> {
  if (!dist && needsBuild()) await build({ quiet: true });
  console.log(`\n[lcp] opening and seeding ${products} products if needed…`);
  const server = await startBenchServer(products, dist && resolve(dist));
  try {
    const paints = await paintFigures(await benchPages(server));
    const summary = paintSummary(paints);
    console.log(`\nPaint on the phone profile (${dist ? `build in ${dist}` : 'this build'})`);
    for (const line of summary) console.log(`  ${line}`);
    mkdirSync(resolve(root, 'bench-results'), { recursive: true });
    writeFileSync(
      resolve(root, 'bench-results/lcp.json'),
      JSON.stringify({ date: new Date().toISOString(), products, dist, paints, summary }, null, 2),
    );
    console.log('Written to bench-results/lcp.json');
  } finally {
    await server.close();
  }
}

export async function seoBench({
  products,
  only,
  browser = true,
}: {
  products: number;
  only: boolean;
  browser?: boolean;
}): Promise<Record<string, unknown>> {
  if (needsBuild()) await build({ quiet: true });
  console.log(`\n[seo] opening and seeding ${products} products if needed…`);
  const server = await startBenchServer(products);
  const summary: string[] = [];
  const results: Record<string, unknown> = { date: new Date().toISOString(), products };
  try {
    const sitemaps = await sitemapFigures(server.url, server.db);
    results.sitemaps = sitemaps;
    summary.push(
      `sitemap index: ${sitemaps.indexMs.toFixed(0)} ms; products listed ${sitemaps.listed} of ${sitemaps.expected} — ${verdict(sitemaps.listed === sitemaps.expected)}`,
    );
    for (const f of sitemaps.files) {
      summary.push(
        `  ${f.file}: ${f.urls} URLs, ${mb(f.bytes)} in ${(f.ms / 1000).toFixed(2)} s; peak heap+external +${mb(f.early)} after 5,000 URLs, +${mb(f.heap)} at the end; RSS +${mb(f.rss)}` +
          (f.retained.length === 2
            ? `; heap held after GC at 5,000 URLs +${mb(f.retained[0] ?? 0)}, at 45,000 +${mb(f.retained[1] ?? 0)}`
            : ''),
      );
    }
    const pages = await benchPages(server);
    if (browser) {
      const paints = await paintFigures(pages);
      results.paint = paints;
      summary.push(...paintSummary(paints));
      const scores = await lighthouseFigures(pages);
      results.lighthouse = scores;
      for (const [name, s] of Object.entries(scores)) {
        summary.push(
          `Lighthouse ${name.padEnd(8)} SEO ${s.seo} — ${verdict(s.seo === 100)}; accessibility ${s.accessibility} — ${verdict(s.accessibility >= 95)}${s.failed.length ? ` (failing: ${s.failed.join(', ')})` : ''}`,
        );
      }
    }
  } finally {
    await server.close();
  }
  results.summary = summary;
  console.log('\nSEO results');
  for (const line of summary) console.log(`  ${line}`);
  mkdirSync(resolve(root, 'bench-results'), { recursive: true });
  writeFileSync(resolve(root, 'bench-results/seo.json'), JSON.stringify(results, null, 2));
  console.log('Written to bench-results/seo.json');
  if (only) process.exit(0);
  return results;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const i = process.argv.indexOf('--products');
  await seoBench({
    products: i > 0 ? Number(process.argv[i + 1]) : 100_000,
    only: true,
    browser: !process.argv.includes('--sitemaps-only'),
  });
}
