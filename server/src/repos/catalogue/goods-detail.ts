import type { Locale } from '../../../../src/core/contract/locales';
import type { Queryable } from '../../db/types';
import { localeSuffix } from '../../http/locale-columns';
import { IN_STOCK_SKU } from './catalogue';
import type { GoodsTag } from '../../../../src/core/contract/requests-catalogue';

export interface GoodsDetailRow {
  id: number;
  name: string;
  image: string;
  price_cents: number;
  original_price_cents: number;
  package_unit: number;
  stock: number;
  sales: number;
  weight_g: number;
  brand_id: number;
  brand_name: string;
  grand_id: number;
  category_id: number;
  category_name: string;
  shop_id: number;
  shop_name: string;
  shop_city: string;
  shop_state: string;
  shop_created_at: number;
  shop_goods: number;
  intro: string | null;
}

/** A listed goods with its brand, category and shop; undefined when unknown or delisted. */
export async function findListedGoods(q: Queryable, goodsId: number, locale: Locale): Promise<GoodsDetailRow | undefined> {
  const l = localeSuffix(locale);
  const { rows } = await q.query<GoodsDetailRow>(
    `select g.id, g.name_${l} as name, g.image, g.price_cents, g.original_price_cents, g.package_unit, g.stock,
            g.sales, g.weight_g, g.brand_id, b.name as brand_name, g.grand_id, g.category_id,
            c.name_${l} as category_name, g.shop_id, s.name as shop_name, s.city as shop_city,
            s.state as shop_state, s.created_at as shop_created_at,
            (select count(*)::int from goods o where o.shop_id = g.shop_id and o.market_enable = 1) as shop_goods,
            i.intro_${l} as intro
     from goods g join brand b on b.id = g.brand_id join category c on c.id = g.category_id
       join shop s on s.id = g.shop_id left join goods_intro i on i.goods_id = g.id
     where g.id = $1 and g.market_enable = 1`,
    [goodsId],
  );
  return rows[0];
}

export interface SkuSpecRow {
  sku_id: number;
  sn: string;
  price_cents: number;
  quantity: number;
  spec_value_ids: number[];
}

export async function listSkus(q: Queryable, goodsId: number): Promise<SkuSpecRow[]> {
  const { rows } = await q.query<SkuSpecRow>(
    'select id as sku_id, sn, price_cents, quantity, spec_value_ids from sku where goods_id = $1 order by id',
    [goodsId],
  );
  return rows;
}

export interface SpecValueRow {
  spec_id: number;
  spec_name: string;
  spec_value_id: number;
  spec_value: string;
  sort: number;
}

/** The spec values the given ids name, with their axis, in the locale. */
export async function listSpecValues(q: Queryable, ids: readonly number[], locale: Locale): Promise<SpecValueRow[]> {
  if (ids.length === 0) return [];
  const l = localeSuffix(locale);
  const { rows } = await q.query<SpecValueRow>(
    `select s.id as spec_id, s.name_${l} as spec_name, v.id as spec_value_id, v.value_${l} as spec_value, v.sort
     from spec_value v join spec s on s.id = v.spec_id where v.id = any($1::int[]) order by v.sort, v.id`,
    [ids],
  );
  return rows;
}

export async function listGoodsTiers(q: Queryable, goodsId: number): Promise<{ min_num: number; price_bp: number }[]> {
  const { rows } = await q.query<{ min_num: number; price_bp: number }>(
    'select min_num, price_bp from goods_price_tier where goods_id = $1 order by min_num',
    [goodsId],
  );
  return rows;
}

/** The goods of a sku, whether listed or not (an order line may name a delisted one). */
export async function goodsIdOfSku(q: Queryable, skuId: number): Promise<number | undefined> {
  const { rows } = await q.query<{ goods_id: number }>('select goods_id from sku where id = $1', [skuId]);
  return rows[0]?.goods_id;
}

export interface TagGoodsRow {
  goods_id: number;
  sku_id: number;
  goods_name: string;
  image: string;
  price_cents: number;
  stock: number;
  sales: number;
}

export type { GoodsTag };

/** Best sellers, newest, or a stable "staff pick" (by id hash) of a shop or of the whole market. */
export async function listTagGoods(
  q: Queryable,
  tag: GoodsTag,
  shopId: number | undefined,
  num: number,
  locale: Locale,
): Promise<TagGoodsRow[]> {
  const order =
    tag === 'hot' ? 'g.sales desc, g.id' : tag === 'new' ? 'g.created_at desc, g.id desc' : '(g.id * 2654435761) % 1000003, g.id';
  const params: unknown[] = [num];
  const shopClause = shopId === undefined ? '' : `and g.shop_id = $${params.push(shopId)}`;
  const { rows } = await q.query<TagGoodsRow>(
    `select g.id as goods_id, ${IN_STOCK_SKU} as sku_id, g.name_${localeSuffix(locale)} as goods_name, g.image,
            g.price_cents, g.stock, g.sales
     from goods g where g.market_enable = 1 and g.stock > 0 ${shopClause}
     order by ${order} limit $1`,
    params,
  );
  return rows;
}

/** Other goods of the same category (then of the same grand category), best sellers first. */
export async function listRelatedGoods(q: Queryable, goodsId: number, num: number, locale: Locale): Promise<TagGoodsRow[]> {
  const { rows } = await q.query<TagGoodsRow>(
    `select g.id as goods_id, ${IN_STOCK_SKU} as sku_id, g.name_${localeSuffix(locale)} as goods_name, g.image,
            g.price_cents, g.stock, g.sales
     from goods g join goods me on me.id = $1
     where g.market_enable = 1 and g.id <> me.id and g.grand_id = me.grand_id
     order by (g.category_id = me.category_id) desc, g.sales desc, g.id limit $2`,
    [goodsId, num],
  );
  return rows;
}
