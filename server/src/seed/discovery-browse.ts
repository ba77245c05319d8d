import type { Queryable } from '../db/types';
import { countBannersAndGoods, findBannerSubjects, listLabelGoods } from '../repos/seed/browse';
import { bulkInsert } from '../repos/seed/bulk-insert';
import { lockSeed } from '../repos/seed/database';
import type { SeedContext } from './seed-context';

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
  await lockSeed(q);
  const counts = await countBannersAndGoods(q);
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
    const ids = await listLabelGoods(q, label.code, LABEL_SIZE);
    await bulkInsert(q, 'goods_label', [
      { name: 'label_id', type: 'int', values: ids.map(() => label.id) },
      { name: 'goods_id', type: 'bigint', values: ids.map((id) => Number(id)) },
      { name: 'sort', type: 'int', values: ids.map((_, i) => i + 1) },
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
  const { grand, child, best, shop, word } = await findBannerSubjects(q);
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
