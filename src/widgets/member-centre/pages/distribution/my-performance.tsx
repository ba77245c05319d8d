import { fetchCommissions } from '../../../../core/api/distribution';
import { formatMoney } from '../../../../core/money';
import { useT } from '../../../../core/ui/use-t';
import type { PageProps } from '../../page-props';
import { dateOf } from '../member-lists';
import { distributionPage, PagedTable } from './paged-table';
import { StatusBadge } from './parts';

function Content({ location }: PageProps) {
  const { t, locale } = useT();
  const money = (value: number) => formatMoney(value, locale);
  return (
    <PagedTable
      location={location}
      load={fetchCommissions}
      testid="commissions"
      empty={{
        title: t('ds.commission.empty'),
        body: t('ds.commission.emptyBody'),
        href: '/member/distribution/my-recommend',
        action: t('ds.nav.recommend'),
      }}
      columns={[
        { label: t('ds.commission.order') },
        { label: t('ds.commission.buyer') },
        { label: t('ds.commission.level') },
        { label: t('ds.commission.paid'), num: true },
        { label: t('ds.commission.amount'), num: true },
        { label: t('ds.commission.status') },
        { label: t('ds.commission.date') },
      ]}
      row={(c) => (
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
      )}
    />
  );
}

/** `/member/distribution/my-performance`: the commission of each order of my downline, pending until it completes. */
export default distributionPage('ds.nav.performance', Content);
