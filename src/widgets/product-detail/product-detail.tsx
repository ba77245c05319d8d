import { useEffect } from 'react';
import { fetchGoodsDetail, type GoodsDetail } from '../../core/api/goods';
import { idFromText } from '../../core/contract/rules';
import { report } from '../../core/report';
import { fetchFavorite, updateFavorite } from '../../core/api/member-goods';
import { ApiError, errorText } from '../../core/errors';
import { emit, type GoodsEventDetail } from '../../core/events';
import { sendGoods } from './commerce-item';
import { bcp47 } from '../../core/locale';
import { formatMoney } from '../../core/money';
import { accessToken } from '../../core/session';
import { type DrawnHost, useHost } from '../../core/ui/host';
import { useT } from '../../core/ui/use-t';
import { BuyBox } from './buy-box';
import { Details } from './details';
import { Gallery } from './gallery';
import { GoodsNotFound, isGoodsGone } from './not-found';
import { RelatedGoods } from './related-goods';
import { ShopCard } from './shop-card';
import { ToggleButton } from './toggle-button';
import { useAsync } from '../../core/ui/use-async';
import { useReportLoad } from './report-load';

export interface ProductDetailProps {
  /** The goods to show (attribute `goods-id`). */
  goodsId?: string;
}

/** `<vitrina-product-detail goods-id="…">`: a product page a partner can embed (issue 3). */
export function ProductDetail({ goodsId = '' }: ProductDetailProps) {
  const { t, locale } = useT();
  const id = goodsId.trim();
  // An id the API would refuse (`goods-id="abc"`, by the route schema's own reading) is never asked
  // for: it is a goods that does not exist, and the host's developer hears why.
  const sendable = idFromText(id) !== undefined;
  const host = useHost();
  // The storefront's server drew these goods into the page (issue 18): shown as they are, not asked for again.
  const drawn = (host as DrawnHost<GoodsDetail>).drawn;
  const { state: got, retry } = useAsync(
    (signal) => {
      if (!id) return Promise.reject(new Error(t('pd.missing')));
      // A member's view (their prices) is theirs: the shared page's goods only stand in while it loads.
      if (sendable) return drawn && !accessToken() ? Promise.resolve(drawn) : fetchGoodsDetail(id, signal, Boolean(accessToken()));
      report('bad-argument', 'product-detail', `goods-id "${id}" is not a goods id`);
      return Promise.reject(new ApiError(t('pd.notFound'), 404, '404', ''));
    },
    [id, locale],
  );
  const state: typeof got = drawn && got.status === 'loading' ? { status: 'ready', data: drawn } : got;
  // The page around says what it is about (the storefront's document title, a partner's heading).
  const shown: Omit<GoodsEventDetail, 'goodsId'> | undefined =
    state.status === 'ready'
      ? { status: 'ready', title: state.data.name }
      : state.status === 'error' && isGoodsGone(state.error)
        ? { status: 'missing', title: t('pd.notFound') }
        : undefined;
  useEffect(() => {
    if (shown) emit(host, 'goods', { goodsId: id, ...shown } satisfies GoodsEventDetail);
    // GA4's view_item, once per goods shown
    if (state.status === 'ready') sendGoods(host, 'view_item', state.data, undefined, state.data.price, 1);
  }, [id, shown?.status, shown?.title]);
  // a failure is what is neither the product nor its absence (an answer vitrina:goods tells)
  useReportLoad(!shown && state.status === 'error' && state.error);

  if (state.status === 'loading') {
    return (
      <div class="pd skeleton" aria-busy="true">
        <span class="v-sr">{t('pd.loading')}</span>
        <div class="main-img" />
        <div class="lines" />
      </div>
    );
  }
  if (state.status === 'error') {
    if (isGoodsGone(state.error)) return <GoodsNotFound />;
    return (
      <div class="pd-error" role="alert">
        <p>{errorText(state.error)}</p>
        {id && (
          <button type="button" class="btn" onClick={retry}>
            {t('common.retry')}
          </button>
        )}
      </div>
    );
  }
  const goods = state.data;
  const was = goods.originalPrice > goods.price ? goods.originalPrice : undefined;
  return (
    <article class="pd" data-goods-id={goods.goodsId}>
      <div class="top">
        <Gallery images={goods.images} name={goods.name} />
        <div class="summary">
          <div class="title-row">
            <h1 class="name">{goods.name}</h1>
            <ToggleButton
              class="favorite"
              goodsId={goods.goodsId}
              load={() => fetchFavorite(goods.goodsId)}
              save={(on) => updateFavorite(goods.goodsId, on)}
              labels={{
                on: t('pd.favorited'),
                off: t('pd.favorite'),
                done: (on) => (on ? t('pd.favoritedDone') : t('pd.unfavoritedDone')),
              }}
            />
          </div>
          <p class="facts muted">
            {t('pd.brand')}: {goods.brandName} · {goods.categoryName} · {t('pd.sold', { n: goods.sales.toLocaleString(bcp47(locale)) })}
            {goods.commentCount > 0 && <> · {t('pd.rating', { rate: goods.goodRate, n: goods.commentCount })}</>}
          </p>
          {was !== undefined && (
            <p class="list-price muted">
              {t('pd.listPrice')}: <s>{formatMoney(was, locale)}</s>
            </p>
          )}
          <BuyBox key={goods.goodsId} goods={goods} />
        </div>
        <ShopCard shop={goods.shop} goodsId={goods.goodsId} />
      </div>
      <Details key={goods.goodsId} goods={goods} />
      <RelatedGoods key={`related-${goods.goodsId}`} goodsId={goods.goodsId} />
    </article>
  );
}
