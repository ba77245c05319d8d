// The judged relevance of search (issue 17 §4), reported by `npm run bench`: nDCG@10, recall@20,
// the pre-selected facet and how many of a category's goods its name finds, on 2,000 goods and on
// the bench's catalogue (`--products`, 100,000 by default), each over real HTTP on PGlite. With it,
// the latency of those queries as the server answers them uncached (each keyword new to it).
// `npm run bench -- --only relevance` runs this alone; any other `--only` skips it.
import { mkdirSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { startBenchServer } from './bench-server';
import type { Locale } from '../src/core/contract/locales';
import type { MallReply, ProductQueryResult } from '../src/core/contract/types';
import { judgedSet, scoreJudged, summarize, type Summary } from '../tests/api/support/judged-set';

const root = resolve(import.meta.dirname, '..');

const pct = (xs: readonly number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] ?? 0;
};

interface Figures {
  products: number;
  summary: Summary;
  /** first page of every judged query, uncached: milliseconds */
  latency: { p50: number; p95: number; n: number };
}

async function measure(products: number): Promise<Figures> {
  const server = await startBenchServer(products);
  try {
    const firstPages: number[] = [];
    const ask = async (params: Record<string, string | number>, lang: Locale) => {
      const query = new URLSearchParams({ lang, ...Object.fromEntries(Object.entries(params).map(([k, v]) => [k, String(v)])) });
      const t = performance.now();
      const response = await fetch(`${server.url}/api/mallpcapi/product/productQuery?${query}`);
      const reply = (await response.json()) as MallReply<ProductQueryResult>;
      if (params.pageSize === 20) firstPages.push(performance.now() - t);
      if (!reply.success) throw new Error(`${query}: ${reply.message}`);
      return { ids: reply.result.list.map((item) => item.goodsId), total: reply.result.total, preselect: reply.result.preselect };
    };
    const summary = summarize(await scoreJudged(await judgedSet(server.db), ask));
    return { products, summary, latency: { p50: pct(firstPages, 50), p95: pct(firstPages, 95), n: firstPages.length } };
  } finally {
    await server.close();
  }
}

function lines(f: Figures): string[] {
  const s = f.summary;
  return [
    `relevance ${String(f.products).padStart(7)} goods, ${s.queries} judged queries: nDCG@10 ${s.ndcg10.toFixed(3)}, recall@20 ${s.recall20.toFixed(3)}, ` +
      `facet pre-selected ${(s.facetAccuracy * 100).toFixed(0)} %, least share of a category's goods found ${(s.minCoverage * 100).toFixed(0)} % (floor 80 %)`,
    `relevance ${String(f.products).padStart(7)} goods, by kind: ${Object.entries(s.byKind)
      .map(([kind, k]) => `${kind} ${k.ndcg10.toFixed(2)}/${k.recall20.toFixed(2)} (${k.n})`)
      .join(', ')}`,
    `relevance ${String(f.products).padStart(7)} goods, those queries uncached over HTTP: p50 ${f.latency.p50.toFixed(1)} ms, p95 ${f.latency.p95.toFixed(1)} ms (n=${f.latency.n})`,
  ];
}

/** `npm run bench`'s relevance part: prints its figures and records them in `results`; exits when run alone. */
export async function benchRelevance(options: { products: number; results: Record<string, unknown> }): Promise<void> {
  const i = process.argv.indexOf('--only');
  const only = i > 0 ? process.argv[i + 1] : undefined;
  if (only !== undefined && only !== 'relevance') return;
  const figures: Figures[] = [];
  for (const products of [...new Set([2000, options.products])]) {
    console.log(`\n[relevance] ${products} goods: opening and seeding if needed…`);
    const f = await measure(products);
    figures.push(f);
    for (const line of lines(f)) console.log(`  ${line}`);
  }
  options.results.relevance = figures;
  if (only === 'relevance') {
    mkdirSync(resolve(root, 'bench-results'), { recursive: true });
    writeFileSync(resolve(root, 'bench-results/relevance.json'), JSON.stringify(figures, null, 2));
    console.log('\nWritten to bench-results/relevance.json');
    process.exit(0);
  }
}
