import type { ReactNode } from 'react';
import type { DistributionSummary } from '../../../../core/api/distribution';
import { formatMoney } from '../../../../core/money';
import { ErrorState } from '../../../../core/ui/states';
import { useAsync } from '../../../../core/ui/use-async';
import { useSheet } from '../../../../core/ui/use-sheet';
import { useT } from '../../../../core/ui/use-t';
import { MemberFrame } from '../parts';
import { refreshDistributorStatus } from '../distributor-status';
import css from './distribution.css?inline';

/** The section's pages, in the order of its tabs. */
export const DISTRIBUTION_TABS: readonly [string, string][] = [
  ['/member/distribution/my-recommend', 'ds.nav.recommend'],
  ['/member/distribution/my-performance', 'ds.nav.performance'],
  ['/member/distribution/my-performance-refund', 'ds.nav.refunds'],
  ['/member/distribution/my-performance-history', 'ds.nav.history'],
  ['/member/distribution/withdrawals-setting', 'ds.nav.setting'],
  ['/member/distribution/withdrawals-apply', 'ds.nav.apply'],
  ['/member/distribution/withdrawals-history', 'ds.nav.withdrawals'],
];

/** Opens the distributor application dialog through the JS API (the loader's on a partner page, the storefront's footer dialog here). */
function openApplication(): void {
  const api = (window as unknown as { vitrina?: (name: string, ...args: unknown[]) => unknown }).vitrina;
  api?.('open', 'distributor-dialog');
}

/** Not an approved distributor: the spec's status message, and the application for one who never applied. */
function Gate({ status }: { status: number }) {
  const { t } = useT();
  const text = status === 0 ? t('ds.gate.pending') : status === 2 ? t('ds.gate.refused') : t('ds.gate.notApplied');
  return (
    <div class="ds-gate" data-testid="distribution-gate" data-status={status}>
      <h2>{t('ds.gate.title')}</h2>
      <p role="status">{text}</p>
      {status === -1 && (
        <button type="button" class="btn primary" onClick={openApplication}>
          {t('ds.gate.apply')}
        </button>
      )}
    </div>
  );
}

/**
 * The member centre frame around a distribution page: the status check first (only approved
 * distributors, status 1, see the section), then the section's tabs and the page.
 */
export function DistributionFrame({ path, title, children }: { path: string; title: string; children: () => ReactNode }) {
  const { t } = useT();
  const ref = useSheet<HTMLDivElement>(css);
  const { state, retry } = useAsync(() => refreshDistributorStatus(), []);
  const current = path === '/member/distribution' ? DISTRIBUTION_TABS[0]?.[0] : path;
  return (
    <MemberFrame path={path} title={title}>
      <div ref={ref} class="ds-page">
        {state.status === 'error' ? (
          <ErrorState error={state.error} onRetry={retry} />
        ) : state.status === 'loading' ? (
          <div aria-busy="true" class="ml-skeleton" />
        ) : state.data !== 1 ? (
          <Gate status={state.data} />
        ) : (
          <>
            <nav aria-label={t('ds.nav.section')}>
              <ul class="ds-tabs">
                {DISTRIBUTION_TABS.map(([href, key]) => (
                  <li key={href}>
                    <a href={href} aria-current={href === current ? 'page' : undefined}>
                      {t(key)}
                    </a>
                  </li>
                ))}
              </ul>
            </nav>
            {children()}
          </>
        )}
      </div>
    </MemberFrame>
  );
}

/** My money: available (red below zero, with why), pending, settled, taken back, withdrawn. */
export function MoneyCards({ summary }: { summary: DistributionSummary }) {
  const { t, locale } = useT();
  const money = (value: number) => formatMoney(value, locale);
  const cards: [string, number][] = [
    ['ds.money.available', summary.available],
    ['ds.money.pending', summary.pending],
    ['ds.money.settled', summary.settled_total],
    ['ds.money.takenBack', summary.taken_back_total],
    ['ds.money.withdrawn', summary.withdrawn_total],
  ];
  return (
    <>
      <dl class="ds-cards" data-testid="distribution-money">
        {cards.map(([key, value]) => (
          <div key={key} class="ds-card" data-negative={value < 0 || undefined} data-testid={key.slice(9)}>
            <dt>{t(key)}</dt>
            <dd>{money(value)}</dd>
          </div>
        ))}
      </dl>
      {summary.available < 0 && <p class="ds-note">{t('ds.money.negative')}</p>}
    </>
  );
}

export function StatusBadge({ status, text }: { status: string; text: string }) {
  return (
    <span class="ds-badge" data-status={status}>
      {text}
    </span>
  );
}
