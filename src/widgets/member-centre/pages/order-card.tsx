import { useLayoutEffect, useRef, useState } from 'react';
import { buyAgain, cancelOrder, confirmReceipt, type Order, type OrderDetail } from '../../../core/api/orders';
import { errorText } from '../../../core/errors';
import { bcp47 } from '../../../core/locale';
import { formatMoney } from '../../../core/money';
import { formatSignedMoney } from '../../../core/money-signed';
import { canBuyAgain } from '../../../core/order-progress';
import { afterCartChange } from '../../../core/cart/after-change';
import { toast } from '../../../core/toasts';
import { useConfirm } from '../../../core/ui/confirm-dialog';
import { useT } from '../../../core/ui/use-t';
import { Countdown } from './countdown';
import { OrderCancelForm } from './order-cancel-form';
import { OrderInvoice } from './order-invoice';
import { OrderProgress } from './order-progress';
import { OrderTracking } from './order-tracking';

/** One order: its lines, and on the detail page its facts, progress and tracking; the actions it allows. */
export function OrderCard({ order, onChanged, detail }: { order: Order | OrderDetail; onChanged(): void; detail?: boolean }) {
  const { t, locale } = useT();
  const [cancelling, setCancelling] = useState(false);
  const [tracking, setTracking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [missing, setMissing] = useState<string[]>([]);
  const [confirmDialog, confirm] = useConfirm();
  const money = (v: number) => formatMoney(v, locale);
  const allow = order.order_operate_allowable_vo;
  const trackable = allow.allow_check_express && order.logi_id > 0 && order.ship_no !== '';
  const act = async (fn: () => Promise<unknown>, done: string) => {
    try {
      await fn();
      toast(done, 'success');
      onChanged();
    } catch (err) {
      toast(errorText(err), 'error');
    }
  };
  // Closing the reason form puts focus back on the button that opened it, not on the page's top.
  const cancelButton = useRef<HTMLButtonElement>(null);
  const refocus = useRef(false);
  // a layout effect: focus moves in the same frame the form goes, never resting on <body>
  useLayoutEffect(() => {
    if (cancelling || !refocus.current) return;
    refocus.current = false;
    cancelButton.current?.focus();
  }, [cancelling]);
  const closeCancel = () => {
    refocus.current = true;
    setCancelling(false);
  };
  // Confirming receipt completes the order and pays the seller: asked once, saying so.
  const received = async () => {
    const yes = await confirm({
      title: t('ui.confirm.receiptTitle', { sn: order.sn }),
      body: t('ui.confirm.receiptBody'),
      action: t('ui.confirm.receiptAction'),
    });
    if (yes) await act(() => confirmReceipt(order.sn), t('buy.orders.received'));
  };
  const again = async () => {
    setBusy(true);
    try {
      const result = await buyAgain(order.sn);
      setMissing(result.not_added.map((line) => `${line.name} (${line.reason})`));
      if (result.added.length > 0) toast(t('buy.orders.buyAgainDone', { n: result.added.length }), 'success');
      await afterCartChange();
    } catch (err) {
      toast(errorText(err), 'error');
    } finally {
      setBusy(false);
    }
  };
  return (
    <article class="buy-shop buy-order" data-sn={order.sn} data-status={order.status_code}>
      <header class="buy-shop-head">
        <span class="small">
          <strong>{order.seller_name}</strong> · {t('buy.cashier.number', { sn: order.sn })} ·{' '}
          {new Date(order.create_time * 1000).toLocaleDateString(bcp47(locale))}
        </span>
        <span class="buy-status">{t(`buy.orders.status${order.status_code}`)}</span>
      </header>
      {detail && <OrderProgress statusCode={order.status_code} />}
      <ul class="buy-lines">
        {order.sku_list.map((sku) => (
          <li key={sku.sku_id} class="buy-line buy-line-ro">
            <img src={sku.goods_image} alt="" width={56} height={56} loading="lazy" />
            <span class="buy-name">
              <a href={`/goods/${sku.goods_id}`}>{sku.name}</a>
              {sku.spec_text && <span class="small muted buy-spec">{sku.spec_text}</span>}
              {sku.snapshot_id > 0 && (
                <a
                  class="small muted buy-snap"
                  href={`/goods/snapshot?id=${sku.snapshot_id}`}
                  aria-label={t('buy.orders.snapshotOf', { name: sku.name })}
                >
                  {t('buy.orders.snapshot')}
                </a>
              )}
            </span>
            <span class="buy-unit">
              {money(sku.purchase_price)} × {sku.num}
            </span>
            <strong class="buy-sub">{money(sku.subtotal)}</strong>
          </li>
        ))}
      </ul>
      {detail && (
        <dl class="buy-facts">
          <dt>{t('buy.orders.shipTo')}</dt>
          <dd>
            {order.ship_name} · {order.ship_mobile} ·{' '}
            {[order.ship_addr, order.ship_county, order.ship_city, order.ship_province].join(', ')}
          </dd>
          <dt>{t('buy.checkout.goods')}</dt>
          <dd>{money(order.goods_price)}</dd>
          <dt>{t('buy.checkout.shipping')}</dt>
          <dd>{money(order.shipping_amount)}</dd>
          <dt>{t('buy.checkout.discount')}</dt>
          <dd>{formatSignedMoney(-order.discount_price, locale)}</dd>
          {order.logi_name && (
            <>
              <dt>{t('buy.orders.tracking')}</dt>
              <dd>
                {order.logi_name} {order.ship_no}
              </dd>
            </>
          )}
          {order.cancel_reason && (
            <>
              <dt>{t('buy.orders.reason')}</dt>
              <dd>{order.cancel_reason}</dd>
            </>
          )}
          <OrderInvoice order={order} />
        </dl>
      )}
      {(tracking || (detail && trackable)) && trackable && <OrderTracking companyId={order.logi_id} courierNum={order.ship_no} />}
      <footer class="buy-order-foot">
        {allow.allow_cancel && order.cancel_left_time > 0 && (
          <span class="muted small" role="timer">
            {t('buy.orders.left')} <Countdown seconds={order.cancel_left_time} onEnd={onChanged} />
          </span>
        )}
        <span class="buy-order-total">
          {t('buy.orders.total')} <strong>{money(order.order_amount)}</strong>
        </span>
        <span class="actions">
          {!detail && (
            <a class="btn" href={`/member/my-order/detail?sn=${encodeURIComponent(order.sn)}`}>
              {t('buy.orders.detail')}
            </a>
          )}
          {!detail && trackable && !tracking && (
            <button type="button" class="btn" onClick={() => setTracking(true)}>
              {t('buy.orders.track')}
            </button>
          )}
          {canBuyAgain(order.status_code) && (
            <button type="button" class="btn" disabled={busy} onClick={() => void again()}>
              {t('buy.orders.buyAgain')}
            </button>
          )}
          {allow.allow_pay && (
            <a class="btn primary" href={`/checkout/cashier?order_sn=${encodeURIComponent(order.sn)}`}>
              {t('buy.orders.pay')}
            </a>
          )}
          {allow.allow_comment && (
            <a class="btn primary" href={`/member/comments?order_sn=${encodeURIComponent(order.sn)}`}>
              {t('rev.orderAction')}
            </a>
          )}
          {allow.allow_rog && (
            <button type="button" class="btn primary" onClick={() => void received()}>
              {t('buy.orders.confirm')}
            </button>
          )}
          {allow.allow_apply_service && (
            <a class="btn" href={`/member/apply-service?order_sn=${encodeURIComponent(order.sn)}`}>
              {t('as.list.apply')}
            </a>
          )}
          {allow.allow_cancel && !cancelling && (
            <button ref={cancelButton} type="button" class="btn" onClick={() => setCancelling(true)}>
              {t('buy.orders.cancel')}
            </button>
          )}
        </span>
      </footer>
      {missing.length > 0 && (
        <p class="buy-pad form-error" role="alert">
          {t('buy.orders.buyAgainMissing', { lines: missing.join('; ') })} <a href="/cart">{t('buy.orders.goCart')}</a>
        </p>
      )}
      {confirmDialog}
      {cancelling && (
        <OrderCancelForm
          sn={order.sn}
          onClose={closeCancel}
          onCancel={(reason) => void act(() => cancelOrder(order.sn, reason), t('buy.orders.cancelled'))}
        />
      )}
    </article>
  );
}
