// `/goods` (a category, brand or the whole catalogue) and `/search`: the listing's title names
// what it lists and how many; JSON-LD ItemList of the first page. A keyword makes it a search
// result (noindex); its canonical keeps only what names the list (category, brand, page).
import type { Locale } from '../../../src/core/contract/locales';
import { PAGE_SIZE_DEFAULT } from '../../../src/core/contract/rules';
import type { ProductQueryResult } from '../../../src/core/contract/types-catalogue';
import { breadcrumbs } from './head-product';
import { headStrings } from './head-strings';
import type { HeadContext, PageHead, PageUrl } from './page-head';
import { localizedUrl } from './page-locale';

const ID = /^[1-9]\d{0,15}$/;
const SORTS = ['relevance', 'price_asc', 'price_desc', 'sales', 'newest'] as const;
/** The storefront's listing page size (src/storefront/pages/search-params.ts) */
export const LISTING_PAGE_SIZE = 24;

/** Categories carry cn/en/mx names; an empty one falls back to Spanish (as core/category-name.ts). */
const categoryName = (c: { cn: string; en: string; mx: string }, locale: Locale): string =>
  (locale === 'zh_CN' ? c.cn : locale === 'en_US' ? c.en : c.mx) || c.mx || c.en || c.cn;

const idOf = (v: string | null): number | undefined => (v && ID.test(v) ? Number(v) : undefined);

export async function listingHead(ctx: HeadContext, url: PageUrl, searchPage: boolean): Promise<PageHead & { list: ProductQueryResult }> {
  const q = url.query;
  const keyword = (q.get('keyword') ?? '').trim().slice(0, 100);
  const grandId = idOf(q.get('productCateGrandId'));
  const categoryId = idOf(q.get('productCateId'));
  const brandId = idOf(q.get('brandId'));
  const pageNo = Math.min(idOf(q.get('pageNo')) ?? 1, 10_000);
  const sort = SORTS.find((s) => s === q.get('sort')) ?? 'relevance';
  const list = await ctx.services.catalogue.products(
    {
      keyword,
      grandId,
      categoryId,
      brandId,
      shopId: undefined,
      minCents: undefined,
      maxCents: undefined,
      inStock: false,
      sort,
      pageNo,
      pageSize: searchPage ? PAGE_SIZE_DEFAULT : LISTING_PAGE_SIZE,
    },
    ctx.locale,
    ctx.services.absoluteUrl,
  );
  const s = headStrings(ctx.locale);
  const grand =
    grandId === undefined
      ? undefined
      : (await ctx.services.catalogue.categories(ctx.services.absoluteUrl)).find((g) => g.grandId === grandId);
  const child = grand?.children.find((c) => c.cateId === categoryId);
  const named = child ?? grand;
  const what = keyword ? `“${keyword}”` : named ? categoryName(named, ctx.locale) : s.products;
  const canonical = new URLSearchParams();
  if (grandId !== undefined) canonical.set('productCateGrandId', String(grandId));
  if (categoryId !== undefined) canonical.set('productCateId', String(categoryId));
  if (brandId !== undefined) canonical.set('brandId', String(brandId));
  if (pageNo > 1) canonical.set('pageNo', String(pageNo));
  const path = `/goods${canonical.size > 0 ? `?${canonical}` : ''}`;
  const trail: [string, string][] = [[s.home, '/']];
  if (grand) trail.push([categoryName(grand, ctx.locale), `/goods?productCateGrandId=${grand.grandId}`]);
  if (grand && child)
    trail.push([categoryName(child, ctx.locale), `/goods?productCateGrandId=${grand.grandId}&productCateId=${child.cateId}`]);
  if (!grand) trail.push([s.products, '/goods']);
  return {
    status: 200,
    path,
    index: !searchPage && !keyword && list.list.length > 0,
    title: `${what} | ${ctx.siteName}`,
    description: s.listing({ what, count: list.total, site: ctx.siteName }),
    og: { type: 'website', image: list.list[0]?.image },
    hero: list.list[0]?.image,
    list,
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'ItemList',
        numberOfItems: list.total,
        itemListElement: list.list.map((item, i) => ({
          '@type': 'ListItem',
          position: (pageNo - 1) * list.pageSize + i + 1,
          url: localizedUrl(ctx.origin, `/goods/${item.goodsId}`, ctx.locale),
          name: item.name,
        })),
      },
      breadcrumbs(ctx, trail),
    ],
  };
}
