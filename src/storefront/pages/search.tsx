import { fetchFacets } from '../../core/api/browse';
import { productQuery } from '../../core/api/products';
import type { Cate, GrandCate } from '../../core/api/chrome';
import { bcp47 } from '../../core/locale';
import { formatMoney } from '../../core/money';
import { navigate } from '../../core/navigate';
import { useStore } from '../../core/ui/use-store';
import { useT } from '../../core/ui/use-t';
import { pageCount } from '../../core/ui/page-items';
import { Pagination } from '../../core/ui/pagination';
import { GridSkeleton, ProductGrid } from '../components/product-card';
import { EmptyState, ErrorState } from '../../core/ui/states';
import { categoryName } from '../lib/category-name';
import { useDrawnAsync } from '../lib/use-drawn';
import { useDocumentTitle } from '../lib/use-title';
import { categories } from '../../core/stores/chrome';
import type { PageProps } from '../types';
import { BrandHeading, useBrand } from './catalogue/browse-brand-head';
import { FacetPanel } from './catalogue/browse-facets';
import { useBrowseSheet } from './catalogue/browse-sheet';
import { useEffect } from 'react';
import {
  choiceHref,
  LISTING_SORTS,
  listingHref,
  parseListing,
  preselectHref,
  SEARCH_PAGE_SIZE,
  type ListingParams,
  type ListingSort,
} from './search-params';

/** The grand category and category a search names, looked up in the loaded tree. */
export function findCategory(
  tree: readonly GrandCate[],
  p: Pick<ListingParams, 'productCateGrandId' | 'productCateId'>,
): { grand?: GrandCate; cate?: Cate } {
  for (const grand of tree) {
    const cate = p.productCateId ? grand.children.find((c) => String(c.cateId) === p.productCateId) : undefined;
    if (cate) return { grand, cate };
    if (p.productCateGrandId && String(grand.grandId) === p.productCateGrandId && !p.productCateId) return { grand };
  }
  return {};
}

/** What the API is asked for: the URL's state with empty filters left out. */
function filtersOf(p: ListingParams) {
  return {
    keyword: p.keyword || undefined,
    productCateGrandId: p.productCateGrandId || undefined,
    productCateId: p.productCateId || undefined,
    brandId: p.brandId || undefined,
    minPrice: p.minPrice ? Number(p.minPrice) : undefined,
    maxPrice: p.maxPrice ? Number(p.maxPrice) : undefined,
    inStock: p.inStock || undefined,
  };
}

/**
 * `/search` and `/goods`: results with facets (category, brand, price, stock), sorting and
 * pages. All state is in the URL, so a reload, a shared link or back/forward restores it.
 */
export default function SearchPage({ location }: PageProps) {
  const { t, locale } = useT();
  const ref = useBrowseSheet<HTMLDivElement>();
  const path = location.pathname === '/goods' ? '/goods' : '/search';
  const p = parseListing(location.query);
  const cats = useStore(categories.$state);
  const tree = cats.status === 'ready' ? cats.data : [];
  const { grand, cate } = findCategory(tree, p);
  const filters = filtersOf(p);
  const filterKey = JSON.stringify(filters);

  const products = useDrawnAsync(
    'listing.products',
    (signal) => productQuery({ ...filters, sort: p.sort, pageNo: p.pageNo, pageSize: SEARCH_PAGE_SIZE }, signal),
    [filterKey, p.sort, p.pageNo, locale],
  );
  // a keyword that names a category or brand filters by it (issue 17): the URL says so, and the
  // page shows the filtered listing, never the unfiltered one first
  const preselected = products.state.status === 'ready' ? preselectHref(p, products.state.data.preselect, path) : undefined;
  useEffect(() => {
    if (preselected) navigate(preselected, document, true);
  }, [preselected]);
  const facetState = useDrawnAsync('listing.facets', (signal) => fetchFacets(filters, signal), [filterKey]);
  const facets = facetState.state.status === 'ready' ? facetState.state.data : undefined;
  const brand = useBrand(p.brandId);
  // the facet lists only the biggest brands; the brand itself is asked for when it is not among them
  const brandName = p.brandId
    ? (facets?.brands.find((b) => String(b.brandId) === p.brandId)?.brandName ??
      (brand.status === 'ready' ? brand.data?.brandName : undefined))
    : undefined;

  const place = cate ? categoryName(cate, locale) : grand ? categoryName(grand, locale) : (brandName ?? '');
  const heading = p.keyword ? t('sf.search.resultsFor', { keyword: p.keyword }) : place || t('sf.search.all');
  useDocumentTitle(p.keyword || place || t('sf.route.search'));

  const pages = products.state.status === 'ready' ? pageCount(products.state.data.total, SEARCH_PAGE_SIZE) : 0;
  const filtered = Boolean(p.brandId || p.minPrice || p.maxPrice || p.inStock);
  // a brand alone names the page: its logo and name head it (keyword and category still win)
  const brandHeads = Boolean(p.brandId && !p.keyword && !p.productCateGrandId && !p.productCateId);

  return (
    <div class="wrap page" ref={ref}>
      <div class="results-head">
        {brandHeads ? <BrandHeading key={p.brandId} brandId={p.brandId} /> : <h1>{heading}</h1>}
        <p class="muted" role="status">
          {/* while loading, a typical count, unseen, holds the place (beside the heading, or under it on a
              narrow screen), so the real one arriving moves nothing */}
          {products.state.status === 'ready' && !preselected ? (
            t('sf.search.total', { n: products.state.data.total.toLocaleString(bcp47(locale)) })
          ) : (
            <span aria-hidden="true" style={{ visibility: 'hidden' }}>
              {t('sf.search.total', { n: (1000).toLocaleString(bcp47(locale)) })}
            </span>
          )}
        </p>
      </div>
      <div class="listing">
        <FacetPanel path={path} p={p} facets={facets} tree={tree} />
        <section class="results" aria-labelledby="results-title">
          <h2 id="results-title" class="v-sr">
            {heading}
          </h2>
          <div class="toolbar">
            <ActiveFilters path={path} p={p} brandName={brandName} grand={grand} cate={cate} />
            <label class="sort">
              {t('cat.browse.listing.sort')}
              <select
                name="sort"
                value={p.sort}
                onChange={(e) => navigate(listingHref({ ...p, sort: e.currentTarget.value as ListingSort, pageNo: 1 }, path))}
              >
                {LISTING_SORTS.map((s) => (
                  <option key={s} value={s}>
                    {t(`cat.browse.listing.sorts.${s}`)}
                  </option>
                ))}
              </select>
            </label>
          </div>
          {products.state.status === 'loading' || preselected ? (
            <GridSkeleton count={12} />
          ) : products.state.status === 'error' ? (
            <ErrorState error={products.state.error} onRetry={products.retry} />
          ) : products.state.data.list.length === 0 ? (
            <EmptyState title={t('sf.search.emptyTitle')}>
              {products.state.data.total > 0 ? (
                <p>
                  {t('sf.search.pageBeyond')} <a href={listingHref({ ...p, pageNo: 1 }, path)}>{t('sf.search.firstPage')}</a>
                </p>
              ) : (
                <p class="muted">
                  {filtered
                    ? t('cat.browse.listing.emptyFilters')
                    : p.keyword
                      ? t('sf.search.emptyKeyword', { keyword: p.keyword })
                      : t('sf.search.emptyCategory')}
                </p>
              )}
              <div class="actions">
                {filtered && (
                  <a
                    class="btn primary"
                    href={listingHref(
                      { keyword: p.keyword, productCateGrandId: p.productCateGrandId, productCateId: p.productCateId },
                      path,
                    )}
                  >
                    {t('cat.browse.listing.clearAll')}
                  </a>
                )}
                <a class="btn" href="/">
                  {t('sf.soon.home')}
                </a>
              </div>
            </EmptyState>
          ) : (
            <>
              <ProductGrid products={products.state.data.list} locale={locale} />
              <Pagination current={p.pageNo} total={pages} href={(n) => listingHref({ ...p, pageNo: n }, path)} />
            </>
          )}
        </section>
      </div>
    </div>
  );
}

/** The filters in force as removable chips, and one link that clears them all. */
function ActiveFilters({
  path,
  p,
  brandName,
  grand,
  cate,
}: {
  path: string;
  p: ListingParams;
  brandName?: string;
  grand?: GrandCate;
  cate?: Cate;
}) {
  const { t, locale } = useT();
  const chips: { key: string; label: string; href: string }[] = [];
  const without = (change: Partial<ListingParams>) => choiceHref(p, change, path);
  if (cate) chips.push({ key: 'cate', label: categoryName(cate, locale), href: without({ productCateId: '' }) });
  else if (grand) chips.push({ key: 'grand', label: categoryName(grand, locale), href: without({ productCateGrandId: '' }) });
  if (p.brandId) chips.push({ key: 'brand', label: brandName ?? `#${p.brandId}`, href: without({ brandId: '' }) });
  if (p.minPrice || p.maxPrice) {
    const min = p.minPrice ? formatMoney(Number(p.minPrice), locale) : '';
    const max = p.maxPrice ? formatMoney(Number(p.maxPrice), locale) : '';
    const label =
      min && max
        ? t('cat.browse.listing.priceRange', { min, max })
        : min
          ? t('cat.browse.listing.from', { min })
          : t('cat.browse.listing.upTo', { max });
    chips.push({ key: 'price', label, href: without({ minPrice: '', maxPrice: '' }) });
  }
  if (p.inStock) chips.push({ key: 'stock', label: t('cat.browse.listing.inStockChip'), href: without({ inStock: false }) });
  if (chips.length === 0) return <span />;
  return (
    <div class="active-filters" role="group" aria-label={t('cat.browse.listing.active')}>
      {chips.map((c) => (
        <a key={c.key} href={c.href} aria-label={t('cat.browse.listing.remove', { name: c.label })} data-filter={c.key}>
          {c.label} <span aria-hidden="true">×</span>
        </a>
      ))}
      {chips.length > 1 && (
        <a class="clear" href={listingHref({ keyword: p.keyword, sort: p.sort, all: Boolean(p.keyword) }, path)}>
          {t('cat.browse.listing.clearAll')}
        </a>
      )}
    </div>
  );
}
