import { fetchPointGoods, PROMO_PAGE_SIZE } from '../../../core/api/promotions';
import { useT } from '../../../core/ui/use-t';
import { useAsync } from '../../lib/use-async';
import type { PageProps } from '../../types';
import { money, PagedList, pageNoOf, PromoCard, PromoPage } from './promo-parts';

/** `/points-mall`: point goods (goods_type POINT), cheapest in points first. */
export default function PointsMallPage({ route, location }: PageProps) {
  const { t, locale } = useT();
  const pageNo = pageNoOf(location);
  const { state, retry } = useAsync((signal) => fetchPointGoods(pageNo, signal), [pageNo, locale]);
  return (
    <PromoPage route={route} lead={t('cat.promo.points.lead')}>
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
                price={p.exchange_money > 0 ? t('cat.promo.points.plus', { points: p.exchange_point, money: money(p.exchange_money, locale) }) : t('cat.promo.points.points', { n: p.exchange_point })}
                was={money(p.original_price, locale)}
              >
                <p class="promo-meta">{t('cat.promo.points.stock', { n: p.enable_quantity })}</p>
                <div class="promo-action">
                  <a class="btn primary" href={`/goods/${p.goods_id}`}>{t('cat.promo.points.redeem')}</a>
                </div>
              </PromoCard>
            ))}
          </ul>
        )}
      />
    </PromoPage>
  );
}
