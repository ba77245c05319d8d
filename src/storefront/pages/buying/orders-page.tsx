import { useEffect, useState } from 'react';
import { cancelOrder, confirmReceipt, fetchOrder, fetchOrders, type Order, type OrderFilter } from '../../../core/api/orders';
import { errorText } from '../../../core/errors';
import { bcp47 } from '../../../core/locale';
import { formatMoney } from '../../../core/money';
import { toast } from '../../../core/toasts';
import { useT } from '../../../core/ui/use-t';
import { EmptyState, ErrorState } from '../../components/states';
import { useAsync } from '../../lib/use-async';
import { useDocumentTitle } from '../../lib/use-title';
import type { PageProps } from '../../types';
import css from './buying.css?inline';
import { useSheet } from './use-sheet';

const CANCEL_REASON_MAX = 200;
const TABS: [OrderFilter, string][] = [['ALL', 'buy.orders.all'], ['WAIT_PAY', 'buy.orders.toPay'], ['COMPLETE', 'buy.orders.completed']];

/** mm:ss (or h:mm:ss) left to pay, ticking every second. */
function Countdown({ seconds, onEnd }: { seconds: number; onEnd(): void }) {
  const [left, setLeft] = useState(seconds);
  useEffect(() => {
    setLeft(seconds);
    const started = Date.now();
    const id = setInterval(() => {
      const next = Math.max(0, seconds - Math.floor((Date.now() - started) / 1000));
      setLeft(next);
      if (next === 0) {
        clearInterval(id);
        onEnd();
      }
    }, 1000);
    return () => clearInterval(id);
  }, [seconds]);
  const h = Math.floor(left / 3600);
  const m = Math.floor((left % 3600) / 60);
  const s = String(left % 60).padStart(2, '0');
  return <>{h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`}</>;
}

function OrderCard({ order, onChanged, detail }: { order: Order; onChanged(): void; detail?: boolean }) {
  const { t, locale } = useT();
  const [cancelling, setCancelling] = useState(false);
  const [error, setError] = useState('');
  const money = (v: number) => formatMoney(v, locale);
  const allow = order.order_operate_allowable_vo;
  const act = async (fn: () => Promise<unknown>, done: string) => {
    try {
      await fn();
      toast(done, 'success');
      onChanged();
    } catch (err) {
      toast(errorText(err), 'error');
    }
  };
  const submitCancel = (e: Event) => {
    e.preventDefault();
    const reason = String(new FormData(e.currentTarget as HTMLFormElement).get('reason') ?? '').trim();
    if (!reason) return setError(t('buy.orders.reasonRequired'));
    if (reason.length > CANCEL_REASON_MAX) return setError(t('buy.orders.reasonMax', { max: CANCEL_REASON_MAX }));
    setError('');
    void act(() => cancelOrder(order.sn, reason), t('buy.orders.cancelled'));
  };
  return (
    <article class="buy-shop buy-order" data-sn={order.sn} data-status={order.status_code}>
      <header class="buy-shop-head">
        <span class="small">
          <strong>{order.seller_name}</strong> · {t('buy.cashier.number', { sn: order.sn })} · {new Date(order.create_time * 1000).toLocaleDateString(bcp47(locale))}
        </span>
        <span class="buy-status">{t(`buy.orders.status${order.status_code}`)}</span>
      </header>
      <ul class="buy-lines">
        {order.sku_list.map((sku) => (
          <li key={sku.sku_id} class="buy-line buy-line-ro">
            <img src={sku.goods_image} alt="" width={56} height={56} loading="lazy" />
            <a class="buy-name" href={`/goods/${sku.goods_id}`}>{sku.name}</a>
            <span class="buy-unit">{money(sku.purchase_price)} × {sku.num}</span>
            <strong class="buy-sub">{money(sku.subtotal)}</strong>
          </li>
        ))}
      </ul>
      {detail && (
        <dl class="buy-facts">
          <dt>{t('buy.orders.shipTo')}</dt><dd>{order.ship_name} · {order.ship_mobile} · {[order.ship_addr, order.ship_county, order.ship_city, order.ship_province].join(', ')}</dd>
          <dt>{t('buy.checkout.goods')}</dt><dd>{money(order.goods_price)}</dd>
          <dt>{t('buy.checkout.shipping')}</dt><dd>{money(order.shipping_amount)}</dd>
          <dt>{t('buy.checkout.discount')}</dt><dd>−{money(order.discount_price)}</dd>
          {order.logi_name && (<><dt>{t('buy.orders.tracking')}</dt><dd>{order.logi_name} {order.ship_no}</dd></>)}
          {order.cancel_reason && (<><dt>{t('buy.orders.reason')}</dt><dd>{order.cancel_reason}</dd></>)}
        </dl>
      )}
      <footer class="buy-order-foot">
        {allow.allow_cancel && order.cancel_left_time > 0 && (
          <span class="muted small" role="timer">{t('buy.orders.left')} <Countdown seconds={order.cancel_left_time} onEnd={onChanged} /></span>
        )}
        <span class="buy-order-total">{t('buy.orders.total')} <strong>{money(order.order_amount)}</strong></span>
        <span class="actions">
          {!detail && <a class="btn" href={`/member/my-order/detail?sn=${encodeURIComponent(order.sn)}`}>{t('buy.orders.detail')}</a>}
          {allow.allow_pay && <a class="btn primary" href={`/checkout/cashier?order_sn=${encodeURIComponent(order.sn)}`}>{t('buy.orders.pay')}</a>}
          {allow.allow_rog && <button type="button" class="btn primary" onClick={() => void act(() => confirmReceipt(order.sn), t('buy.orders.received'))}>{t('buy.orders.confirm')}</button>}
          {allow.allow_cancel && !cancelling && <button type="button" class="btn" onClick={() => setCancelling(true)}>{t('buy.orders.cancel')}</button>}
        </span>
      </footer>
      {cancelling && (
        <form class="buy-pad buy-form" onSubmit={submitCancel} noValidate>
          <label>
            {t('buy.orders.reason')}
            <input name="reason" maxLength={CANCEL_REASON_MAX} aria-invalid={error ? true : undefined} />
          </label>
          {error && <p class="form-error" role="alert">{error}</p>}
          <div class="actions">
            <button type="submit" class="btn primary">{t('buy.orders.cancelConfirm')}</button>
            <button type="button" class="btn" onClick={() => setCancelling(false)}>{t('buy.address.cancel')}</button>
          </div>
        </form>
      )}
    </article>
  );
}

/** `/member/my-order` (tabs all / to pay / completed) and `/member/my-order/detail?sn=`. */
export default function OrdersPage({ route, location }: PageProps) {
  const { t } = useT();
  const ref = useSheet<HTMLDivElement>(css);
  const isDetail = route.name === 'memberMyOrderDetail';
  useDocumentTitle(t(isDetail ? 'buy.orders.detailTitle' : 'buy.orders.title'));
  const filter = (TABS.find(([f]) => f === location.query.status)?.[0] ?? 'ALL') as OrderFilter;
  const sn = String(location.query.sn ?? '');
  const [version, setVersion] = useState(0);
  const { state, retry } = useAsync(
    () => (isDetail ? fetchOrder(sn).then((order) => ({ data: [order], data_total: 1 })) : fetchOrders(filter, 1)),
    [isDetail, sn, filter, version],
  );
  const reload = () => setVersion((v) => v + 1);
  return (
    <div class="wrap page buy" ref={ref}>
      <h1 class="buy-title">{t(isDetail ? 'buy.orders.detailTitle' : 'buy.orders.title')}</h1>
      {!isDetail && (
        <nav class="chips" aria-label={t('buy.orders.title')}>
          {TABS.map(([f, key]) => (
            <a key={f} href={f === 'ALL' ? '/member/my-order' : `/member/my-order?status=${f}`} aria-current={f === filter ? 'page' : undefined}>{t(key)}</a>
          ))}
        </nav>
      )}
      {state.status === 'error' ? (
        <ErrorState error={state.error} onRetry={retry} />
      ) : state.status !== 'ready' ? (
        <div class="buy-skeleton" aria-busy="true" />
      ) : state.data.data.length === 0 ? (
        <EmptyState title={t('buy.orders.empty')}><a class="btn primary" href="/">{t('buy.complete.home')}</a></EmptyState>
      ) : (
        state.data.data.map((order) => <OrderCard key={order.sn} order={order} onChanged={reload} detail={isDetail} />)
      )}
    </div>
  );
}
