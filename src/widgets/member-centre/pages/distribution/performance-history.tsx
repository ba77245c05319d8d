import { fetchPeriods } from '../../../../core/api/distribution';
import { bcp47 } from '../../../../core/locale';
import { formatMoney } from '../../../../core/money';
import { useT } from '../../../../core/ui/use-t';
import type { PageProps } from '../../page-props';
import { distributionPage, PagedTable } from './paged-table';

function Content({ location }: PageProps) {
  const { t, locale } = useT();
  const money = (value: number) => formatMoney(value, locale);
  return (
    <PagedTable
      location={location}
      load={fetchPeriods}
      testid="periods"
      empty={{
        title: t('ds.history.empty'),
        body: t('ds.history.emptyBody'),
        href: '/member/distribution/my-performance',
        action: t('ds.nav.performance'),
      }}
      columns={[
        { label: t('ds.history.period') },
        { label: t('ds.history.orders'), num: true },
        { label: t('ds.history.settled'), num: true },
        { label: t('ds.history.takenBack'), num: true },
        { label: t('ds.history.withdrawn'), num: true },
        { label: t('ds.history.net'), num: true },
      ]}
      row={(p) => (
        <tr key={p.period} data-testid="period-row">
          <td>{monthOf(p.period, locale)}</td>
          <td class="num">{p.orders}</td>
          <td class="num">{money(p.settled)}</td>
          <td class="num">{money(p.taken_back)}</td>
          <td class="num">{money(p.withdrawn)}</td>
          <td class="num">
            <strong>{money(p.net)}</strong>
          </td>
        </tr>
      )}
    />
  );
}

/** "2026-11" → "noviembre de 2026" in the reader's language (the period is a UTC month). */
const monthOf = (period: string, locale: Parameters<typeof bcp47>[0]) =>
  new Intl.DateTimeFormat(bcp47(locale), { year: 'numeric', month: 'long', timeZone: 'UTC' }).format(new Date(`${period}-01T00:00:00Z`));

/** `/member/distribution/my-performance-history`: settlement periods (months) with their totals. */
export default distributionPage('ds.nav.history', Content);
