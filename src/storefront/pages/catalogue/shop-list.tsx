import { useState } from 'react';
import { fetchShops } from '../../../core/api/browse';
import { bcp47 } from '../../../core/locale';
import { navigate } from '../../../core/navigate';
import { cleanQuery } from '../../../core/search-rules';
import { useT } from '../../../core/ui/use-t';
import { pageCount } from '../../../core/ui/page-items';
import { Pagination } from '../../../core/ui/pagination';
import { EmptyState, ErrorState } from '../../../core/ui/states';
import { useAsync } from '../../../core/ui/use-async';
import { useDocumentTitle } from '../../lib/use-title';
import { withQuery } from '../../router/query';
import type { PageProps } from '../../types';
import { parseSearch } from '../search-params';
import { useBrowseSheet } from './browse-sheet';
import { ShopCardItem } from './shop-card';

export const SHOP_PAGE_SIZE = 24;

const shopsHref = (keyword: string, pageNo = 1) => withQuery('/shop', { keyword, pageNo: pageNo > 1 ? pageNo : undefined });

/** `/shop?keyword`: find shops by name, city or state; the keyword and page live in the URL. */
export default function ShopList({ location }: PageProps) {
  const { t, locale } = useT();
  const ref = useBrowseSheet<HTMLDivElement>();
  const { keyword, pageNo } = parseSearch(location.query);
  const [draft, setDraft] = useState(keyword);
  useDocumentTitle(keyword ? t('cat.browse.shops.resultsFor', { keyword }) : t('cat.browse.shops.title'));
  const { state, retry } = useAsync(
    (signal) => fetchShops({ keyword: keyword || undefined, pageNo, pageSize: SHOP_PAGE_SIZE }, signal),
    [keyword, pageNo],
  );
  const submit = (e: Event) => {
    e.preventDefault();
    navigate(shopsHref(cleanQuery(draft).trim()));
  };
  return (
    <div class="wrap page" ref={ref}>
      <div class="results-head">
        <h1>{keyword ? t('cat.browse.shops.resultsFor', { keyword }) : t('cat.browse.shops.title')}</h1>
        <p class="muted" role="status">
          {state.status === 'ready' ? t('cat.browse.shops.total', { n: state.data.total.toLocaleString(bcp47(locale)) }) : ''}
        </p>
      </div>
      <form class="shop-search" role="search" onSubmit={submit}>
        <label class="v-sr" for="shop-keyword">
          {t('cat.browse.shops.search')}
        </label>
        <input
          id="shop-keyword"
          name="keyword"
          type="search"
          maxLength={200}
          value={draft}
          placeholder={t('cat.browse.shops.searchLabel')}
          onInput={(e) => setDraft(e.currentTarget.value)}
        />
        <button type="submit" class="btn primary">
          {t('cat.browse.shops.submit')}
        </button>
      </form>
      {state.status === 'loading' ? (
        <ul class="shops" aria-hidden="true">
          {Array.from({ length: 6 }, (_, i) => (
            <li key={i} class="tile skeleton" style={{ minHeight: '94px' }} />
          ))}
        </ul>
      ) : state.status === 'error' ? (
        <ErrorState error={state.error} onRetry={retry} />
      ) : state.data.list.length === 0 ? (
        <EmptyState title={t('cat.browse.shops.empty')}>
          {keyword && <p class="muted">{t('cat.browse.shops.emptyKeyword', { keyword })}</p>}
          <div class="actions">
            <a class="btn" href="/shop">
              {t('cat.browse.shops.allShops')}
            </a>
          </div>
        </EmptyState>
      ) : (
        <>
          <ul class="shops">
            {state.data.list.map((s) => (
              <ShopCardItem key={s.shopId} shop={s} />
            ))}
          </ul>
          <Pagination current={pageNo} total={pageCount(state.data.total, SHOP_PAGE_SIZE)} href={(n) => shopsHref(keyword, n)} />
        </>
      )}
    </div>
  );
}
