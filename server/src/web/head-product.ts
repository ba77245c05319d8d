// `/goods/{id}`: title, description, Open Graph price and Product JSON-LD from the same goodsDetail
// the API answers, so the preview's price is the page's; 404 when unknown, 410 when delisted.
import type { GoodsDetail } from '../../../src/core/contract/types-discovery';
import { ApiError } from '../http/errors';
import { headStrings, mxn } from './head-strings';
import type { HeadContext, PageHead } from './page-head';
import { localizedUrl } from './page-locale';
import { missingPage } from './head-errors';

const ID = /^[1-9]\d{0,14}$/;
const AVAILABILITY = { true: 'https://schema.org/InStock', false: 'https://schema.org/OutOfStock' } as const;

export async function productHead(ctx: HeadContext, rawId: string | undefined): Promise<PageHead> {
  if (!rawId || !ID.test(rawId)) return missingPage(ctx, 404);
  const id = Number(rawId);
  let goods: GoodsDetail;
  try {
    goods = await ctx.services.catalogue.detail(id, ctx.locale, ctx.services.absoluteUrl);
  } catch (error) {
    if (!(error instanceof ApiError) || error.kind !== 'not_found') throw error;
    const { rows } = await ctx.db.query<{ id: number }>('select id from goods where id = $1', [id]);
    return missingPage(ctx, rows.length > 0 ? 410 : 404);
  }
  return productPage(ctx, goods);
}

export function productPage(ctx: HeadContext, goods: GoodsDetail): PageHead {
  const s = headStrings(ctx.locale);
  const path = `/goods/${goods.goodsId}`;
  const url = localizedUrl(ctx.origin, path, ctx.locale);
  const inStock = goods.stock > 0;
  const availability = AVAILABILITY[`${inStock}`];
  const seller = {
    '@type': 'Organization',
    name: goods.shop.shopName,
    url: localizedUrl(ctx.origin, `/shop/${goods.shop.shopId}`, ctx.locale),
  };
  const sku = goods.skus.find((k) => k.skuId === goods.defaultSkuId)?.sn;
  const first = {
    '@type': 'Offer',
    price: goods.price,
    priceCurrency: 'MXN',
    availability,
    url,
    seller,
    eligibleQuantity: { '@type': 'QuantitativeValue', minValue: goods.packageUnit, unitCode: 'C62' },
  };
  // Wholesale tiers are further offers at lower unit prices from a quantity on.
  const tiers = goods.tiers
    .filter((tier) => tier.price < goods.price)
    .map((tier) => ({
      '@type': 'Offer',
      price: tier.price,
      priceCurrency: 'MXN',
      availability,
      url,
      seller,
      eligibleQuantity: { '@type': 'QuantitativeValue', minValue: tier.minNum, unitCode: 'C62' },
    }));
  const prices = [goods.price, ...tiers.map((t) => t.price)];
  const offers =
    tiers.length === 0
      ? first
      : {
          '@type': 'AggregateOffer',
          priceCurrency: 'MXN',
          lowPrice: Math.min(...prices),
          highPrice: Math.max(...prices),
          offerCount: tiers.length + 1,
          availability,
          seller,
          offers: [first, ...tiers],
        };
  const category = `/goods?productCateGrandId=${goods.grandId}&productCateId=${goods.categoryId}`;
  return {
    status: 200,
    path,
    index: true,
    title: `${goods.name} | ${goods.shop.shopName} | ${ctx.siteName}`,
    description: s.product({
      name: goods.name,
      shop: goods.shop.shopName,
      price: mxn(goods.price, ctx.locale),
      unit: goods.packageUnit,
      inStock,
    }),
    og: { type: 'product', image: goods.images[0], price: goods.price, inStock },
    hero: goods.images[0],
    widgets: ['product-detail'],
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Product',
        '@id': `${url}#product`,
        name: goods.name,
        url,
        image: goods.images,
        ...(sku ? { sku } : {}),
        productID: String(goods.goodsId),
        brand: { '@type': 'Brand', name: goods.brandName },
        category: goods.categoryName,
        offers,
      },
      breadcrumbs(ctx, [
        [s.home, '/'],
        [goods.categoryName, category],
        [goods.name, path],
      ]),
    ],
  };
}

/** A BreadcrumbList of [name, path] pairs, each on the page's locale. */
export function breadcrumbs(ctx: HeadContext, items: readonly (readonly [string, string])[]): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map(([name, path], i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name,
      item: localizedUrl(ctx.origin, path, ctx.locale),
    })),
  };
}
