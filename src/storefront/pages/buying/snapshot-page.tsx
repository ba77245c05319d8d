import { fetchSnapshot } from '../../../core/api/orders';
import { fetchSellerSnapshot, NO_SELLER } from '../../../core/api/seller-snapshot';
import { ApiError } from '../../../core/errors';
import { bcp47 } from '../../../core/locale';
import { formatMoney } from '../../../core/money';
import { useT } from '../../../core/ui/use-t';
import { ErrorState } from '../../../core/ui/states';
import { useAsync } from '../../../core/ui/use-async';
import { useDocumentTitle } from '../../lib/use-title';
import type { PageProps } from '../../types';
import { buyingCss as css } from '../../../core/ui/buying-sheet';
import { useSheet } from '../../../core/ui/use-sheet';

/**
 * `/goods/snapshot?id=`: the goods of an ordered line as they were when ordered. With
 * `owner=SELLER` (the seller centre's link), the shop's side: asked of the seller API base with the
 * seller session (spec §6), for a line of an order placed with that shop.
 */
export default function SnapshotPage({ location }: PageProps) {
  const { t, locale } = useT();
  const ref = useSheet<HTMLDivElement>(css);
  useDocumentTitle(t('buy.snapshot.title'));
  const id = Number.parseInt(String(location.query.id ?? ''), 10);
  const seller = String(location.query.owner ?? '').toUpperCase() === 'SELLER';
  const { state, retry } = useAsync(
    (signal) => {
      const valid = Number.isSafeInteger(id) && id > 0 ? id : 0;
      return seller ? fetchSellerSnapshot(valid, signal) : fetchSnapshot(valid);
    },
    [id, seller],
  );
  const money = (v: number) => formatMoney(v, locale);
  // The first tier is the base price (no discount): "from 2 pieces: −0 %" tells the buyer nothing.
  const tiers = state.status === 'ready' ? state.data.price_tiers.filter((tier) => tier.discount_percent > 0) : [];
  return (
    <div class="wrap page buy" ref={ref}>
      <h1 class="buy-title">{t('buy.snapshot.title')}</h1>
      {state.status === 'error' ? (
        <ErrorState
          error={
            state.error instanceof ApiError && state.error.code === NO_SELLER
              ? new ApiError(t('buy.snapshot.sellerLogin'), 403, NO_SELLER, state.error.url)
              : state.error
          }
          onRetry={retry}
        />
      ) : state.status !== 'ready' ? (
        <div class="buy-skeleton" aria-busy="true" />
      ) : (
        <article class="buy-shop buy-snapshot" data-snapshot={state.data.snapshot_id}>
          <p class="buy-pad muted small" role="note">
            {t(seller ? 'buy.snapshot.sellerNote' : 'buy.snapshot.note', {
              sn: state.data.order_sn,
              date: new Date(state.data.create_time * 1000).toLocaleDateString(bcp47(locale), { dateStyle: 'long' }),
            })}
          </p>
          <div class="buy-snap-body">
            <img src={state.data.thumbnail} alt={state.data.goods_name} width={240} height={240} />
            <div>
              <h2 class="buy-snap-name">{state.data.goods_name}</h2>
              <p class="buy-snap-price">
                <span class="muted small">{t('buy.snapshot.price')}</span> <strong>{money(state.data.price)}</strong>
                {state.data.original_price > state.data.price && (
                  <s class="muted">
                    <span class="sr-only">{t('buy.snapshot.listPrice')} </span>
                    {money(state.data.original_price)}
                  </s>
                )}
              </p>
              <dl class="buy-facts">
                <dt>{t('buy.snapshot.ordered')}</dt>
                <dd>{state.data.num}</dd>
                <dt>{t('buy.snapshot.pack')}</dt>
                <dd>{t('buy.snapshot.packN', { n: state.data.package_unit })}</dd>
                {state.data.spec_list.length > 0 && (
                  <>
                    <dt>{t('buy.snapshot.specs')}</dt>
                    <dd>{state.data.spec_list.map((spec) => `${spec.spec_name}: ${spec.spec_value}`).join(' · ')}</dd>
                  </>
                )}
                <dt>{t('buy.snapshot.brand')}</dt>
                <dd>{state.data.brand_name}</dd>
                <dt>{t('buy.snapshot.category')}</dt>
                <dd>{state.data.category_name}</dd>
                <dt>{t('buy.snapshot.seller')}</dt>
                <dd>{state.data.seller_name}</dd>
                <dt>{t('buy.snapshot.weight')}</dt>
                <dd>{state.data.weight_g} g</dd>
                <dt>{t('buy.snapshot.sku')}</dt>
                <dd>{state.data.sn}</dd>
                {tiers.length > 0 && (
                  <>
                    <dt>{t('buy.snapshot.tiers')}</dt>
                    <dd>{tiers.map((tier) => t('buy.snapshot.tier', { n: tier.min_num, pct: tier.discount_percent })).join(' · ')}</dd>
                  </>
                )}
              </dl>
              <p class="actions">
                {!seller && (
                  <a class="btn" href={`/member/my-order/detail?sn=${encodeURIComponent(state.data.order_sn)}`}>
                    {t('buy.snapshot.order')}
                  </a>
                )}
                <a class="btn primary" href={`/goods/${state.data.goods_id}`}>
                  {t('buy.snapshot.now')}
                </a>
              </p>
            </div>
          </div>
        </article>
      )}
    </div>
  );
}
