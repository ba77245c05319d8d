import { fetchCrowdfunding, PROMO_PAGE_SIZE } from '../../../core/api/promotions';
import { useT } from '../../../core/ui/use-t';
import { useAsync } from '../../../core/ui/use-async';
import type { PageProps } from '../../types';
import { PromoBuyButton } from './promo-buy';
import { dateText, money, PagedList, pageNoOf, Progress, PromoCard, PromoPage } from './promo-parts';

/** `/crowdfunding`: factory batches buyers back, each with a progress bar towards its goal. */
export default function CrowdfundingPage({ route, location }: PageProps) {
  const { t, locale } = useT();
  const pageNo = pageNoOf(location);
  const { state, retry } = useAsync((signal) => fetchCrowdfunding(pageNo, signal), [pageNo, locale]);
  return (
    <PromoPage route={route} lead={t('cat.promo.crowdfunding.lead')}>
      <PagedList
        state={state}
        retry={retry}
        location={location}
        pageSize={PROMO_PAGE_SIZE}
        skeleton={4}
        render={(items) => (
          <ul class="grid">
            {items.map((c) => (
              <PromoCard key={c.cf_id} goodsId={c.goods_id} name={c.title} image={c.thumbnail} price={money(c.price, locale)}>
                <p class="promo-meta">{c.goods_name}</p>
                <Progress
                  value={c.progress}
                  label={t('cat.promo.crowdfunding.progressLabel', { title: c.title })}
                  text={`${c.progress} % · ${t('cat.promo.crowdfunding.raised', { raised: money(c.raised_amount, locale), target: money(c.target_amount, locale) })}`}
                />
                <p class="promo-meta">
                  {c.progress >= 100 && <span class="chip">{t('cat.promo.crowdfunding.funded')}</span>}
                  <span>{t('cat.promo.crowdfunding.backers', { n: c.backers })}</span>
                  <span>{t('cat.promo.coupons.validUntil', { date: dateText(c.end_time, locale) })}</span>
                </p>
                <div class="promo-action">
                  <PromoBuyButton
                    goodsId={c.goods_id}
                    activityId={c.cf_id}
                    promotionType="CROWDFUNDING"
                    label={t('cat.promo.crowdfunding.back')}
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
