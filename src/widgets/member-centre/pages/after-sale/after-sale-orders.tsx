import { fetchOrders, type Order } from '../../../../core/api/orders';
import { formatMoney } from '../../../../core/money';
import { useT } from '../../../../core/ui/use-t';
import { useDocumentTitle } from '../../page-title';
import type { PageProps } from '../../page-props';
import { dateOf, ListSkeleton, ListStates, useListPage, useListSheet } from '../member-lists';
import { AfterSaleFrame } from './parts';

export const applyHref = (sn: string) => `/member/apply-service?order_sn=${encodeURIComponent(sn)}`;

/**
 * `/member/after-sale`: the buyer's orders, each that allows it with its "apply for service"
 * action, and the way to the service and refund records.
 */
export default function AfterSaleOrders({ location }: PageProps) {
  const { t, locale } = useT();
  const title = t('as.title.afterSale');
  useDocumentTitle(title);
  const ref = useListSheet<HTMLDivElement>();
  const { state, retry } = useListPage(async (pageNo) => {
    const page = await fetchOrders('ALL', pageNo);
    return {
      items: page.data.filter((order) => order.order_operate_allowable_vo.allow_apply_service),
      total: page.data_total,
      pageNo: page.page_no,
      pageSize: page.page_size,
    };
  }, location);
  return (
    <AfterSaleFrame path={location.pathname} title={title}>
      <div ref={ref} class="ml">
        <p class="as-note">{t('as.list.intro')}</p>
        <div class="ml-toolbar">
          <nav class="ml-tabs" aria-label={title}>
            <a href="/member/after-sale" aria-current="page">
              {t('as.nav.afterSale')}
            </a>
            <a href="/member/service-record">{t('as.nav.record')}</a>
            <a href="/member/refund-record">{t('as.nav.refunds')}</a>
          </nav>
        </div>
        <ListStates
          state={state}
          retry={retry}
          location={location}
          skeleton={<ListSkeleton count={3} kind="rows" />}
          empty={{ title: t('as.list.empty'), body: t('as.list.emptyBody'), href: '/', action: t('as.list.shop') }}
        >
          {(page) => (
            <ul class="as-list">
              {page.items.map((order: Order) => (
                <li key={order.sn} class="as-row" data-testid="after-sale-order">
                  <div>
                    <h2>{t('as.order', { sn: order.sn })}</h2>
                    <p class="as-meta">
                      <span>{order.seller_name}</span>
                      <span>{dateOf(order.create_time, locale)}</span>
                      <span>{order.sku_list.map((sku) => `${sku.name} × ${sku.num}`).join(', ')}</span>
                      <strong>{formatMoney(order.pay_money, locale)}</strong>
                    </p>
                  </div>
                  <a class="btn primary" href={applyHref(order.sn)}>
                    {t('as.list.apply')}
                  </a>
                </li>
              ))}
            </ul>
          )}
        </ListStates>
      </div>
    </AfterSaleFrame>
  );
}
