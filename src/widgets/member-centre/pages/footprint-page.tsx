import { fetchFootprint } from '../../../core/api/member-lists';
import { bcp47 } from '../../../core/locale';
import { formatMoney } from '../../../core/money';
import { useT } from '../../../core/ui/use-t';
import { useDocumentTitle } from '../page-title';
import type { PageProps } from '../page-props';
import { groupByDay, relativeDay } from './footprint-days';
import { ListSkeleton, ListStates, useListPage, useListSheet } from './member-lists';
import { MemberFrame } from './parts';

/** `/member/my-footprint`: the goods a member viewed, newest first, under the day of the view. */
export default function FootprintPage({ location }: PageProps) {
  const { t, locale } = useT();
  const title = t('acct.footprint.title');
  useDocumentTitle(title);
  const ref = useListSheet<HTMLDivElement>();
  const { state, retry } = useListPage(fetchFootprint, location);
  const dayName = new Intl.DateTimeFormat(bcp47(locale), { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
  const timeOf = new Intl.DateTimeFormat(bcp47(locale), { timeStyle: 'short' });
  return (
    <MemberFrame path={location.pathname} title={title}>
      <div ref={ref} class="ml" data-testid="footprint">
        <ListStates
          state={state}
          retry={retry}
          location={location}
          skeleton={<ListSkeleton count={8} kind="grid" />}
          empty={{
            title: t('acct.footprint.empty'),
            body: t('acct.footprint.emptyBody'),
            href: '/search',
            action: t('acct.footprint.browse'),
          }}
        >
          {(page) => (
            <>
              <p class="ml-count muted">{t('acct.lists.count', { n: page.total })}</p>
              {groupByDay(page.items, (g) => g.time).map((day) => {
                const relative = relativeDay(day.start, Date.now());
                return (
                  <section key={day.start} class="ml-day" aria-labelledby={`day-${day.start}`}>
                    <h2 id={`day-${day.start}`}>{relative ? t(`acct.footprint.${relative}`) : dayName.format(day.start)}</h2>
                    <ul class="ml-grid">
                      {day.items.map((g) => (
                        <li key={g.goodsId} class="ml-card">
                          <a class="ml-card-link" href={`/goods/${g.goodsId}`}>
                            <span class="ml-img">
                              <img src={g.image} alt="" width="200" height="200" loading="lazy" decoding="async" />
                              {g.stock === 0 && <span class="ml-badge">{t('acct.saved.soldOut')}</span>}
                            </span>
                            <span class="ml-name">{g.name}</span>
                          </a>
                          <strong class="ml-price">{formatMoney(g.price, locale)}</strong>
                          <span class="ml-meta muted">{t('acct.footprint.viewedAt', { time: timeOf.format(g.time * 1000) })}</span>
                        </li>
                      ))}
                    </ul>
                  </section>
                );
              })}
            </>
          )}
        </ListStates>
      </div>
    </MemberFrame>
  );
}
