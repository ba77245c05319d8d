/**
 * Autocomplete latency at catalogue scale, over HTTP against an in-process server:
 *   npx tsx server/scripts/bench-suggest.ts [--products 100000] [--backend pglite|postgres|both]
 * Seeds a fresh database (timed; PGlite on disk in a temp DATA_DIR, as `npm start` runs it), then sends each keyword of a realistic mix (prefixes of
 * catalogue words of 1–12 characters, multi-word prefixes, typos, English and Chinese) once,
 * sequentially, so nearly every request misses the index's memo, and reports p50/p95/p99.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { dataDirOf } from '../src/config';
import { openDb } from '../src/db/open';
import { ensureSeeded } from '../src/seed';
import { startServer } from '../src/main';
import { startPostgres, postgresAvailable } from '../../tests/api/support/postgres';

const { values } = parseArgs({
  options: {
    products: { type: 'string', default: '100000' },
    backend: { type: 'string', default: 'both' },
    requests: { type: 'string', default: '3000' },
  },
});
const products = Number(values.products);
const requests = Number(values.requests);

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

function keywordMix(names: { es: string; en: string; zh: string }[]): { keyword: string; lang: string }[] {
  const mix: { keyword: string; lang: string }[] = [];
  let i = 0;
  while (mix.length < requests) {
    const name = names[(i * 7919) % names.length];
    if (!name) break;
    const words = name.es.toLowerCase().split(' ');
    const word = words[i % words.length] ?? '';
    const length = 1 + (i % 12);
    switch (i % 6) {
      case 0:
      case 1:
        mix.push({ keyword: word.slice(0, length), lang: 'es_MX' });
        break;
      case 2:
        mix.push({ keyword: `${words[0]} ${(words[1] ?? '').slice(0, 1 + (i % 5))}`, lang: 'es_MX' });
        break;
      case 3:
        mix.push({ keyword: word.length > 4 ? word.slice(0, 2) + 'x' + word.slice(3) : word, lang: 'es_MX' });
        break;
      case 4:
        mix.push({ keyword: (name.en.toLowerCase().split(' ')[0] ?? '').slice(0, length), lang: 'en_US' });
        break;
      default:
        mix.push({ keyword: [...name.zh].slice(i % 3, (i % 3) + 1 + (i % 3)).join(''), lang: 'zh_CN' });
    }
    i++;
  }
  return mix;
}

async function run(backend: 'pglite' | 'postgres'): Promise<void> {
  const cluster = backend === 'postgres' ? await startPostgres() : undefined;
  const dataDir = backend === 'pglite' ? await mkdtemp(join(tmpdir(), 'vitrina-bench-')) : undefined;
  try {
    const target = cluster ? { databaseUrl: cluster.url } : { dataDir: dataDirOf(dataDir) };
    const seedStarted = Date.now();
    const db = await openDb(target);
    await ensureSeeded(db, { products });
    console.log(`[${backend}] seeded ${products} products in ${((Date.now() - seedStarted) / 1000).toFixed(1)} s`);
    const names = (
      await db.query<{ es: string; en: string; zh: string }>(
        'select name_es as es, name_en as en, name_zh as zh from goods order by id limit 5000',
      )
    ).rows;
    await db.close();
    const started = Date.now();
    const server = await startServer({
      port: 0,
      host: '127.0.0.1',
      products,
      quiet: true,
      ...(cluster ? { databaseUrl: cluster.url } : { dataDir }),
    });
    console.log(`[${backend}] server ready (open + suggestion index) in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    try {
      const mix = keywordMix(names);
      for (const { keyword, lang } of mix.slice(0, 50))
        await fetch(`${server.url}/api/buyer/goods/search/words?keyword=${encodeURIComponent(keyword)}&lang=${lang}`);
      const times: number[] = [];
      for (const { keyword, lang } of mix) {
        const t0 = performance.now();
        const response = await fetch(`${server.url}/api/buyer/goods/search/words?keyword=${encodeURIComponent(keyword)}&lang=${lang}`);
        await response.arrayBuffer();
        times.push(performance.now() - t0);
        if (!response.ok) throw new Error(`HTTP ${response.status} for ${keyword}`);
      }
      times.sort((a, b) => a - b);
      const queryTimes: number[] = [];
      for (const [i, { keyword }] of mix
        .filter((m) => m.lang === 'es_MX' && m.keyword.length >= 4)
        .slice(0, 300)
        .entries()) {
        const url = `${server.url}/api/mallpcapi/product/productQuery?keyword=${encodeURIComponent(keyword)}&pageSize=20&lang=es_MX${i % 2 ? `&productCateGrandId=${(i % 12) + 1}` : ''}`;
        const t0 = performance.now();
        const response = await fetch(url);
        await response.arrayBuffer();
        queryTimes.push(performance.now() - t0);
      }
      queryTimes.sort((a, b) => a - b);
      console.log(
        `[${backend}] productQuery (keyword, half with a category), ${queryTimes.length} requests: p50 ${percentile(queryTimes, 50).toFixed(1)} ms, ` +
          `p95 ${percentile(queryTimes, 95).toFixed(1)} ms`,
      );
      console.log(
        `[${backend}] search/words over HTTP, ${times.length} requests: p50 ${percentile(times, 50).toFixed(2)} ms, ` +
          `p95 ${percentile(times, 95).toFixed(2)} ms, p99 ${percentile(times, 99).toFixed(2)} ms, max ${percentile(times, 100).toFixed(2)} ms`,
      );
    } finally {
      await server.close();
    }
  } finally {
    await cluster?.stop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  }
}

for (const backend of ['pglite', 'postgres'] as const) {
  if (values.backend !== 'both' && values.backend !== backend) continue;
  if (backend === 'postgres' && !postgresAvailable()) {
    console.log('[postgres] skipped: no PostgreSQL binaries');
    continue;
  }
  await run(backend);
}
