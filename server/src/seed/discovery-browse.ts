import type { Queryable } from '../db/types';
import { bulkInsert } from './bulk-insert';
import type { SeedContext } from './extras';

/** Goods per home label. */
const LABEL_SIZE = 40;

const LABELS = [
  { id: 1, code: 'NEW', es: 'Novedades', en: 'New arrivals', zh: '新品上架', link: ['URL', '/goods?sort=newest'] },
  {
    id: 2,
    code: 'OFFER',
    es: 'Ofertas de mayoreo',
    en: 'Wholesale deals',
    zh: '批发特惠',
    link: ['URL', '/goods?inStock=1&sort=price_asc'],
  },
  {
    id: 3,
    code: 'RECOMMEND',
    es: 'Recomendados para tu negocio',
    en: 'Recommended for your business',
    zh: '为您的生意推荐',
    link: ['URL', '/goods'],
  },
] as const;

/**
 * Which goods each label lists, best first: read from the catalogue, so any size works. (Best
 * sellers need no label: the home page's hot goods are productQuery by sales.)
 */
const LABEL_GOODS: Record<(typeof LABELS)[number]['code'], string> = {
  NEW: 'select id from goods where market_enable = 1 order by created_at desc, id desc limit $1',
  OFFER: `select id from goods where market_enable = 1 and stock > 0 and original_price_cents > price_cents
          order by (original_price_cents - price_cents) * 1000 / original_price_cents desc, sales desc, id limit $1`,
  // the best seller of each child category, in category order
  RECOMMEND: `select id from (
      select distinct on (category_id) id, category_id from goods where market_enable = 1 and stock > 0
      order by category_id, sales desc, id) as best
    order by category_id limit $1`,
};

interface Named {
  id: number;
  name_es: string;
  name_en: string;
  name_zh: string;
}

/**
 * Demo data of the catalogue's browse part: six home banners (one or more of each promotional
 * link type), product labels (new, deals, recommended) and the home modules over them. Everything is derived from the
 * catalogue already in the database, so it also fills a database seeded before this part
 * existed (see `seedBrowseIfEmpty`).
 */
export async function seedBrowse(q: Queryable, _ctx?: SeedContext): Promise<void> {
  await insertLabels(q);
  await insertBanners(q);
}

/** Runs `seedBrowse` on a seeded catalogue that has no browse data yet; a no-op otherwise. */
export async function seedBrowseIfEmpty(q: Queryable): Promise<boolean> {
  // the seed's own lock: two servers starting on one PostgreSQL fill it once
  await q.query(`select pg_advisory_xact_lock(hashtext('vitrina:seed'))`);
  const { rows } = await q.query<{ banners: number; goods: number }>(
    'select (select count(*)::int from banner) as banners, (select count(*)::int from goods) as goods',
  );
  const counts = rows[0];
  if (!counts || counts.banners > 0 || counts.goods === 0) return false;
  await seedBrowse(q);
  return true;
}

async function insertLabels(q: Queryable): Promise<void> {
  await bulkInsert(q, 'product_label', [
    { name: 'id', type: 'int', values: LABELS.map((l) => l.id) },
    { name: 'code', type: 'text', values: LABELS.map((l) => l.code) },
    { name: 'name_es', type: 'text', values: LABELS.map((l) => l.es) },
    { name: 'name_en', type: 'text', values: LABELS.map((l) => l.en) },
    { name: 'name_zh', type: 'text', values: LABELS.map((l) => l.zh) },
  ]);
  for (const label of LABELS) {
    const { rows } = await q.query<{ id: number }>(LABEL_GOODS[label.code], [LABEL_SIZE]);
    await bulkInsert(q, 'goods_label', [
      { name: 'label_id', type: 'int', values: rows.map(() => label.id) },
      { name: 'goods_id', type: 'bigint', values: rows.map((r) => Number(r.id)) },
      { name: 'sort', type: 'int', values: rows.map((_, i) => i + 1) },
    ]);
  }
  await bulkInsert(q, 'home_module', [
    { name: 'id', type: 'int', values: LABELS.map((l) => l.id) },
    { name: 'label_id', type: 'int', values: LABELS.map((l) => l.id) },
    { name: 'title_es', type: 'text', values: LABELS.map((l) => l.es) },
    { name: 'title_en', type: 'text', values: LABELS.map((l) => l.en) },
    { name: 'title_zh', type: 'text', values: LABELS.map((l) => l.zh) },
    { name: 'link_type', type: 'text', values: LABELS.map((l) => l.link[0]) },
    { name: 'link_value', type: 'text', values: LABELS.map((l) => l.link[1]) },
    { name: 'sort', type: 'int', values: LABELS.map((l) => l.id) },
  ]);
}

interface BannerRow {
  title: [string, string, string];
  subtitle: [string, string, string];
  linkType: 'URL' | 'GOODS' | 'KEYWORD' | 'SHOP' | 'CATEGORY';
  linkValue: string;
  icon: string;
}

async function insertBanners(q: Queryable): Promise<void> {
  const one = async <T>(sql: string): Promise<T | undefined> => (await q.query<T>(sql)).rows[0];
  const grand = await one<Named & { icon: string }>(
    `select id, name_es, name_en, name_zh, icon from category where parent_id is null order by sort, id limit 1`,
  );
  const child = await one<Named & { parent_id: number; icon: string }>(
    `select id, parent_id, name_es, name_en, name_zh, icon from category where parent_id is not null
     order by parent_id desc, sort, id limit 1`,
  );
  const best = await one<Named & { icon: string }>(
    `select g.id, g.name_es, g.name_en, g.name_zh, c.icon from goods g join category c on c.id = g.grand_id
     where g.market_enable = 1 and g.stock > 0 order by g.sales desc, g.id limit 1`,
  );
  const shop = await one<{ id: number; name: string }>(
    `select s.id, s.name from shop s join goods g on g.shop_id = s.id and g.market_enable = 1
     group by s.id, s.name order by sum(g.sales) desc, s.id limit 1`,
  );
  const word = await one<{ word: string; icon: string }>(
    `select lower(split_part(g.name_es, ' ', 1)) as word, c.icon from goods g join category c on c.id = g.grand_id
     where g.market_enable = 1 and g.grand_id = (select id from category where parent_id is null order by sort, id offset 1 limit 1)
     order by g.sales desc, g.id limit 1`,
  );
  if (!grand || !child || !best || !shop || !word) return;
  const banners: BannerRow[] = [
    {
      title: [`${grand.name_es} al mayoreo`, `Wholesale ${grand.name_en.toLowerCase()}`, `${grand.name_zh}批发`],
      subtitle: ['Precios por paquete directo de fábrica', 'Pack prices straight from the factory', '工厂直供，按包计价'],
      linkType: 'CATEGORY',
      linkValue: String(grand.id),
      icon: grand.icon,
    },
    {
      title: [`Lo más vendido: ${best.name_es}`, `Best seller: ${best.name_en}`, `热销：${best.name_zh}`],
      subtitle: ['Lo que más compran los negocios esta semana', 'What businesses buy most this week', '本周商家采购最多'],
      linkType: 'GOODS',
      linkValue: String(best.id),
      icon: best.icon,
    },
    {
      title: [`Busca «${word.word}»`, `Search for “${word.word}”`, `搜索“${word.word}”`],
      subtitle: ['Cientos de modelos para surtir tu tienda', 'Hundreds of models to stock your store', '数百款商品，轻松备货'],
      linkType: 'KEYWORD',
      linkValue: word.word,
      icon: word.icon,
    },
    {
      title: [`Tienda destacada: ${shop.name}`, `Featured shop: ${shop.name}`, `推荐店铺：${shop.name}`],
      subtitle: ['Envíos a todo México', 'Shipping across Mexico', '全墨西哥配送'],
      linkType: 'SHOP',
      linkValue: String(shop.id),
      icon: 'logo',
    },
    {
      title: [`${child.name_es}: surtido completo`, `${child.name_en}: the full range`, `${child.name_zh}：品类齐全`],
      subtitle: ['Compra por caja y ahorra', 'Buy by the box and save', '整箱采购更省钱'],
      linkType: 'CATEGORY',
      linkValue: `${child.parent_id}/${child.id}`,
      icon: child.icon,
    },
    {
      title: ['Cupones para tu primer pedido', 'Coupons for your first order', '首单优惠券'],
      subtitle: ['Recíbelos gratis y úsalos al pagar', 'Get them free and use them at checkout', '免费领取，结算时使用'],
      linkType: 'URL',
      linkValue: '/coupons',
      icon: 'logo',
    },
  ];
  await bulkInsert(q, 'banner', [
    { name: 'id', type: 'int', values: banners.map((_, i) => i + 1) },
    { name: 'title_es', type: 'text', values: banners.map((b) => b.title[0]) },
    { name: 'title_en', type: 'text', values: banners.map((b) => b.title[1]) },
    { name: 'title_zh', type: 'text', values: banners.map((b) => b.title[2]) },
    { name: 'subtitle_es', type: 'text', values: banners.map((b) => b.subtitle[0]) },
    { name: 'subtitle_en', type: 'text', values: banners.map((b) => b.subtitle[1]) },
    { name: 'subtitle_zh', type: 'text', values: banners.map((b) => b.subtitle[2]) },
    { name: 'link_type', type: 'text', values: banners.map((b) => b.linkType) },
    { name: 'link_value', type: 'text', values: banners.map((b) => b.linkValue) },
    { name: 'icon', type: 'text', values: banners.map((b) => b.icon) },
    { name: 'sort', type: 'int', values: banners.map((_, i) => i + 1) },
  ]);
}
