import { fetchShop } from '../../../core/api/browse';
import { productQuery } from '../../../core/api/products';
import { ApiError } from '../../../core/errors';
import { bcp47 } from '../../../core/locale';
import { navigate } from '../../../core/navigate';
import { useT } from '../../../core/ui/use-t';
import { pageCount } from '../../../core/ui/page-items';
import { Pagination } from '../../../core/ui/pagination';
import { GridSkeleton, ProductGrid } from '../../components/product-card';
import { EmptyState, ErrorState, MissingState } from '../../../core/ui/states';
import { useDrawnAsync } from '../../lib/use-drawn';
import { useDocumentTitle } from '../../lib/use-title';
import { withQuery } from '../../router/query';
import type { PageProps } from '../../types';
import { LISTING_SORTS, parseListing, SEARCH_PAGE_SIZE, type ListingSort } from '../search-params';
import { useBrowseSheet } from './browse-sheet';

const isNotFound = (error: unknown) => error instanceof ApiError && (error.status === 404 || error.code === '404');

/** `/shop/{id}`: the shop's card and its goods, sortable and paged through the URL. */
export default function ShopPage({ params, location }: PageProps) {
  const { t, locale } = useT();
  const ref = useBrowseSheet<HTMLDivElement>();
  const id = String(params.id ?? '');
  const { sort, pageNo } = parseListing(location.query);
  const href = (change: { sort?: ListingSort; pageNo?: number }) => {
    const s = change.sort ?? sort;
    const n = change.pageNo ?? pageNo;
    return withQuery(`/shop/${encodeURIComponent(id)}`, { sort: s !== 'relevance' ? s : undefined, pageNo: n > 1 ? n : undefined });
  };
  const shop = useDrawnAsync('shop.card', (signal) => fetchShop(id, signal), [id]);
  const goods = useDrawnAsync('shop.goods', (signal) => productQuery({ shopId: id, sort, pageNo, pageSize: SEARCH_PAGE_SIZE }, signal), [
    id,
    sort,
    pageNo,
    locale,
  ]);
  useDocumentTitle(shop.state.status === 'ready' ? shop.state.data.shopName : t('sf.route.shopDetail'));

  if (shop.state.status === 'error') {
    return (
      <div class="wrap page" ref={ref}>
        {isNotFound(shop.state.error) || !/^[1-9]\d{0,15}$/.test(id) ? (
          <MissingState
            title={t('cat.browse.shops.notFound')}
            body={t('cat.browse.shops.notFoundBody')}
            href="/shop"
            action={t('cat.browse.shops.allShops')}
          />
        ) : (
          <ErrorState error={shop.state.error} onRetry={shop.retry} />
        )}
      </div>
    );
  }
  const n = (v: number) => v.toLocaleString(bcp47(locale));
  return (
    <div class="wrap page" ref={ref}>
      {shop.state.status === 'ready' ? (
        <header class="shop-head">
          <img class="shop-logo" src={shop.state.data.logo} alt="" width="80" height="80" decoding="async" />
          <div class="shop-text">
            <h1>{shop.state.data.shopName}</h1>
            <p class="shop-facts">
              <span>
                {shop.state.data.city}, {shop.state.data.state}
              </span>
              <span>{t('cat.browse.shops.goods', { n: n(shop.state.data.goodsCount) })}</span>
              <span>{t('cat.browse.shops.sold', { n: n(shop.state.data.sales) })}</span>
              <span>{t('cat.browse.shops.since', { year: new Date(shop.state.data.createTime * 1000).getUTCFullYear() })}</span>
            </p>
            <a
              class="btn chat-shop"
              href={`/chat?shop_id=${encodeURIComponent(id)}`}
              onClick={(e) => (e.preventDefault(), navigate(`/chat?shop_id=${encodeURIComponent(id)}`))}
            >
              {t('cat.browse.shops.chat')}
            </a>
          </div>
        </header>
      ) : (
        // The card's own lines with typical text, hidden: it wraps as the real card will, so the
        // goods under it stay where they are when the shop arrives.
        <div class="shop-head" aria-busy="true">
          <span class="shop-logo skeleton" />
          <div class="shop-text" aria-hidden="true">
            <p class="shop-title-skeleton">{'\u00a0'}</p>
            <p class="shop-facts">
              <span>{'\u2007'.repeat(22)}</span>
              <span>{t('cat.browse.shops.goods', { n: n(100) })}</span>
              <span>{t('cat.browse.shops.sold', { n: n(1000) })}</span>
              <span>{t('cat.browse.shops.since', { year: 2024 })}</span>
            </p>
            <span class="btn chat-shop">{t('cat.browse.shops.chat')}</span>
          </div>
        </div>
      )}
      <section aria-labelledby="shop-goods">
        <div class="toolbar">
          <h2 id="shop-goods" class="section-title">
            {t('cat.browse.shops.goodsTitle')}
          </h2>
          <label class="sort">
            {t('cat.browse.listing.sort')}
            <select name="sort" value={sort} onChange={(e) => navigate(href({ sort: e.currentTarget.value as ListingSort, pageNo: 1 }))}>
              {LISTING_SORTS.map((s) => (
                <option key={s} value={s}>
                  {t(`cat.browse.listing.sorts.${s}`)}
                </option>
              ))}
            </select>
          </label>
        </div>
        {goods.state.status === 'loading' ? (
          <GridSkeleton count={12} />
        ) : goods.state.status === 'error' ? (
          <ErrorState error={goods.state.error} onRetry={goods.retry} />
        ) : goods.state.data.list.length === 0 ? (
          <EmptyState title={t('sf.search.emptyTitle')}>
            <p class="muted">{t('cat.browse.shops.noGoods')}</p>
          </EmptyState>
        ) : (
          <>
            <ProductGrid products={goods.state.data.list} locale={locale} />
            <Pagination current={pageNo} total={pageCount(goods.state.data.total, SEARCH_PAGE_SIZE)} href={(p) => href({ pageNo: p })} />
          </>
        )}
      </section>
    </div>
  );
}
