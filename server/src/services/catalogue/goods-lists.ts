import type { Locale } from '../../../../src/core/contract/locales';
import type { RelatedGoods, TagGoods } from '../../../../src/core/contract/types-discovery';
import type { Queryable } from '../../db/types';
import { toMxn } from '../../http/money';
import { listRelatedGoods, listTagGoods, type GoodsTag } from '../../repos/catalogue/goods-detail';

type Asset = (path: string) => string;

/** Goods like this one (same category first), for the "you may also like" strip. */
export async function relatedGoods(q: Queryable, goodsId: number, num: number, locale: Locale, asset: Asset): Promise<RelatedGoods[]> {
  const rows = await listRelatedGoods(q, goodsId, num, locale);
  return rows.map((r) => ({
    goodsId: r.goods_id,
    skuId: r.sku_id,
    name: r.goods_name,
    image: asset(r.image),
    price: toMxn(r.price_cents),
    stock: r.stock,
    sales: r.sales,
  }));
}

/** Hot, new or recommended goods, of one shop or all. */
export async function tagGoods(
  q: Queryable,
  mark: GoodsTag,
  shopId: number | undefined,
  num: number,
  locale: Locale,
  asset: Asset,
): Promise<TagGoods[]> {
  const rows = await listTagGoods(q, mark, shopId, num, locale);
  return rows.map((r) => ({
    goods_id: r.goods_id,
    sku_id: r.sku_id,
    goods_name: r.goods_name,
    thumbnail: asset(r.image),
    price: toMxn(r.price_cents),
    enable_quantity: r.stock,
    buy_count: r.sales,
  }));
}
