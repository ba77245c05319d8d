import type { Db, Queryable } from '../db/types';
import { clientPasswordHash, hashPassword, PASSWORD_HASH_COST, PRODUCTION_HASH_COST } from '../services/auth/password';
import { bulkInsert } from '../repos/seed/bulk-insert';
import { insertDemoCartLine, insertDemoMember, insertSite as insertSiteRow } from '../repos/seed/catalogue';
import { analyze } from '../repos/maintenance';
import { hasSite, listTablesBut, lockSeed, refreshSearchTerms, truncateTables } from '../repos/seed/database';
import { createGoodsFactory, type GoodsBundle } from './goods';
import { DEMO_MEMBERS } from './members';
import { buildCatalogueModel, trio, type CatalogueModel } from './model';
import { createRng } from './prng';
import { seedExtras } from './extras';
import { NAVIGATIONS, SITE } from './vocab/site';

export interface SeedOptions {
  /** number of goods; default 2,000 */
  products?: number;
  /** PRNG seed; the same seed gives the same catalogue */
  seed?: number;
  /** progress callback (goods inserted so far) */
  onProgress?: (done: number, total: number) => void;
}

export const DEFAULT_PRODUCTS = 2000;
const DEFAULT_SEED = 20_260_101;
const BATCH = 5000;

export { refreshSearchTerms };

/**
 * Seeds an empty database (runs on first open). One transaction: a crash mid-way leaves the
 * database empty, never half seeded, and the lock keeps two servers from seeding twice.
 */
export async function ensureSeeded(db: Db, options: SeedOptions = {}): Promise<{ seeded: boolean }> {
  if (await hasSite(db)) return { seeded: false };
  const seeded = await db.tx(async (q) => {
    await lockSeed(q);
    if (await hasSite(q)) return false;
    await seedInto(q, options);
    return true;
  });
  if (seeded) await analyze(db);
  return { seeded };
}

/**
 * Tables a reseed keeps: the migrations' bookkeeping and the reference rows migrations insert
 * (the carriers express traces point at). Truncating them would break the seed's foreign keys.
 * And the keys nodes sign with (shared_secret): running servers keep them cached, so new ones would void
 * their captchas, payment forms and chat tickets.
 */
export const MIGRATION_DATA_TABLES = [
  'schema_migrations',
  'logistics_company',
  'merchant_template',
  'shared_secret',
  // the distribution programme's site settings (one row the migration writes)
  'distribution_setting',
] as const;

/** Replaces all demo data (catalogue, members, sessions, carts) with a fresh seed. */
export async function reseed(db: Db, options: SeedOptions = {}): Promise<void> {
  await db.tx(async (q) => {
    await lockSeed(q);
    // Every table but those whose rows come from the migrations themselves, so tables added by
    // later migrations are emptied too.
    await truncateTables(q, await listTablesBut(q, MIGRATION_DATA_TABLES));
    await seedInto(q, options);
  });
  await analyze(db);
}

async function seedInto(q: Queryable, options: SeedOptions): Promise<void> {
  const products = options.products ?? DEFAULT_PRODUCTS;
  const rng = createRng(options.seed ?? DEFAULT_SEED);
  const model = buildCatalogueModel(rng);
  await insertSite(q);
  await insertReferenceData(q, model);

  const makeGoods = createGoodsFactory(model, rng);
  // The demo cart is picked from the first goods, so it does not depend on the catalogue size.
  const early: GoodsBundle[] = [];
  for (let start = 1; start <= products; start += BATCH) {
    const batch: GoodsBundle[] = [];
    for (let id = start; id < Math.min(start + BATCH, products + 1); id++) batch.push(makeGoods(id));
    if (early.length < 400) early.push(...batch.slice(0, 400 - early.length));
    await insertGoods(q, batch);
    options.onProgress?.(Math.min(start + BATCH - 1, products), products);
  }
  await refreshSearchTerms(q);
  await insertMembers(q);
  await insertDemoCart(q, early);
  await seedExtras(q, { rng, model, early, products });
}

async function insertSite(q: Queryable): Promise<void> {
  await insertSiteRow(q, SITE);
  const navs = NAVIGATIONS.map((nav, i) => ({ id: i + 1, ...trio(nav.names), url: nav.url, sort: i + 1 }));
  await bulkInsert(q, 'site_navigation', [
    { name: 'id', type: 'int', values: navs.map((n) => n.id) },
    { name: 'client_type', type: 'text', values: navs.map(() => 'PC') },
    { name: 'name_es', type: 'text', values: navs.map((n) => n.es) },
    { name: 'name_en', type: 'text', values: navs.map((n) => n.en) },
    { name: 'name_zh', type: 'text', values: navs.map((n) => n.zh) },
    { name: 'url', type: 'text', values: navs.map((n) => n.url) },
    { name: 'sort', type: 'int', values: navs.map((n) => n.sort) },
  ]);
}

async function insertReferenceData(q: Queryable, model: CatalogueModel): Promise<void> {
  const categories = model.grands.flatMap((grand, g) => [
    { id: grand.id, parentId: null, names: grand.names, icon: grand.icon, sort: g + 1 },
    ...grand.children.map((child, c) => ({ id: child.id, parentId: grand.id, names: child.names, icon: grand.icon, sort: c + 1 })),
  ]);
  await bulkInsert(q, 'category', [
    { name: 'id', type: 'int', values: categories.map((c) => c.id) },
    { name: 'parent_id', type: 'int', values: categories.map((c) => c.parentId) },
    { name: 'name_es', type: 'text', values: categories.map((c) => c.names.es) },
    { name: 'name_en', type: 'text', values: categories.map((c) => c.names.en) },
    { name: 'name_zh', type: 'text', values: categories.map((c) => c.names.zh) },
    { name: 'icon', type: 'text', values: categories.map((c) => c.icon) },
    { name: 'sort', type: 'int', values: categories.map((c) => c.sort) },
  ]);
  await bulkInsert(q, 'brand', [
    { name: 'id', type: 'int', values: model.brands.map((b) => b.id) },
    { name: 'name', type: 'text', values: model.brands.map((b) => b.name) },
  ]);
  await bulkInsert(q, 'shop', [
    { name: 'id', type: 'int', values: model.shops.map((s) => s.id) },
    { name: 'name', type: 'text', values: model.shops.map((s) => s.name) },
    { name: 'city', type: 'text', values: model.shops.map((s) => s.city) },
    { name: 'state', type: 'text', values: model.shops.map((s) => s.state) },
    { name: 'created_at', type: 'bigint', values: model.shops.map((s) => 1_704_067_200 + s.id * 86_400) },
  ]);
  const specs = [...model.specs.values()];
  await bulkInsert(q, 'spec', [
    { name: 'id', type: 'int', values: specs.map((s) => s.id) },
    { name: 'name_es', type: 'text', values: specs.map((s) => s.names.es) },
    { name: 'name_en', type: 'text', values: specs.map((s) => s.names.en) },
    { name: 'name_zh', type: 'text', values: specs.map((s) => s.names.zh) },
  ]);
  const values = specs.flatMap((s) => s.values);
  await bulkInsert(q, 'spec_value', [
    { name: 'id', type: 'int', values: values.map((v) => v.id) },
    { name: 'spec_id', type: 'int', values: values.map((v) => v.specId) },
    { name: 'value_es', type: 'text', values: values.map((v) => v.es) },
    { name: 'value_en', type: 'text', values: values.map((v) => v.en) },
    { name: 'value_zh', type: 'text', values: values.map((v) => v.zh) },
    { name: 'sort', type: 'int', values: values.map((v) => v.sort) },
  ]);
}

async function insertGoods(q: Queryable, batch: readonly GoodsBundle[]): Promise<void> {
  const goods = batch.map((bundle) => bundle.goods);
  await bulkInsert(q, 'goods', [
    { name: 'id', type: 'bigint', values: goods.map((g) => g.id) },
    { name: 'shop_id', type: 'int', values: goods.map((g) => g.shopId) },
    { name: 'brand_id', type: 'int', values: goods.map((g) => g.brandId) },
    { name: 'category_id', type: 'int', values: goods.map((g) => g.categoryId) },
    { name: 'grand_id', type: 'int', values: goods.map((g) => g.grandId) },
    { name: 'name_es', type: 'text', values: goods.map((g) => g.name.es) },
    { name: 'name_en', type: 'text', values: goods.map((g) => g.name.en) },
    { name: 'name_zh', type: 'text', values: goods.map((g) => g.name.zh) },
    { name: 'search_text', type: 'text', values: goods.map((g) => g.searchText) },
    { name: 'search_cjk', type: 'text', values: goods.map((g) => g.searchCjk) },
    { name: 'image', type: 'text', values: goods.map((g) => g.image) },
    { name: 'price_cents', type: 'bigint', values: goods.map((g) => g.priceCents) },
    { name: 'original_price_cents', type: 'bigint', values: goods.map((g) => g.originalPriceCents) },
    { name: 'package_unit', type: 'int', values: goods.map((g) => g.packageUnit) },
    { name: 'stock', type: 'int', values: goods.map((g) => g.stock) },
    { name: 'sales', type: 'int', values: goods.map((g) => g.sales) },
    { name: 'weight_g', type: 'int', values: goods.map((g) => g.weightG) },
    { name: 'market_enable', type: 'smallint', values: goods.map((g) => g.marketEnable) },
    { name: 'default_sku_id', type: 'bigint', values: goods.map((g) => g.defaultSkuId) },
    { name: 'created_at', type: 'bigint', values: goods.map((g) => g.createdAt) },
  ]);
  const skus = batch.flatMap((bundle) => bundle.skus);
  await bulkInsert(q, 'sku', [
    { name: 'id', type: 'bigint', values: skus.map((s) => s.id) },
    { name: 'goods_id', type: 'bigint', values: skus.map((s) => s.goodsId) },
    { name: 'sn', type: 'text', values: skus.map((s) => s.sn) },
    { name: 'spec_value_ids', type: 'int[]', values: skus.map((s) => s.specValueIds) },
    { name: 'price_cents', type: 'bigint', values: skus.map((s) => s.priceCents) },
    { name: 'quantity', type: 'int', values: skus.map((s) => s.quantity) },
    { name: 'weight_g', type: 'int', values: skus.map((s) => s.weightG) },
  ]);
  const tiers = batch.flatMap((bundle) => bundle.tiers);
  await bulkInsert(q, 'goods_price_tier', [
    { name: 'goods_id', type: 'bigint', values: tiers.map((t) => t.goodsId) },
    { name: 'min_num', type: 'int', values: tiers.map((t) => t.minNum) },
    { name: 'price_bp', type: 'int', values: tiers.map((t) => t.priceBp) },
  ]);
}

/**
 * The demo members' stored hash: the precomputed one at the production cost; at another cost
 * (the tests' cheap one) hashed here, in milliseconds, so logging in as demo costs what any
 * login costs there.
 */
function demoPasswordHash(member: (typeof DEMO_MEMBERS)[number]): Promise<string> | string {
  return PASSWORD_HASH_COST === PRODUCTION_HASH_COST ? member.passwordHash : hashPassword(clientPasswordHash(member.password));
}

async function insertMembers(q: Queryable): Promise<void> {
  const now = Math.floor(Date.now() / 1000);
  for (const member of DEMO_MEMBERS) {
    // demo emails count as proved, so the demo accounts buy at once (issue 9)
    await insertDemoMember(q, {
      id: member.id,
      username: member.username,
      passwordHash: await demoPasswordHash(member),
      mobile: member.mobile,
      email: member.email,
      nickname: member.nickname,
      face: `/uploads/generated/member/${member.id}.svg`,
      sex: member.sex,
      birthday: member.birthday,
      language: member.language,
      at: now,
    });
  }
}

/** demo's cart: 2 lines from one shop and 2 from another, in stock, on sale, valid quantities. */
async function insertDemoCart(q: Queryable, candidates: readonly GoodsBundle[]): Promise<void> {
  const usable = candidates.filter((b) => b.goods.marketEnable === 1 && b.skus.some((s) => s.quantity >= b.goods.packageUnit * 3));
  const firstShop = usable[0]?.goods.shopId;
  const secondShop = usable.find((b) => b.goods.shopId !== firstShop)?.goods.shopId;
  const picks = [
    ...usable.filter((b) => b.goods.shopId === firstShop).slice(0, 2),
    ...usable.filter((b) => b.goods.shopId === secondShop).slice(0, 2),
  ];
  const lines = picks.map((bundle, i) => {
    const sku = bundle.skus.find((s) => s.quantity >= bundle.goods.packageUnit * 3);
    return { skuId: sku?.id ?? bundle.goods.defaultSkuId, num: bundle.goods.packageUnit * (1 + (i % 3)) };
  });
  const now = Math.floor(Date.now() / 1000);
  for (const [i, line] of lines.entries()) {
    await insertDemoCartLine(q, { skuId: line.skuId, num: line.num, at: now - (lines.length - i) * 60 });
  }
}
