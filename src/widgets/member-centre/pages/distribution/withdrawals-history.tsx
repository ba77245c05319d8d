import { fetchWithdrawals } from '../../../../core/api/distribution';
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
  const { state, retry } = useListPage(async (pageNo, signal) => {
    const page = await fetchWithdrawals(pageNo, signal);
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
          title: t('ds.withdrawal.empty'),
          body: t('ds.withdrawal.emptyBody'),
          href: '/member/distribution/withdrawals-apply',
          action: t('ds.withdrawal.applyAction'),
        }}
      >
        {(page) => (
          <table class="ds-table" data-testid="withdrawals">
            <thead>
              <tr>
                <th>{t('ds.withdrawal.date')}</th>
                <th class="num">{t('ds.withdrawal.amount')}</th>
                <th>{t('ds.withdrawal.account')}</th>
                <th>{t('ds.withdrawal.status')}</th>
                <th>{t('ds.withdrawal.remark')}</th>
              </tr>
            </thead>
            <tbody>
              {page.items.map((w) => (
                <tr key={w.id} data-testid="withdrawal-row" data-status={w.status}>
                  <td>{dateOf(w.create_time, locale)}</td>
                  <td class="num">
                    <strong>{formatMoney(w.amount, locale)}</strong>
                  </td>
                  <td>
                    {w.bank_name} ···{w.clabe.slice(-4)}
                  </td>
                  <td>
                    <StatusBadge status={w.status} text={t(`ds.withdrawal.statusOf.${w.status}`)} />
                  </td>
                  <td>{w.remark}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </ListStates>
    </div>
  );
}

/** `/member/distribution/withdrawals-history`: each withdrawal, where it went and where it stands. */
export default function WithdrawalsHistory(props: PageProps) {
  const { t } = useT();
  const title = t('ds.nav.withdrawals');
  useDocumentTitle(title);
  return (
    <DistributionFrame path={props.location.pathname} title={title}>
      {() => <Content {...props} />}
    </DistributionFrame>
  );
}
