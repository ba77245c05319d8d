import { fetchRefunds } from '../../../../core/api/after-sale';
import { formatMoney } from '../../../../core/money';
import { useT } from '../../../../core/ui/use-t';
import { useDocumentTitle } from '../../page-title';
import type { PageProps } from '../../page-props';
import { dateOf, ListSkeleton, ListStates, useListPage, useListSheet } from '../member-lists';
import { AfterSaleFrame, detailHref } from './parts';

/** `/member/refund-record`: each refund, its amount and where the money went (balance, payment method, points). */
export default function RefundRecord({ location }: PageProps) {
  const { t, locale } = useT();
  const title = t('as.title.refunds');
  useDocumentTitle(title);
  const ref = useListSheet<HTMLDivElement>();
  const money = (value: number) => formatMoney(value, locale);
  const { state, retry } = useListPage(async (pageNo, signal) => {
    const page = await fetchRefunds(pageNo, signal);
    return { items: page.data, total: page.data_total, pageNo: page.page_no, pageSize: page.page_size };
  }, location);
  return (
    <AfterSaleFrame path={location.pathname} title={title}>
      <div ref={ref} class="ml">
        <ListStates
          state={state}
          retry={retry}
          location={location}
          skeleton={<ListSkeleton count={3} kind="rows" />}
          empty={{ title: t('as.refunds.empty'), body: t('as.refunds.emptyBody'), href: '/member/after-sale', action: t('as.list.apply') }}
        >
          {(page) => (
            <table class="as-table" data-testid="refund-record">
              <thead>
                <tr>
                  <th>{t('as.refunds.date')}</th>
                  <th>{t('as.title.detail')}</th>
                  <th class="num">{t('as.refunds.amount')}</th>
                  <th class="num">{t('as.detail.toBalance')}</th>
                  <th class="num">{t('as.detail.toGateway')}</th>
                  <th>{t('as.detail.refund')}</th>
                </tr>
              </thead>
              <tbody>
                {page.items.map((refund) => (
                  <tr key={refund.service_sn} data-testid="refund-row">
                    <td>{dateOf(refund.create_time, locale)}</td>
                    <td>
                      <a href={detailHref(refund.service_sn)}>{t('as.service', { sn: refund.service_sn })}</a>
                    </td>
                    <td class="num">
                      <strong>{money(refund.refund_price)}</strong>
                    </td>
                    <td class="num">{money(refund.balance_price)}</td>
                    <td class="num">{money(refund.gateway_price)}</td>
                    <td>{t(`as.refunds.status.${refund.status}`)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </ListStates>
      </div>
    </AfterSaleFrame>
  );
}
