// `npm run build`: rollup (ESM chunks, then the loader with their manifest inlined), the
// storefront's index.html, its server-side renderer (dist/ssr), and a table of raw / gzip / brotli bytes per file.
import { rollup } from 'rollup';
import { readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { resolve, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync, brotliCompressSync, constants } from 'node:zlib';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const out = resolve(root, 'dist/sdk');

export async function build({ quiet = false } = {}) {
  // Built into a scratch folder and swapped in whole, so a server (or a test) reading dist/ while
  // a build runs never sees it half written.
  const scratch = resolve(root, `dist.tmp-${process.pid}`);
  let sizes = {};
  rmSync(scratch, { recursive: true, force: true });
  process.env.VITRINA_OUT = scratch;
  try {
    const { default: configs } = await import(resolve(root, 'rollup.config.mjs') + `?t=${Date.now()}`);
    for (const config of configs) {
      const bundle = await rollup(config);
      const outputs = Array.isArray(config.output) ? config.output : [config.output];
      for (const o of outputs) await bundle.write(o);
      await bundle.close();
    }
    const { writeStorefrontHtml } = await import(resolve(root, 'scripts/storefront-html.mjs'));
    writeStorefrontHtml(root, scratch);
    const { buildSsr } = await import(resolve(root, 'scripts/ssr-build.mjs'));
    await buildSsr(root, scratch);
    const { writeIntegrity } = await import(resolve(root, 'scripts/integrity.mjs'));
    writeIntegrity(root, resolve(scratch, 'sdk'));
    sizes = precompress(resolve(scratch, 'sdk'));
  } catch (error) {
    rmSync(scratch, { recursive: true, force: true });
    throw error;
  } finally {
    delete process.env.VITRINA_OUT;
  }
  const old = resolve(root, `dist.old-${process.pid}`);
  try {
    renameSync(resolve(root, 'dist'), old);
  } catch {
    // no previous build
  }
  renameSync(scratch, resolve(root, 'dist'));
  rmSync(old, { recursive: true, force: true });
  writeFileSync(resolve(root, 'dist/sizes.json'), JSON.stringify(sizes, null, 2));
  if (!quiet) printSizes(sizes);
  return sizes;
}

const gzipped = (buf) => gzipSync(buf, { level: 9 });
const brotlied = (buf) => brotliCompressSync(buf, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });

/**
 * Writes `<file>.gz` and `<file>.br` beside every script and stylesheet in `dir`: what the server
 * sends a browser that accepts them (@fastify/static's `preCompressed`, server/src/web.ts), so a
 * page downloads the gzip and brotli bytes the budgets count, not the raw ones, and no request
 * pays for compressing. Returns the scripts' sizes (the table), from the same bytes.
 */
export function precompress(dir) {
  const sizes = {};
  for (const f of readdirSync(dir).filter((name) => /\.(js|css)$/.test(name))) {
    const buf = readFileSync(resolve(dir, f));
    const [g, b] = [gzipped(buf), brotlied(buf)];
    writeFileSync(resolve(dir, `${f}.gz`), g);
    writeFileSync(resolve(dir, `${f}.br`), b);
    if (f.endsWith('.js')) sizes[f] = { raw: buf.length, gzip: g.length, brotli: b.length };
  }
  return sizes;
}

/** The built scripts' sizes, read from the files the build wrote (precompress's .gz and .br): one measure of their bytes. */
export function measure() {
  const files = readdirSync(out).filter((f) => f.endsWith('.js'));
  const size = (f) => statSync(resolve(out, f)).size;
  return Object.fromEntries(files.map((f) => [f, { raw: size(f), gzip: size(`${f}.gz`), brotli: size(`${f}.br`) }]));
}

export function printSizes(sizes) {
  const rows = Object.entries(sizes).sort(([a], [b]) => a.localeCompare(b));
  const w = Math.max(...rows.map(([f]) => f.length));
  console.log(`${'file'.padEnd(w)}  ${'raw'.padStart(8)}  ${'gzip'.padStart(8)}  ${'brotli'.padStart(8)}`);
  for (const [f, s] of rows)
    console.log(`${f.padEnd(w)}  ${String(s.raw).padStart(8)}  ${String(s.gzip).padStart(8)}  ${String(s.brotli).padStart(8)}`);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  build().catch((e) => {
    console.error(e);
    process.exit(1);
  });
}
