import type { ReactNode } from 'react';
import { fetchPurchase } from '../../../core/api/purchase';
import { ApiError } from '../../../core/errors';
import { bcp47 } from '../../../core/locale';
import { useT } from '../../../core/ui/use-t';
import { ErrorState, MissingState } from '../../../core/ui/states';
import { useAsync } from '../../../core/ui/use-async';
import { useSheet } from '../../../core/ui/use-sheet';
import { useDocumentTitle } from '../../lib/use-title';
import type { PageProps } from '../../types';
import { dayText, PriceText, StatusBadge } from './purchase-bits';
import css from './purchase.css?inline';

/** `/purchase/detail?id=`: one purchase request; contact details only when the buyer made them public. */
export default function PurchaseDetailPage({ route, location }: PageProps) {
  const { t, locale } = useT();
  useDocumentTitle(t(`sf.route.${route.name}`));
  const ref = useSheet<HTMLDivElement>(css);
  const id = Number(new URLSearchParams(location.search).get('id'));
  const valid = Number.isSafeInteger(id) && id > 0;
  const { state, retry } = useAsync(() => (valid ? fetchPurchase(id) : Promise.reject(new ApiError('', 404, '003', ''))), [id]);
  const back = (
    <a class="pur-back" href="/purchase">
      ← {t('pur.detail.back')}
    </a>
  );

  if (state.status === 'loading')
    return (
      <div ref={ref} class="wrap page pur-page" aria-busy="true">
        {back}
        <div class="pur-card skeleton pur-detail-skeleton" />
      </div>
    );
  if (state.status === 'error') {
    const missing = state.error instanceof ApiError && state.error.status === 404;
    return (
      <div ref={ref} class="wrap page pur-page">
        {missing ? (
          <MissingState title={t('pur.detail.missing')} body={t('pur.detail.missingBody')} href="/purchase" action={t('pur.detail.back')} />
        ) : (
          <ErrorState error={state.error} onRetry={retry} />
        )}
      </div>
    );
  }
  const p = state.data;
  const row = (label: string, value: ReactNode) => (
    <div>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
  const f = (field: string) => t(`pur.form.fields.${field}`);
  return (
    <div ref={ref} class="wrap page pur-page">
      {back}
      <article class="pur-detail" data-testid="purchase-detail">
        <div class="pur-card-head">
          <h1>{p.title}</h1>
          <StatusBadge status={p.status} />
        </div>
        <p class="muted small">
          {t('pur.detail.published', {
            date: new Intl.DateTimeFormat(bcp47(locale), { dateStyle: 'medium' }).format(p.create_time * 1000),
          })}
          {p.mine === 1 && <> · {t('pur.detail.mineNote')}</>}
        </p>
        <div class="pur-detail-grid">
          <section aria-labelledby="pd-goods">
            <h2 id="pd-goods">{t('pur.detail.goods')}</h2>
            {p.goods_img && <img class="pur-detail-img" src={p.goods_img} alt={p.goods_names} width={160} height={160} />}
            <dl class="pur-dl">
              {row(f('goods_names'), p.goods_names)}
              {row(f('goods_type'), t(`pur.goodsType.${p.goods_type}`))}
              {row(f('goods_category'), p.category_name)}
              {row(f('goods_num'), `${p.goods_num} ${p.goods_unit}`)}
              {p.goods_sku && row(f('goods_sku'), p.goods_sku)}
              {row(f('goods_price'), <PriceText purchase={p} />)}
              {row(f('remark'), p.remark || t('pur.detail.noRemark'))}
            </dl>
          </section>
          <section aria-labelledby="pd-delivery">
            <h2 id="pd-delivery">{t('pur.detail.delivery')}</h2>
            <dl class="pur-dl">
              {row(f('closing_date'), dayText(p.closing_date, locale))}
              {row(f('receiving_date'), dayText(p.receiving_date, locale))}
              {row(f('ship_county'), p.ship_region)}
              {row(f('seller_county'), p.seller_region)}
              {row(f('need_receipt'), p.need_receipt === 1 ? t('pur.detail.yes') : t('pur.detail.no'))}
            </dl>
            <h2>{t('pur.detail.contact')}</h2>
            {p.contact_name ? (
              <dl class="pur-dl">
                {row(f('contact_name'), p.contact_name)}
                {row(f('contact_num'), <a href={`tel:${p.contact_num.replace(/[^\d+]/g, '')}`}>{p.contact_num}</a>)}
              </dl>
            ) : (
              <p class="muted">{t('pur.detail.hidden')}</p>
            )}
          </section>
        </div>
      </article>
    </div>
  );
}
