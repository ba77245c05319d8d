import { useState } from 'react';
import { LedgerPager } from './ledger-pager';
import { fetchMyPoints, fetchPointLog, POINTS_PAGE_SIZE } from '../../../core/api/points';
import { bcp47 } from '../../../core/locale';
import { formatPoints } from '../../../core/points';
import { useT } from '../../../core/ui/use-t';
import { ErrorState } from '../../../core/ui/states';
import { useAsync } from '../../../core/ui/use-async';
import { useDocumentTitle } from '../page-title';
import type { PageProps } from '../page-props';
import { MemberFrame } from './parts';

/** `/member/my-points`: the points to spend (and earned in all), and every movement, newest first, paged. */
export default function MyPointsPage({ location }: PageProps) {
  const { t, locale } = useT();
  const title = t('acct.points.title');
  useDocumentTitle(title);
  const [page, setPage] = useState(1);
  const balance = useAsync((signal) => fetchMyPoints(signal), []);
  const log = useAsync((signal) => fetchPointLog(page, signal), [page, locale]);
  const date = new Intl.DateTimeFormat(bcp47(locale), { dateStyle: 'medium' });
  const points = balance.state.status === 'ready' ? balance.state.data : undefined;
  const entries = log.state.status === 'ready' ? log.state.data : undefined;
  const pages = entries ? Math.max(1, Math.ceil(entries.data_total / POINTS_PAGE_SIZE)) : 1;
  return (
    <MemberFrame path={location.pathname} title={title}>
      {balance.state.status === 'error' ? (
        <ErrorState error={balance.state.error} onRetry={balance.retry} />
      ) : (
        <div class="acct-card" aria-busy={!points}>
          <h2>{t('acct.points.available')}</h2>
          <div class="acct-big" data-testid="points">
            {points ? formatPoints(points.consum_point, locale) : '…'}
          </div>
          {points && <p class="muted">{t('acct.points.earned', { n: formatPoints(points.grade_point, locale) })}</p>}
          <p class="muted">
            {t('acct.points.spendHint')} <a href="/points-mall">{t('acct.points.mall')}</a>
          </p>
        </div>
      )}
      {log.state.status === 'error' ? (
        <ErrorState error={log.state.error} onRetry={log.retry} />
      ) : (
        <div class="acct-card" aria-busy={!entries}>
          <h2>{t('acct.points.ledger')}</h2>
          {entries && entries.data.length === 0 ? (
            <p class="muted" data-testid="points-empty">
              {t('acct.points.empty')}
            </p>
          ) : (
            <table class="acct-table" data-testid="points-ledger">
              <thead>
                <tr>
                  <th>{t('acct.points.date')}</th>
                  <th>{t('acct.points.reason')}</th>
                  <th class="num">{t('acct.points.change')}</th>
                </tr>
              </thead>
              <tbody>
                {entries?.data.map((entry) => {
                  const added = entry.consum_point_type === 1;
                  return (
                    <tr key={entry.id}>
                      <td>{date.format(entry.time * 1000)}</td>
                      <td class="reason">{entry.reason}</td>
                      <td class={`num${added ? ' in' : ''}`}>{(added ? '+' : '−') + formatPoints(entry.consum_point, locale)}</td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          )}
          <LedgerPager page={page} pages={pages} onPage={setPage} strings="acct.points" />
        </div>
      )}
    </MemberFrame>
  );
}
