import { useState } from 'react';
import { fetchOrder, fetchOrders, type Order, type OrderDetail, type OrderFilter } from '../../../core/api/orders';
import { useT } from '../../../core/ui/use-t';
import { Pagination } from '../../../core/ui/pagination';
import { EmptyState, ErrorState, MissingState } from '../../../core/ui/states';
import { isMissing } from '../../../core/missing';
import { useAsync } from '../../../core/ui/use-async';
import { useDocumentTitle } from '../page-title';
import type { PageProps } from '../page-props';
import { buyingCss as css } from '../../../core/ui/buying-sheet';
import { OrderCard } from './order-card';
import { MemberFrame } from './parts';
import { useSheet } from '../../../core/ui/use-sheet';

const PAGE_SIZE = 10;
const TABS: [OrderFilter, string][] = [
  ['ALL', 'buy.orders.all'],
  ['WAIT_PAY', 'buy.orders.toPay'],
  ['COMPLETE', 'buy.orders.completed'],
];

const listHref = (filter: OrderFilter, page: number) => {
  const query = new URLSearchParams();
  if (filter !== 'ALL') query.set('status', filter);
  if (page > 1) query.set('page', String(page));
  const text = query.toString();
  return text ? `/member/my-order?${text}` : '/member/my-order';
};

/** `/member/my-order` (tabs all / to pay / completed, `?page=`) and `/member/my-order/detail?sn=`. */
export default function OrdersPage({ route, location }: PageProps) {
  const { t } = useT();
  const ref = useSheet<HTMLDivElement>(css);
  const isDetail = route.name === 'memberMyOrderDetail';
  useDocumentTitle(t(isDetail ? 'buy.orders.detailTitle' : 'buy.orders.title'));
  const filter = (TABS.find(([f]) => f === location.query.status)?.[0] ?? 'ALL') as OrderFilter;
  const page = Math.max(1, Math.min(10_000, Number.parseInt(String(location.query.page ?? '1'), 10) || 1));
  const sn = String(location.query.sn ?? '');
  const [version, setVersion] = useState(0);
  const { state, retry } = useAsync(
    (): Promise<{ data: (Order | OrderDetail)[]; data_total: number }> =>
      isDetail ? fetchOrder(sn).then((order) => ({ data: [order], data_total: 1 })) : fetchOrders(filter, page),
    [isDetail, sn, filter, page, version],
  );
  const reload = () => setVersion((v) => v + 1);
  return (
    <MemberFrame path="/member/my-order">
      <div class="buy" ref={ref}>
        {isDetail && (
          <a class="buy-back small" href="/member/my-order">
            ← {t('buy.orders.backToList')}
          </a>
        )}
        <h1 class="buy-title">{t(isDetail ? 'buy.orders.detailTitle' : 'buy.orders.title')}</h1>
        {!isDetail && (
          <nav class="chips" aria-label={t('buy.orders.title')}>
            {TABS.map(([f, key]) => (
              <a key={f} href={listHref(f, 1)} aria-current={f === filter ? 'page' : undefined}>
                {t(key)}
              </a>
            ))}
          </nav>
        )}
        {state.status === 'error' && isDetail && isMissing(state.error) ? (
          <MissingState
            title={t('buy.orders.missing')}
            body={t('buy.orders.missingBody')}
            href="/member/my-order"
            action={t('buy.orders.backToList')}
          />
        ) : state.status === 'error' ? (
          <ErrorState error={state.error} onRetry={retry} />
        ) : state.status !== 'ready' ? (
          <div class="buy-skeleton" aria-busy="true" />
        ) : state.data.data.length === 0 ? (
          <>
            <EmptyState title={t('buy.orders.empty')}>
              <a class="btn primary" href="/">
                {t('buy.complete.home')}
              </a>
            </EmptyState>
            {/* a page past the end (orders cancelled since the link was made) still leads back to the others */}
            {!isDetail && (
              <Pagination current={page} total={Math.ceil(state.data.data_total / PAGE_SIZE)} href={(n) => listHref(filter, n)} />
            )}
          </>
        ) : (
          <>
            {state.data.data.map((order) => (
              <OrderCard key={order.sn} order={order} onChanged={reload} detail={isDetail} />
            ))}
            {!isDetail && (
              <Pagination current={page} total={Math.ceil(state.data.data_total / PAGE_SIZE)} href={(n) => listHref(filter, n)} />
            )}
          </>
        )}
      </div>
    </MemberFrame>
  );
}
