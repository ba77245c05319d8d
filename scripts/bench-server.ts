// The bench's catalogue: the API on PGlite in `.data-bench-<products>`, seeded there on first use
// (≈7 minutes for 100,000 products) and reused by every later run and every section of the bench.
import { resolve } from 'node:path';
import { startServer } from '../server/src/main';

const root = resolve(import.meta.dirname, '..');

export const benchDataDir = (products: number): string => resolve(root, `.data-bench-${products}`);

/** The API on the bench's seeded catalogue of `products` goods, on a free port (serving `distDir`'s build if given). */
export const startBenchServer = (products: number, distDir?: string) =>
  startServer({ port: 0, host: '127.0.0.1', products, quiet: true, dataDir: benchDataDir(products), ...(distDir ? { distDir } : {}) });
