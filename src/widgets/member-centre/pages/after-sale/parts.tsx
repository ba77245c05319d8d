import type { ReactNode } from 'react';
import { ApiError } from '../../../../core/errors';
import { ErrorState, MissingState } from '../../../../core/ui/states';
import type { Async } from '../../../../core/ui/use-async';
import type { Service, ServiceStatus } from '../../../../core/api/after-sale';
import { formatMoney } from '../../../../core/money';
import { useT } from '../../../../core/ui/use-t';
import { useSheet } from '../../../../core/ui/use-sheet';
import { dateOf } from '../member-lists';
import { MemberFrame } from '../parts';
import css from './after-sale.css?inline';

/** The member centre frame around an after-sale page, with the pages' sheet. */
export function AfterSaleFrame({ path, title, children }: { path: string; title: string; children: ReactNode }) {
  const ref = useSheet<HTMLDivElement>(css);
  return (
    <MemberFrame path={path} title={title}>
      <div ref={ref} class="as-page">
        {children}
      </div>
    </MemberFrame>
  );
}

export function StatusBadge({ status }: { status: ServiceStatus }) {
  const { t } = useT();
  return (
    <span class="as-badge" data-status={status}>
      {t(`as.status.${status}`)}
    </span>
  );
}

export const detailHref = (sn: string) => `/member/service-detail?sn=${encodeURIComponent(sn)}`;

/** A service in the record: what, which order, when, where it stands. */
export function ServiceRow({ service }: { service: Service }) {
  const { t, locale } = useT();
  const units = service.lines.reduce((sum, line) => sum + line.num, 0);
  return (
    <li class="as-row" data-testid="service-row">
      <div>
        <h2>
          <a href={detailHref(service.sn)}>{t(`as.type.${service.service_type}`)}</a> <StatusBadge status={service.status} />
        </h2>
        <p class="as-meta">
          <span>{t('as.service', { sn: service.sn })}</span>
          <span>{t('as.order', { sn: service.order_sn })}</span>
          <span>{dateOf(service.create_time, locale)}</span>
          <span>
            {service.lines.map((line) => line.name).join(', ')} × {units}
          </span>
          {service.refund && <strong>{formatMoney(service.refund.refund_price, locale)}</strong>}
        </p>
      </div>
      <a class="btn" href={detailHref(service.sn)}>
        {t('as.list.view')}
      </a>
    </li>
  );
}

/**
 * What an after-sale page shows of the one thing it loads: "loading", the page's own "not there"
 * (a 404: a link to a service or order that is not the buyer's, or gone) with its way on, any
 * other failure with a retry, then `children` with the data.
 */
export function LoadedPage<T>({
  state,
  retry,
  missing,
  children,
}: {
  state: Async<T>;
  retry: () => void;
  missing: { title: string; body: string; href: string; action: string };
  children: (data: T) => ReactNode;
}) {
  const { t } = useT();
  if (state.status === 'loading') return <p aria-busy="true">{t('acct.lists.loading')}</p>;
  if (state.status === 'error')
    return state.error instanceof ApiError && state.error.status === 404 ? (
      <MissingState {...missing} />
    ) : (
      <ErrorState error={state.error} onRetry={retry} />
    );
  return <>{children(state.data)}</>;
}
