import { fetchTakenBack } from '../../../../core/api/distribution';
import { formatMoney } from '../../../../core/money';
import { useT } from '../../../../core/ui/use-t';
import type { PageProps } from '../../page-props';
import { useDocumentTitle } from '../../page-title';
import { dateOf, ListSkeleton, ListStates, useListPage, useListSheet } from '../member-lists';
import { DistributionFrame } from './parts';

/** The page's content, asked for only once the member is known to be an approved distributor. */
function Content({ location }: PageProps) {
  const { t, locale } = useT();
  const ref = useListSheet<HTMLDivElement>();
  const { state, retry } = useListPage(async (pageNo, signal) => {
    const page = await fetchTakenBack(pageNo, signal);
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
          title: t('ds.refund.empty'),
          body: t('ds.refund.emptyBody'),
          href: '/member/distribution/my-performance',
          action: t('ds.nav.performance'),
        }}
      >
        {(page) => (
          <table class="ds-table" data-testid="taken-back">
            <thead>
              <tr>
                <th>{t('ds.commission.order')}</th>
                <th>{t('ds.commission.level')}</th>
                <th class="num">{t('ds.commission.amount')}</th>
                <th>{t('ds.commission.date')}</th>
              </tr>
            </thead>
            <tbody>
              {page.items.map((row) => (
                <tr key={row.id} data-testid="taken-back-row">
                  <td>{row.order_sn}</td>
                  <td>{t('ds.commission.levelN', { n: row.level })}</td>
                  <td class="num">−{formatMoney(row.amount, locale)}</td>
                  <td>{dateOf(row.create_time, locale)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </ListStates>
    </div>
  );
}

/** `/member/distribution/my-performance-refund`: commissions taken back because their order was refunded after settlement. */
export default function PerformanceRefund(props: PageProps) {
  const { t } = useT();
  const title = t('ds.nav.refunds');
  useDocumentTitle(title);
  return (
    <DistributionFrame path={props.location.pathname} title={title}>
      {() => <Content {...props} />}
    </DistributionFrame>
  );
}
