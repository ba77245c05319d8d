/**
 * `npm run seed -- --products 100000 [--seed N] [--if-empty]`: replaces the demo data of the
 * database named by DATABASE_URL / DATA_DIR (default .data) with a fresh catalogue.
 */
import { parseArgs } from 'node:util';
import { openDb } from '../db/open';
import { dataDirOf } from '../config';
import { ensureSeeded, reseed, DEFAULT_PRODUCTS } from './seed';

const { values } = parseArgs({
  options: {
    products: { type: 'string', default: String(DEFAULT_PRODUCTS) },
    seed: { type: 'string' },
    'if-empty': { type: 'boolean', default: false },
  },
});
const products = Number(values.products);
if (!Number.isInteger(products) || products < 1 || products > 2_000_000) {
  console.error('[vitrina] --products must be a whole number between 1 and 2000000');
  process.exit(1);
}
const databaseUrl = process.env.DATABASE_URL;
const db = await openDb({ databaseUrl, dataDir: dataDirOf(process.env.DATA_DIR) });
const started = Date.now();
let lastPrint = 0;
const onProgress = (done: number, total: number) => {
  if (Date.now() - lastPrint > 2000 || done === total) {
    lastPrint = Date.now();
    console.log(`[vitrina] seeded ${done.toLocaleString('en')} / ${total.toLocaleString('en')} products`);
  }
};
const options = { products, onProgress, ...(values.seed ? { seed: Number(values.seed) } : {}) };
try {
  if (values['if-empty']) {
    const { seeded } = await ensureSeeded(db, options);
    if (!seeded) console.log('[vitrina] database already seeded; nothing done');
  } else {
    console.log(`[vitrina] reseeding ${db.kind} with ${products.toLocaleString('en')} products (existing demo data is replaced)`);
    await reseed(db, options);
  }
  console.log(`[vitrina] done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
} finally {
  await db.close();
}
