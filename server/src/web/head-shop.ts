// `/shop/{id}`: the shop's name, place and goods count; 404 for a shop that is not there.
import { ApiError } from '../http/errors';
import { headStrings } from './head-strings';
import { breadcrumbs } from './head-product';
import { missingPage } from './head-errors';
import type { HeadContext, PageHead } from './page-head';
import { localizedUrl } from './page-locale';

const ID = /^[1-9]\d{0,8}$/;

export async function shopHead(ctx: HeadContext, rawId: string | undefined): Promise<PageHead> {
  if (!rawId || !ID.test(rawId)) return missingPage(ctx, 404);
  let shop: Awaited<ReturnType<HeadContext['services']['catalogue']['shopInfo']>>;
  try {
    shop = await ctx.services.catalogue.shopInfo(Number(rawId), ctx.services.absoluteUrl);
  } catch (error) {
    if (error instanceof ApiError && error.kind === 'not_found') return missingPage(ctx, 404);
    throw error;
  }
  const s = headStrings(ctx.locale);
  const path = `/shop/${shop.shopId}`;
  const place = `${shop.city}, ${shop.state}`;
  return {
    status: 200,
    path,
    index: true,
    title: `${shop.shopName} | ${ctx.siteName}`,
    description: s.shop({ name: shop.shopName, place, count: shop.goodsCount }),
    og: { type: 'website', image: shop.logo },
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Store',
        name: shop.shopName,
        url: localizedUrl(ctx.origin, path, ctx.locale),
        logo: shop.logo,
        address: { '@type': 'PostalAddress', addressLocality: shop.city, addressRegion: shop.state, addressCountry: 'MX' },
      },
      breadcrumbs(ctx, [
        [s.home, '/'],
        [s.shops, '/shop'],
        [shop.shopName, path],
      ]),
    ],
  };
}
