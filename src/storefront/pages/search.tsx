import { productQuery } from '../../core/api/products';
import { bcp47 } from '../../core/locale';
import type { Cate, GrandCate } from '../../core/api/chrome';
import { useStore } from '../../core/ui/use-store';
import { useT } from '../../core/ui/use-t';
import { pageCount } from '../components/page-items';
import { Pagination } from '../components/pagination';
import { GridSkeleton, ProductGrid } from '../components/product-card';
import { EmptyState, ErrorState } from '../components/states';
import { categoryName } from '../lib/category-name';
import { useAsync } from '../lib/use-async';
import { useDocumentTitle } from '../lib/use-title';
import { categories } from '../stores/chrome';
import type { PageProps } from '../types';
import { parseSearch, SEARCH_PAGE_SIZE, searchHref, type SearchParams } from './search-params';

/** The grand category and category a search names, looked up in the loaded tree. */
export function findCategory(tree: readonly GrandCate[], p: Pick<SearchParams, 'productCateGrandId' | 'productCateId'>): { grand?: GrandCate; cate?: Cate } {
  for (const grand of tree) {
    const cate = p.productCateId ? grand.children.find((c) => String(c.cateId) === p.productCateId) : undefined;
    if (cate) return { grand, cate };
    if (p.productCateGrandId && String(grand.grandId) === p.productCateGrandId && !p.productCateId) return { grand };
  }
  return {};
}

export function SearchPage({ location }: PageProps) {
  const { t, locale } = useT();
  const p = parseSearch(location.query);
  const cats = useStore(categories.$state);
  const { grand, cate } = cats.status === 'ready' ? findCategory(cats.data, p) : {};
  const place = cate ? categoryName(cate, locale) : grand ? categoryName(grand, locale) : '';
  const heading = p.keyword ? t('sf.search.resultsFor', { keyword: p.keyword }) : place || t('sf.search.all');
  useDocumentTitle(p.keyword || place || t('sf.route.search'));

  const { state, retry } = useAsync(
    (signal) =>
      productQuery(
        {
          keyword: p.keyword || undefined,
          productCateGrandId: p.productCateGrandId || undefined,
          productCateId: p.productCateId || undefined,
          pageNo: p.pageNo,
          pageSize: SEARCH_PAGE_SIZE,
        },
        signal,
      ),
    [p.keyword, p.productCateGrandId, p.productCateId, p.pageNo],
  );
  const pages = state.status === 'ready' ? pageCount(state.data.total, SEARCH_PAGE_SIZE) : 0;

  return (
    <div class="wrap page">
      <div class="results-head">
        <h1>{heading}</h1>
        <p class="muted" role="status">
          {state.status === 'ready' ? t('sf.search.total', { n: state.data.total.toLocaleString(bcp47(locale)) }) : ''}
        </p>
      </div>
      {grand && grand.children.length > 0 && (
        <nav class="chips" aria-label={t('sf.search.subcategories')}>
          <a href={searchHref({ keyword: p.keyword, productCateGrandId: String(grand.grandId) })} aria-current={!cate ? 'page' : undefined}>
            {t('sf.search.allOfGrand')}
          </a>
          {grand.children.map((c) => (
            <a
              key={c.cateId}
              href={searchHref({ keyword: p.keyword, productCateGrandId: String(grand.grandId), productCateId: String(c.cateId) })}
              aria-current={cate?.cateId === c.cateId ? 'page' : undefined}
            >
              {categoryName(c, locale)}
            </a>
          ))}
        </nav>
      )}
      {state.status === 'loading' ? (
        <GridSkeleton count={12} />
      ) : state.status === 'error' ? (
        <ErrorState error={state.error} onRetry={retry} />
      ) : state.data.list.length === 0 ? (
        <EmptyState title={t('sf.search.emptyTitle')}>
          {state.data.total > 0 ? (
            <p>
              {t('sf.search.pageBeyond')} <a href={searchHref({ ...p, pageNo: 1 })}>{t('sf.search.firstPage')}</a>
            </p>
          ) : (
            <p class="muted">{p.keyword ? t('sf.search.emptyKeyword', { keyword: p.keyword }) : t('sf.search.emptyCategory')}</p>
          )}
          <div class="actions">
            <a class="btn" href="/">
              {t('sf.soon.home')}
            </a>
          </div>
        </EmptyState>
      ) : (
        <>
          <ProductGrid products={state.data.list} locale={locale} />
          <Pagination current={p.pageNo} total={pages} href={(n) => searchHref({ ...p, pageNo: n })} />
        </>
      )}
    </div>
  );
}
