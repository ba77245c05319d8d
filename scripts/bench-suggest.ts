// Issue 17 §3 and §5: the suggestions, side by side with Algolia Autocomplete. `npm run bench --
// --only suggest` runs this alone (bench.ts runs it in the full bench too).
//
// - Server: `/mallpcapi/goods/suggest` on the 100k catalogue, every keyword new to the server's
//   caches, one request at a time (latency, not throughput): the index's own time per answer
//   in-process (budget p95 ≤ 5 ms), and over HTTP from the bench.
// - Browser: two third-party pages on one origin that is not the API's, in Chromium at 4× CPU
//   throttle (CDP Emulation.setCPUThrottlingRate): one with `<vitrina-search>` from the loader, one
//   with @algolia/autocomplete-js rendering the same endpoint's four sections from one request a
//   keystroke, with the same highlighting. The same words are typed into both, a word at a time,
//   alternating which page types it first (so neither always meets the server's caches warm).
//   A sample is the time from the keystroke's input event to the first option showing the typed
//   text marked, in the DOM; only prefixes typed for the first time count (neither client has
//   them cached). Done when Vitrina ≤ 0.8× Algolia at p50 and at p95.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { resolve } from 'node:path';
import type { Page } from 'playwright-core';
import type { Db } from '../server/src/db/types';
import { startBenchServer } from './bench-server';
import { createSuggestService } from '../server/src/services/search/suggest-service';
import { launch } from '../tests/e2e/support/browser';
import { FULL_CHROMIUM } from './chromium-path.mjs';
import { WORDS_WITH_SECTIONS } from '../src/core/contract/types-suggest';

const root = resolve(import.meta.dirname, '..');
const THROTTLE = 4;
const RATIO_GOAL = 0.8;
const SERVER_P95_BUDGET_MS = 5;
/**
 * The third-party origin: a server of its own on loopback, like the API's, serving the two pages
 * and Autocomplete's script (Chromium refuses a page with no address of its own, as a routed one
 * is, any request to loopback).
 */
function startPartner(api: string): Promise<{ url: string; close: () => void }> {
  const umd = readFileSync(resolve(root, 'node_modules/@algolia/autocomplete-js/dist/umd/index.production.js'));
  const server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    if (path === '/autocomplete-js.js') return void res.writeHead(200, { 'content-type': 'text/javascript' }).end(umd);
    const page = path === '/vitrina.html' ? vitrinaPage(api) : path === '/algolia.html' ? algoliaPage(api) : undefined;
    if (!page) return void res.writeHead(404).end();
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' }).end(page);
  });
  return new Promise((ok) =>
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      ok({ url: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`, close: () => server.close() });
    }),
  );
}

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] ?? Number.NaN;
};
const ms = (x: number) => `${x.toFixed(1)} ms`;

/** Words buyers type, from the catalogue itself: first words of goods names, a spread of letters. */
async function wordsToType(db: Db, count: number): Promise<string[]> {
  const { rows } = await db.query<{ word: string }>(
    `select distinct lower(split_part(name_es, ' ', 1)) as word from goods
     where market_enable = 1 and length(split_part(name_es, ' ', 1)) between 5 and 9 order by 1`,
  );
  const plain = rows.map((r) => r.word).filter((w) => /^[a-z]+$/.test(w));
  // one word per first two letters while they last, so most prefixes are new
  const picked: string[] = [];
  const seen = new Set<string>();
  for (const word of plain) {
    if (seen.has(word.slice(0, 2))) continue;
    seen.add(word.slice(0, 2));
    picked.push(word);
  }
  for (const word of plain) if (picked.length < count && !picked.includes(word)) picked.push(word);
  return picked.slice(0, count);
}

/**
 * Server latency of the sections endpoint, one request at a time, each keyword new to its caches,
 * after a warm-up on other keywords (the JIT, the connection): over HTTP from this process, and the
 * index's own time per answer in-process (a service of its own, so nothing is cached yet).
 */
async function serverFigures(url: string, db: Db, words: string[]) {
  const keywords = [...new Set(words.flatMap((w) => [w.slice(0, 2), w.slice(0, 3), w.slice(0, 4), w.slice(0, 5), w, `${w} d`]))];
  const ask = (keyword: string) =>
    fetch(`${url}/api/mallpcapi/goods/suggest?keyword=${encodeURIComponent(keyword)}&lang=en_US`).then((r) => r.json());
  for (const w of words) await ask(w.split('').reverse().join(''));
  const http: number[] = [];
  for (const keyword of keywords) {
    const t = performance.now();
    await ask(keyword);
    http.push(performance.now() - t);
  }
  const service = createSuggestService(db);
  await service.rebuild();
  for (const w of words) service.sections(w.split('').reverse().join(''), 'zh_CN', (p) => p);
  const own: number[] = [];
  for (const keyword of keywords) {
    const t = performance.now();
    service.sections(keyword, 'es_MX', (p) => p);
    own.push(performance.now() - t);
  }
  return { n: keywords.length, http: { p50: pct(http, 50), p95: pct(http, 95) }, own: { p50: pct(own, 50), p95: pct(own, 95) } };
}

const vitrinaPage = (
  api: string,
) => `<!doctype html><html lang="es"><head><meta charset="utf-8"><link rel="icon" href="data:,"><title>Vitrina</title>
<style>body { margin: 24px; font: 14px system-ui; } .slot { width: 560px; }</style>
<script async src="${api.replace(/\/api$/, '')}/sdk/loader.js" data-api="${api}" data-locale="es_MX"></script></head>
<body><div class="slot"><vitrina-search></vitrina-search></div></body></html>`;

/**
 * The same four sections from the same one request a keystroke, with Autocomplete's own
 * rendering (its `html` templates), its default options, and the same marking of the typed text.
 */
const algoliaPage = (
  api: string,
) => `<!doctype html><html lang="es"><head><meta charset="utf-8"><link rel="icon" href="data:,"><title>Algolia Autocomplete</title>
<style>body { margin: 24px; font: 14px system-ui; } #ac { width: 560px; } mark { background: none; font-weight: 700; }
.aa-Panel { position: absolute; background: #fff; border: 1px solid #ddd; } .aa-Item img { width: 24px; height: 24px; }</style>
<script src="/autocomplete-js.js"></script></head>
<body><div id="ac"></div><script>
const { autocomplete } = window['@algolia/autocomplete-js'];
const fold = (s) => s.normalize('NFD').replace(/\\p{M}+/gu, '').toLowerCase();
function marked(text, query, html) {
  const at = fold(text).indexOf(fold(query.trim()));
  if (at < 0 || !query.trim()) return text;
  const end = at + query.trim().length;
  return html\`\${text.slice(0, at)}<mark>\${text.slice(at, end)}</mark>\${text.slice(end)}\`;
}
const section = (sourceId, title, items, label, extra) => ({
  sourceId,
  getItems: () => items,
  getItemInputValue: ({ item }) => label(item),
  templates: {
    header: () => title,
    item: ({ item, html, state }) => html\`<div class="aa-ItemWrapper">\${item.logo ? html\`<img src=\${item.logo} alt="" />\` : ''}<span>\${marked(label(item), state.query, html)}</span> \${extra(item)}</div>\`,
  },
});
autocomplete({
  container: '#ac',
  placeholder: 'Buscar productos, marcas y tiendas',
  // the default reads the classic theme's CSS variable; with no theme on the page it would detach
  detachedMediaQuery: '(max-width: 0px)',
  getSources({ query }) {
    if (!query.trim()) return [];
    return fetch('${api}/mallpcapi/goods/suggest?keyword=' + encodeURIComponent(query) + '&lang=es_MX')
      .then((r) => r.json())
      .then(({ result }) => [
        section('words', 'Sugerencias', result.words.slice(0, ${WORDS_WITH_SECTIONS}), (w) => w.words, (w) => w.goods_num + ' productos'),
        section('categories', 'Categorías', result.categories, (c) => c.name, (c) => c.goodsCount + ' productos'),
        section('brands', 'Marcas', result.brands, (b) => b.name, (b) => b.goodsCount + ' productos'),
        section('shops', 'Tiendas', result.shops, (s) => s.name, () => ''),
      ]);
  },
});
</script></body></html>`;

/**
 * In the page: times each input event to the first option showing the typed text marked. A
 * string, not a function: tsx names the functions it compiles (`__name`), which the page lacks.
 */
const instrument = (kind: 'vitrina' | 'algolia') => `(() => {
  const w = window;
  const fold = (s) => s.normalize('NFD').replace(/\\p{M}+/gu, '').toLowerCase();
  w.__lat = [];
  w.__done = 0;
  document.addEventListener('input', (e) => {
    const target = e.composedPath()[0] || e.target;
    w.__t0 = e.timeStamp;
    w.__q = fold(target.value.trim());
  }, true);
  const observe = (root, first) => {
    new MutationObserver(() => {
      const mark = first()?.querySelector('mark');
      if (w.__t0 && mark && fold(mark.textContent || '') === w.__q) {
        w.__lat.push(performance.now() - w.__t0);
        w.__t0 = 0;
        w.__done++;
      }
    }).observe(root, { subtree: true, childList: true, characterData: true });
  };
  if (${JSON.stringify(kind)} === 'vitrina') {
    const shadow = document.querySelector('vitrina-search').shadowRoot;
    observe(shadow, () => shadow.querySelector('[role=option]'));
  } else {
    observe(document.body, () => document.querySelector('.aa-Panel .aa-Item'));
  }
})()`;

interface Side {
  kind: 'vitrina' | 'algolia';
  page: Page;
  input: string;
  samples: number[];
}

async function openSide(browser: Awaited<ReturnType<typeof launch>>, kind: Side['kind'], partner: string): Promise<Side> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  page.on('pageerror', (error) => console.error(`[bench ${kind}] ${error.message}`));
  page.on('console', (m) => m.type() === 'error' && console.error(`[bench ${kind}] ${m.text()}`));
  await page.goto(`${partner}/${kind}.html`);
  const input = kind === 'vitrina' ? 'vitrina-search >> input[role=combobox]' : '.aa-Input';
  await page.locator(input).waitFor();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE });
  await page.evaluate(instrument(kind));
  return { kind, page, input, samples: [] };
}

/** Types a word a key at a time, waiting after each for its suggestions (or a second); keeps the timed ones. */
async function typeWord(side: Side, word: string, timed: (prefix: string) => boolean): Promise<void> {
  const { page } = side;
  await page.bringToFront();
  const input = page.locator(side.input);
  await input.click();
  await input.fill('');
  for (let i = 1; i <= word.length; i++) {
    const before = await page.evaluate(() => (window as unknown as { __done: number }).__done);
    await page.keyboard.type(word.charAt(i - 1));
    await page
      .waitForFunction((n) => (window as unknown as { __done: number }).__done > n, before, { timeout: 1_500, polling: 'raf' })
      .catch(() => undefined); // no option marks this prefix (a typo-corrected answer): not a sample
    const lat = await page.evaluate(() => (window as unknown as { __lat: number[] }).__lat);
    if (lat.length > 0 && timed(word.slice(0, i))) side.samples.push(lat[lat.length - 1] ?? 0);
    await page.evaluate(() => {
      (window as unknown as { __lat: number[] }).__lat = [];
    });
    await page.waitForTimeout(60); // a typist's pace between keys; also lets each page settle
  }
  await page.keyboard.press('Escape');
}

async function browserFigures(api: string, words: string[]) {
  const browser = await launch(FULL_CHROMIUM);
  const partner = await startPartner(api);
  try {
    const vitrina = await openSide(browser, 'vitrina', partner.url);
    const algolia = await openSide(browser, 'algolia', partner.url);
    // warm both (Vitrina's sections chunk, Autocomplete's first render) with a word not measured
    for (const side of [vitrina, algolia]) await typeWord(side, 'zq', () => false);
    // the prefixes of each word that no earlier word typed: neither client can have them cached
    const typed = new Set<string>();
    const fresh = words.map((word) => {
      const own = new Set<string>();
      for (let k = 1; k <= word.length; k++) if (!typed.has(word.slice(0, k))) own.add(word.slice(0, k));
      for (const prefix of own) typed.add(prefix);
      return own;
    });
    for (const [i, word] of words.entries()) {
      const order = i % 2 === 0 ? [vitrina, algolia] : [algolia, vitrina];
      for (const side of order) await typeWord(side, word, (prefix) => fresh[i]?.has(prefix) === true);
    }
    return { vitrina: vitrina.samples, algolia: algolia.samples };
  } finally {
    partner.close();
    await browser.close();
  }
}

/** Runs the suggestion bench on the 100k catalogue (PGlite, seeded once into .data-bench-N) and returns its summary lines. */
export async function suggestBench({ products, wordCount = 40 }: { products: number; wordCount?: number }): Promise<string[]> {
  const server = await startBenchServer(products);
  try {
    const words = await wordsToType(server.db, wordCount);
    const srv = await serverFigures(server.url, server.db, words);
    const { vitrina, algolia } = await browserFigures(`${server.url}/api`, words);
    const v = { p50: pct(vitrina, 50), p95: pct(vitrina, 95) };
    const a = { p50: pct(algolia, 50), p95: pct(algolia, 95) };
    const r50 = v.p50 / a.p50;
    const r95 = v.p95 / a.p95;
    const pass = r50 <= RATIO_GOAL && r95 <= RATIO_GOAL;
    return [
      `suggest API (${products} products, ${srv.n} new keywords, one at a time): the index's answer p50 ${ms(srv.own.p50)}, p95 ${ms(srv.own.p95)} — ${srv.own.p95 <= SERVER_P95_BUDGET_MS ? 'PASS' : 'FAIL'} (budget p95 ${SERVER_P95_BUDGET_MS} ms); over HTTP from the bench p50 ${ms(srv.http.p50)}, p95 ${ms(srv.http.p95)}`,
      `keystroke → suggestions in the DOM, ${THROTTLE}× CPU throttle, ${words.length} words, new prefixes only: Vitrina n=${vitrina.length} p50 ${ms(v.p50)}, p95 ${ms(v.p95)}; Algolia Autocomplete n=${algolia.length} p50 ${ms(a.p50)}, p95 ${ms(a.p95)}`,
      `ratio Vitrina / Algolia Autocomplete: p50 ${r50.toFixed(2)}×, p95 ${r95.toFixed(2)}× — ${pass ? 'PASS' : 'FAIL'} (goal ≤ ${RATIO_GOAL}× at both)`,
    ];
  } finally {
    await server.close();
  }
}

/**
 * bench.ts's step: the lines go into its results table; with `--only suggest` they are printed and
 * the bench ends here; with another `--only`, nothing runs.
 */
export async function suggestBenchStep(table: string[], { products, only }: { products: number; only: string }): Promise<void> {
  if (only !== '' && only !== 'suggest') return;
  const lines = await suggestBench({ products });
  table.push(...lines);
  if (only !== 'suggest') return;
  console.log('\nResults');
  for (const line of lines) console.log(`  ${line}`);
  process.exit(0);
}
