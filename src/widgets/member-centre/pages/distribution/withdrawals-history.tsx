import { fetchWithdrawals } from '../../../../core/api/distribution';
import { formatMoney } from '../../../../core/money';
import { useT } from '../../../../core/ui/use-t';
import type { PageProps } from '../../page-props';
import { dateOf } from '../member-lists';
import { distributionPage, PagedTable } from './paged-table';
import { StatusBadge } from './parts';

function Content({ location }: PageProps) {
  const { t, locale } = useT();
  return (
    <PagedTable
      location={location}
      load={fetchWithdrawals}
      testid="withdrawals"
      empty={{
        title: t('ds.withdrawal.empty'),
        body: t('ds.withdrawal.emptyBody'),
        href: '/member/distribution/withdrawals-apply',
        action: t('ds.withdrawal.applyAction'),
      }}
      columns={[
        { label: t('ds.withdrawal.date') },
        { label: t('ds.withdrawal.amount'), num: true },
        { label: t('ds.withdrawal.account') },
        { label: t('ds.withdrawal.status') },
        { label: t('ds.withdrawal.remark') },
      ]}
      row={(w) => (
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
      )}
    />
  );
}

/** `/member/distribution/withdrawals-history`: each withdrawal, where it went and where it stands. */
export default distributionPage('ds.nav.withdrawals', Content);
