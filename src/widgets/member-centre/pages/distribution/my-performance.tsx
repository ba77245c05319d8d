import { fetchCommissions } from '../../../../core/api/distribution';
import { formatMoney } from '../../../../core/money';
import { useT } from '../../../../core/ui/use-t';
import type { PageProps } from '../../page-props';
import { useDocumentTitle } from '../../page-title';
import { dateOf, ListSkeleton, ListStates, useListPage, useListSheet } from '../member-lists';
import { DistributionFrame, StatusBadge } from './parts';

/** The page's content, asked for only once the member is known to be an approved distributor. */
function Content({ location }: PageProps) {
  const { t, locale } = useT();
  const ref = useListSheet<HTMLDivElement>();
  const money = (value: number) => formatMoney(value, locale);
  const { state, retry } = useListPage(async (pageNo, signal) => {
    const page = await fetchCommissions(pageNo, signal);
    return { items: page.data, total: page.data_total, pageNo: page.page_no, pageSize: page.page_size };
  }, location);
  return (
    <div ref={ref} class="ml">
      <ListStates
        state={state}
        retry={retry}
        location={location}
        skeleton={<ListSkeleton count={3} kind="rows" />}
        empty={{
          title: t('ds.commission.empty'),
          body: t('ds.commission.emptyBody'),
          href: '/member/distribution/my-recommend',
          action: t('ds.nav.recommend'),
        }}
      >
        {(page) => (
          <table class="ds-table" data-testid="commissions">
            <thead>
              <tr>
                <th>{t('ds.commission.order')}</th>
                <th>{t('ds.commission.buyer')}</th>
                <th>{t('ds.commission.level')}</th>
                <th class="num">{t('ds.commission.paid')}</th>
                <th class="num">{t('ds.commission.amount')}</th>
                <th>{t('ds.commission.status')}</th>
                <th>{t('ds.commission.date')}</th>
              </tr>
            </thead>
            <tbody>
              {page.items.map((c) => (
                <tr key={c.id} data-testid="commission-row" data-status={c.status}>
                  <td>{c.order_sn}</td>
                  <td>{c.buyer_name}</td>
                  <td>
                    {t('ds.commission.levelN', { n: c.level })} · {c.rate} %
                  </td>
                  <td class="num">{money(c.order_price)}</td>
                  <td class="num">
                    <strong>{money(c.amount)}</strong>
                    {c.taken_back > 0 && <div class="ds-note">{t('ds.commission.takenBack', { amount: money(c.taken_back) })}</div>}
                  </td>
                  <td>
                    <StatusBadge status={c.status} text={t(`ds.commission.statusOf.${c.status}`)} />
                  </td>
                  <td>{dateOf(c.settle_time ?? c.create_time, locale)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </ListStates>
    </div>
  );
}

/** `/member/distribution/my-performance`: the commission of each order of my downline, pending until it completes. */
export default function MyPerformance(props: PageProps) {
  const { t } = useT();
  const title = t('ds.nav.performance');
  useDocumentTitle(title);
  return (
    <DistributionFrame path={props.location.pathname} title={title}>
      {() => <Content {...props} />}
    </DistributionFrame>
  );
}
