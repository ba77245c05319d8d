import { fetchBrandPage, type Brand } from '../../../core/api/browse';
import { bcp47 } from '../../../core/locale';
import { useT } from '../../../core/ui/use-t';
import { pageCount } from '../../../core/ui/page-items';
import { Pagination } from '../../../core/ui/pagination';
import { EmptyState, ErrorState } from '../../../core/ui/states';
import { useAsync } from '../../../core/ui/use-async';
import { useDocumentTitle } from '../../lib/use-title';
import type { PageProps } from '../../types';
import { parseSearch } from '../search-params';
import { BRAND_PAGE_SIZE, brandHref, brandsHref } from './browse-links';
import { useBrowseSheet } from './browse-sheet';

/** `/goods?view=brands`: the brand directory, most goods first, paged through the URL. */
export function BrandDirectory({ location }: Pick<PageProps, 'location'>) {
  const { t, locale } = useT();
  const ref = useBrowseSheet<HTMLDivElement>();
  const { pageNo } = parseSearch(location.query);
  const brands = useAsync((signal) => fetchBrandPage(pageNo, BRAND_PAGE_SIZE, signal), [pageNo]);
  useDocumentTitle(t('cat.browse.brands.title'));
  const n = (v: number) => v.toLocaleString(bcp47(locale));
  return (
    <div class="wrap page brands-page" ref={ref}>
      <div class="results-head">
        <h1>{t('cat.browse.brands.title')}</h1>
        <p class="muted" role="status">
          {brands.state.status === 'ready' ? t('cat.browse.brands.total', { n: n(brands.state.data.total) }) : ''}
        </p>
      </div>
      {brands.state.status === 'loading' ? (
        <ul class="brands" aria-hidden="true">
          {Array.from({ length: BRAND_PAGE_SIZE }, (_, i) => (
            <li key={i} class="tile skeleton" />
          ))}
        </ul>
      ) : brands.state.status === 'error' ? (
        <ErrorState error={brands.state.error} onRetry={brands.retry} />
      ) : brands.state.data.list.length === 0 ? (
        <EmptyState title={t('cat.browse.brands.empty')}>
          {brands.state.data.total > 0 && (
            <p>
              {t('sf.search.pageBeyond')} <a href={brandsHref()}>{t('sf.search.firstPage')}</a>
            </p>
          )}
        </EmptyState>
      ) : (
        <>
          <ul class="brands">
            {brands.state.data.list.map((b) => (
              <BrandTile key={b.brandId} brand={b} />
            ))}
          </ul>
          <Pagination current={pageNo} total={pageCount(brands.state.data.total, BRAND_PAGE_SIZE)} href={brandsHref} />
        </>
      )}
    </div>
  );
}

/** A brand's logo, name and goods count, opening its goods (the home's brand row looks the same). */
function BrandTile({ brand }: { brand: Brand }) {
  const { t, locale } = useT();
  return (
    <li class="brand">
      <a href={brandHref(brand.brandId)}>
        <img src={brand.logo} alt="" width="44" height="44" loading="lazy" decoding="async" />
        <span class="brand-text">
          <span class="brand-name">{brand.brandName}</span>
          <span class="brand-count">{t('cat.browse.home.brandGoods', { n: brand.goodsCount.toLocaleString(bcp47(locale)) })}</span>
        </span>
      </a>
    </li>
  );
}
