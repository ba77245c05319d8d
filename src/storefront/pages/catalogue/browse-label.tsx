import { useRef } from 'react';
import { fetchLabelPage } from '../../../core/api/browse';
import { ApiError } from '../../../core/errors';
import { bcp47 } from '../../../core/locale';
import { useT } from '../../../core/ui/use-t';
import { pageCount } from '../../../core/ui/page-items';
import { Pagination } from '../../../core/ui/pagination';
import { GridSkeleton, ProductGrid } from '../../components/product-card';
import { EmptyState, ErrorState, MissingState } from '../../../core/ui/states';
import { useAsync } from '../../../core/ui/use-async';
import { useDocumentTitle } from '../../lib/use-title';
import { parseSearch } from '../search-params';
import type { PageProps } from '../../types';
import { labelHref, LABEL_PAGE_SIZE } from './browse-links';
import { useBrowseSheet } from './browse-sheet';

const isNotFound = (error: unknown) => error instanceof ApiError && (error.status === 404 || error.code === '404');

/**
 * `/goods?labelId=N`: every product of one home-module label ("New arrivals", "Wholesale
 * deals"…), headed by the label's name in the buyer's language and paged through the URL.
 */
export function LabelListing({ labelId, location }: { labelId: string | undefined } & Pick<PageProps, 'location'>) {
  const { t, locale } = useT();
  const ref = useBrowseSheet<HTMLDivElement>();
  const { pageNo } = parseSearch(location.query);
  const goods = useAsync(
    (signal) =>
      labelId ? fetchLabelPage(Number(labelId), pageNo, LABEL_PAGE_SIZE, signal) : Promise.reject(new ApiError('', 404, '404', '')),
    [labelId, pageNo, locale],
  );
  // The name stays while the next page loads, so the heading does not blink on every page.
  const named = useRef<{ key: string; name: string } | undefined>(undefined);
  const key = `${labelId}:${locale}`;
  if (goods.state.status === 'ready') named.current = { key, name: goods.state.data.labelName };
  const name = named.current?.key === key ? named.current.name : undefined;
  useDocumentTitle(name ?? t('sf.route.goods'));

  if (goods.state.status === 'error' && isNotFound(goods.state.error)) {
    return (
      <div class="wrap page" ref={ref}>
        <MissingState
          title={t('cat.browse.label.notFound')}
          body={t('cat.browse.label.notFoundBody')}
          href="/goods"
          action={t('cat.browse.label.allGoods')}
        />
      </div>
    );
  }
  const data = goods.state.status === 'ready' ? goods.state.data : undefined;
  return (
    <div class="wrap page label-page" ref={ref}>
      <div class="results-head">
        {name ? (
          <h1 data-label-id={labelId}>{name}</h1>
        ) : (
          <h1 class="heading-skeleton" aria-busy="true">
            {t('ui.state.loading')}
          </h1>
        )}
        <p class="muted" role="status">
          {data ? t('sf.search.total', { n: data.total.toLocaleString(bcp47(locale)) }) : ''}
        </p>
      </div>
      {goods.state.status === 'loading' ? (
        <GridSkeleton count={12} />
      ) : goods.state.status === 'error' ? (
        <ErrorState error={goods.state.error} onRetry={goods.retry} />
      ) : goods.state.data.list.length === 0 ? (
        <EmptyState title={t('sf.search.emptyTitle')}>
          {goods.state.data.total > 0 ? (
            <p>
              {t('sf.search.pageBeyond')} <a href={labelHref(goods.state.data.labelId)}>{t('sf.search.firstPage')}</a>
            </p>
          ) : (
            <p class="muted">{t('cat.browse.label.empty')}</p>
          )}
          <div class="actions">
            <a class="btn" href="/goods">
              {t('cat.browse.label.allGoods')}
            </a>
          </div>
        </EmptyState>
      ) : (
        <>
          <ProductGrid products={goods.state.data.list} locale={locale} />
          <Pagination
            current={pageNo}
            total={pageCount(goods.state.data.total, LABEL_PAGE_SIZE)}
            href={(n) => labelHref(goods.state.status === 'ready' ? goods.state.data.labelId : (labelId ?? ''), n)}
          />
        </>
      )}
    </div>
  );
}
