import { fetchTakenBack } from '../../../../core/api/distribution';
import { formatSignedMoney } from '../../../../core/money-signed';
import { useT } from '../../../../core/ui/use-t';
import type { PageProps } from '../../page-props';
import { dateOf } from '../member-lists';
import { distributionPage, PagedTable } from './paged-table';

function Content({ location }: PageProps) {
  const { t, locale } = useT();
  return (
    <PagedTable
      location={location}
      load={fetchTakenBack}
      testid="taken-back"
      empty={{
        title: t('ds.refund.empty'),
        body: t('ds.refund.emptyBody'),
        href: '/member/distribution/my-performance',
        action: t('ds.nav.performance'),
      }}
      columns={[
        { label: t('ds.commission.order') },
        { label: t('ds.commission.level') },
        { label: t('ds.commission.amount'), num: true },
        { label: t('ds.commission.date') },
      ]}
      row={(row) => (
        <tr key={row.id} data-testid="taken-back-row">
          <td>{row.order_sn}</td>
          <td>{t('ds.commission.levelN', { n: row.level })}</td>
          {/* taken back: signed as every amount out of a balance is (core/money-signed.ts) */}
          <td class="num">{formatSignedMoney(-row.amount, locale)}</td>
          <td>{dateOf(row.create_time, locale)}</td>
        </tr>
      )}
    />
  );
}

/** `/member/distribution/my-performance-refund`: commissions taken back because their order was refunded after settlement. */
export default distributionPage('ds.nav.refunds', Content);
