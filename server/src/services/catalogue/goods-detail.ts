import type { Locale } from '../../../../src/core/contract/locales';
import type { GoodsDetail, GoodsSku, GoodsSpecAxis } from '../../../../src/core/contract/types-discovery';
import type { Db } from '../../db/types';
import { ApiError } from '../../http/errors';
import { toMxn } from '../../http/money';
import {
  findListedGoods,
  listGoodsTiers,
  listSkus,
  listSpecValues,
  type SkuSpecRow,
  type SpecValueRow,
} from '../../repos/catalogue/goods-detail';
import { countComments } from '../../repos/catalogue/goods-feedback';
import { tierPriceCents } from '../cart/pricing';
import { goodsGallery } from './goods-gallery';
import { describeGoods } from './goods-intro';

/** A marketplace rule: shipping one order to the buyer's customer costs 10 % more per unit. */
const DROPSHIP_BP = 11_000;

export const goodsGone = () => new ApiError('not_found', 'productUnavailable');

export const dropshipCents = (cents: number) => Math.round((cents * DROPSHIP_BP) / 10_000);

/**
 * Spec axes in the order the sku rows list their values (the seed's axis order), each axis'
 * values in first-use order, so the buttons read the same as the matrix.
 */
export function specAxes(skus: readonly SkuSpecRow[], values: readonly SpecValueRow[]): GoodsSpecAxis[] {
  const byId = new Map(values.map((v) => [v.spec_value_id, v]));
  const axes: GoodsSpecAxis[] = [];
  for (const sku of skus) {
    sku.spec_value_ids.forEach((valueId, index) => {
      const value = byId.get(valueId);
      if (!value) return;
      const axis = (axes[index] ??= { specId: value.spec_id, specName: value.spec_name, values: [] });
      if (!axis.values.some((v) => v.specValueId === valueId)) axis.values.push({ specValueId: valueId, specValue: value.spec_value });
    });
  }
  return axes;
}

/** The sku a buyer starts from: the cheapest one in stock, else the cheapest. */
export function defaultSku(skus: readonly SkuSpecRow[]): SkuSpecRow | undefined {
  const cheapest = (list: readonly SkuSpecRow[]) =>
    list.reduce<SkuSpecRow | undefined>((best, sku) => (!best || sku.price_cents < best.price_cents ? sku : best), undefined);
  return cheapest(skus.filter((sku) => sku.quantity > 0)) ?? cheapest(skus);
}

export async function goodsDetail(db: Db, goodsId: number, locale: Locale, asset: (path: string) => string): Promise<GoodsDetail> {
  const goods = await findListedGoods(db, goodsId, locale);
  if (!goods) throw goodsGone();
  const [skus, tiers, counts] = await Promise.all([listSkus(db, goodsId), listGoodsTiers(db, goodsId), countComments(db, goodsId)]);
  const values = await listSpecValues(db, [...new Set(skus.flatMap((sku) => sku.spec_value_ids))], locale);
  const first = defaultSku(skus);
  const specs = specAxes(skus, values);
  const tierRules = tiers.map((t) => ({ minNum: t.min_num, priceBp: t.price_bp }));
  return {
    goodsId: goods.id,
    name: goods.name,
    images: goodsGallery(goods.image).map(asset),
    price: toMxn(goods.price_cents),
    originalPrice: toMxn(goods.original_price_cents),
    packageUnit: goods.package_unit,
    stock: goods.stock,
    sales: goods.sales,
    weight: goods.weight_g,
    brandId: goods.brand_id,
    brandName: goods.brand_name,
    grandId: goods.grand_id,
    categoryId: goods.category_id,
    categoryName: goods.category_name,
    defaultSkuId: first?.sku_id ?? 0,
    specs,
    skus: skus.map((sku) => ({
      skuId: sku.sku_id,
      sn: sku.sn,
      specValueIds: sku.spec_value_ids,
      price: toMxn(sku.price_cents),
      dropshipPrice: toMxn(dropshipCents(sku.price_cents)),
      stock: sku.quantity,
    })),
    tiers: tierRules.map((tier) => ({
      minNum: tier.minNum,
      rate: tier.priceBp / 10_000,
      price: toMxn(tierPriceCents(goods.price_cents, tierRules, tier.minNum)),
    })),
    intro: goods.intro ?? describeGoods(goods, specs, locale),
    shop: {
      shopId: goods.shop_id,
      shopName: goods.shop_name,
      logo: asset(`/uploads/generated/shop/${goods.shop_id}.svg`),
      city: goods.shop_city,
      state: goods.shop_state,
      goodsCount: goods.shop_goods,
      createTime: goods.shop_created_at,
    },
    commentCount: counts.all_count,
    goodRate: counts.all_count === 0 ? 100 : Math.round((counts.good_count / counts.all_count) * 100),
  };
}

/** `goods/{id}/skus` in the Javashop shape. */
export async function goodsSkus(db: Db, goodsId: number, locale: Locale, asset: (path: string) => string): Promise<GoodsSku[]> {
  const goods = await findListedGoods(db, goodsId, locale);
  if (!goods) throw goodsGone();
  const skus = await listSkus(db, goodsId);
  const values = new Map(
    (await listSpecValues(db, [...new Set(skus.flatMap((sku) => sku.spec_value_ids))], locale)).map((v) => [v.spec_value_id, v]),
  );
  return skus.map((sku) => ({
    sku_id: sku.sku_id,
    goods_id: goods.id,
    goods_name: goods.name,
    sn: sku.sn,
    quantity: sku.quantity,
    enable_quantity: sku.quantity,
    price: toMxn(sku.price_cents),
    spec_list: sku.spec_value_ids.flatMap((id) => {
      const v = values.get(id);
      return v ? [{ spec_id: v.spec_id, spec_name: v.spec_name, spec_value_id: id, spec_value: v.spec_value, spec_image: '' }] : [];
    }),
    thumbnail: asset(goods.image),
    goods_type: 'NORMAL' as const,
  }));
}
