import { fetchMyPoints } from '../../../core/api/points';
import { fetchPointGoods, PROMO_PAGE_SIZE } from '../../../core/api/promotions';
import { formatPoints } from '../../../core/points';
import { $user } from '../../../core/stores/user';
import { useStore } from '../../../core/ui/use-store';
import { useT } from '../../../core/ui/use-t';
import { useAsync } from '../../../core/ui/use-async';
import type { PageProps } from '../../types';
import { PromoBuyButton } from './promo-buy';
import { money, PagedList, pageNoOf, PromoCard, PromoPage } from './promo-parts';

/**
 * `/points-mall`: point goods (goods_type POINT), cheapest in points first. Exchanging one puts a
 * package in the cart under its exchange (points + money per piece); checkout spends the points.
 */
export default function PointsMallPage({ route, location }: PageProps) {
  const { t, locale } = useT();
  const pageNo = pageNoOf(location);
  const { state, retry } = useAsync((signal) => fetchPointGoods(pageNo, signal), [pageNo, locale]);
  return (
    <PromoPage route={route} lead={t('cat.promo.points.lead')}>
      <MyPoints />
      <PagedList
        state={state}
        retry={retry}
        location={location}
        pageSize={PROMO_PAGE_SIZE}
        render={(items) => (
          <ul class="grid">
            {items.map((p) => (
              <PromoCard
                key={p.exchange_id}
                goodsId={p.goods_id}
                name={p.goods_name}
                image={p.thumbnail}
                price={
                  p.exchange_money > 0
                    ? t('cat.promo.points.plus', { points: formatPoints(p.exchange_point, locale), money: money(p.exchange_money, locale) })
                    : t('cat.promo.points.points', { n: formatPoints(p.exchange_point, locale) })
                }
                was={money(p.original_price, locale)}
              >
                <p class="promo-meta">{t('cat.promo.points.stock', { n: p.enable_quantity })}</p>
                <div class="promo-action">
                  <PromoBuyButton
                    goodsId={p.goods_id}
                    skuId={p.sku_id}
                    activityId={p.exchange_id}
                    promotionType="EXCHANGE"
                    label={t('cat.promo.points.redeem')}
                  />
                </div>
              </PromoCard>
            ))}
          </ul>
        )}
      />
    </PromoPage>
  );
}

/** A member's spendable points above the goods, with the way to their movements; nothing for a visitor or when it cannot be read. */
function MyPoints() {
  const { t, locale } = useT();
  const user = useStore($user);
  const { state } = useAsync((signal) => (user ? fetchMyPoints(signal) : Promise.resolve(null)), [user ? 1 : 0]);
  if (!user || state.status !== 'ready' || !state.data) return null;
  return (
    <p class="promo-mine" data-testid="my-points">
      {t('cat.promo.points.mine', { n: formatPoints(state.data.consum_point, locale) })} ·{' '}
      <a href="/member/my-points">{t('cat.promo.points.history')}</a>
    </p>
  );
}
