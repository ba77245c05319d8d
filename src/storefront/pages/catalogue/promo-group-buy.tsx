import { fetchGroupBuys, PROMO_PAGE_SIZE } from '../../../core/api/promotions';
import { useT } from '../../../core/ui/use-t';
import { useAsync } from '../../../core/ui/use-async';
import type { PageProps } from '../../types';
import { PromoBuyButton } from './promo-buy';
import { dateText, money, PagedList, pageNoOf, Progress, PromoCard, PromoPage } from './promo-parts';

/** `/group-buy`: goods at a group price while each campaign runs, with how much has sold. */
export default function GroupBuyPage({ route, location }: PageProps) {
  const { t, locale } = useT();
  const pageNo = pageNoOf(location);
  const { state, retry } = useAsync((signal) => fetchGroupBuys(pageNo, signal), [pageNo, locale]);
  return (
    <PromoPage route={route} lead={t('cat.promo.groupBuy.lead')}>
      <PagedList
        state={state}
        retry={retry}
        location={location}
        pageSize={PROMO_PAGE_SIZE}
        render={(items) => (
          <ul class="grid">
            {items.map((g) => {
              const text = t('cat.promo.groupBuy.progress', { sold: g.buy_num, total: g.goods_num });
              return (
                <PromoCard
                  key={g.gb_id}
                  goodsId={g.goods_id}
                  name={g.goods_name}
                  image={g.thumbnail}
                  price={money(g.price, locale)}
                  was={money(g.original_price, locale)}
                >
                  <Progress value={(g.buy_num * 100) / g.goods_num} label={text} text={text} />
                  <p class="promo-meta">{t('cat.promo.coupons.validUntil', { date: dateText(g.end_time, locale) })}</p>
                  <div class="promo-action">
                    <PromoBuyButton
                      goodsId={g.goods_id}
                      activityId={g.gb_id}
                      promotionType="GROUPBUY"
                      label={t('cat.promo.groupBuy.join')}
                    />
                  </div>
                </PromoCard>
              );
            })}
          </ul>
        )}
      />
    </PromoPage>
  );
}
