import { fetchPeriods } from '../../../../core/api/distribution';
import { bcp47 } from '../../../../core/locale';
import { formatMoney } from '../../../../core/money';
import { useT } from '../../../../core/ui/use-t';
import type { PageProps } from '../../page-props';
import { useDocumentTitle } from '../../page-title';
import { ListSkeleton, ListStates, useListPage, useListSheet } from '../member-lists';
import { DistributionFrame } from './parts';

/** The page's content, asked for only once the member is known to be an approved distributor. */
function Content({ location }: PageProps) {
  const { t, locale } = useT();
  const ref = useListSheet<HTMLDivElement>();
  const money = (value: number) => formatMoney(value, locale);
  const { state, retry } = useListPage(async (pageNo, signal) => {
    const page = await fetchPeriods(pageNo, signal);
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
          title: t('ds.history.empty'),
          body: t('ds.history.emptyBody'),
          href: '/member/distribution/my-performance',
          action: t('ds.nav.performance'),
        }}
      >
        {(page) => (
          <table class="ds-table" data-testid="periods">
            <thead>
              <tr>
                <th>{t('ds.history.period')}</th>
                <th class="num">{t('ds.history.orders')}</th>
                <th class="num">{t('ds.history.settled')}</th>
                <th class="num">{t('ds.history.takenBack')}</th>
                <th class="num">{t('ds.history.withdrawn')}</th>
                <th class="num">{t('ds.history.net')}</th>
              </tr>
            </thead>
            <tbody>
              {page.items.map((p) => (
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
              ))}
            </tbody>
          </table>
        )}
      </ListStates>
    </div>
  );
}

/** "2026-11" → "noviembre de 2026" in the reader's language (the period is a UTC month). */
const monthOf = (period: string, locale: Parameters<typeof bcp47>[0]) =>
  new Intl.DateTimeFormat(bcp47(locale), { year: 'numeric', month: 'long', timeZone: 'UTC' }).format(new Date(`${period}-01T00:00:00Z`));

/** `/member/distribution/my-performance-history`: settlement periods (months) with their totals. */
export default function PerformanceHistory(props: PageProps) {
  const { t } = useT();
  const title = t('ds.nav.history');
  useDocumentTitle(title);
  return (
    <DistributionFrame path={props.location.pathname} title={title}>
      {() => <Content {...props} />}
    </DistributionFrame>
  );
}
