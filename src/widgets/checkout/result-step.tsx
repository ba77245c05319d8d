import { useEffect } from 'react';
import { fetchCashier } from '../../core/api/payment';
import { emit } from '../../core/events';
import { commerce } from '../../core/analytics';
import { useHost } from '../../core/ui/host';
import { formatMoney } from '../../core/money';
import { useT } from '../../core/ui/use-t';
import { ErrorState } from '../../core/ui/states';
import { StepBar } from './checkout-steps';
import { useAsync } from '../../core/ui/use-async';
import { CheckoutLink, StepLink } from './checkout-link';
import type { CheckoutRoute } from './checkout-route';
import { payOutcome, type PayOutcome } from './pay-outcome';

interface View {
  title: string;
  lines: string[];
  /** storefront paths, or the cashier step of this payment */
  links: [string | CheckoutRoute, string][];
  tone: 'ok' | 'alert';
}

/** Words and ways on for each outcome; the first link is the main one. */
function viewOf(
  outcome: PayOutcome,
  t: (key: string, params?: Record<string, string | number>) => string,
  money: (value: number) => string,
  sn: string,
  cashier: CheckoutRoute,
): View {
  const orders: [string, string] = ['/member/my-order', t('co.complete.orders')];
  const balance: [string, string] = ['/member/account-balance', t('co.complete.balance')];
  switch (outcome.kind) {
    case 'paid':
      return {
        title: t('co.complete.paid'),
        lines: outcome.refund > 0 ? [t('co.complete.paidRefund', { amount: money(outcome.refund) })] : [],
        links: outcome.refund > 0 ? [orders, balance] : [orders, ['/', t('co.complete.home')]],
        tone: 'ok',
      };
    case 'refunded':
      return {
        title: t('co.complete.refunded'),
        lines: [t('co.complete.refundedBody', { amount: money(outcome.refund) })],
        links: [balance, orders],
        tone: 'alert',
      };
    case 'cancelled':
      return { title: t('co.complete.cancelled'), lines: [], links: [orders, ['/', t('co.complete.home')]], tone: 'alert' };
    case 'transfer':
      return {
        title: t('co.complete.transfer'),
        lines: [t('co.complete.transferBody', { amount: money(outcome.due), sn })],
        links: [[cashier, t('co.complete.cashier')], orders],
        tone: 'ok',
      };
    case 'cod':
      return {
        title: t('co.cashier.codTitle'),
        lines: [t('co.cashier.codBody', { amount: money(outcome.due) })],
        links: [orders, ['/', t('co.complete.home')]],
        tone: 'ok',
      };
    case 'unpaid':
      return {
        title: t('co.complete.unpaid'),
        lines: [t('co.complete.stillDue', { amount: money(outcome.due) })],
        links: [[cashier, t('co.complete.cashier')], orders],
        tone: 'alert',
      };
  }
}

/**
 * The result step (`/payment-complete`): where a payment ends up; the server's state of the orders,
 * not the URL, says what happened. A paid one emits `vitrina:paid` once.
 */
export function ResultStep({ route, go }: { route: CheckoutRoute; go(next: CheckoutRoute): void }) {
  const { t, locale } = useT();
  const host = useHost();
  const { kind, sn } = route;
  const { state, retry } = useAsync(() => fetchCashier(kind, sn), [kind, sn]);
  const outcome = state.status === 'ready' ? payOutcome(state.data) : undefined;
  const cashier: CheckoutRoute = { ...route, step: 'cashier', bill: '', status: '' };
  const view = outcome ? viewOf(outcome, t, (value) => formatMoney(value, locale), sn, cashier) : undefined;
  const paid = outcome?.kind === 'paid';
  useEffect(() => {
    if (paid) emit(host, 'paid', { sn });
  }, [paid, sn]);
  // GA4's purchase, once the purchase is final: paid, or placed cash on delivery (paid to the carrier)
  const bought = paid || outcome?.kind === 'cod';
  useEffect(() => {
    if (bought && state.status === 'ready') commerce(host, 'purchase', { transaction_id: sn, value: state.data.order_price, items: [] });
  }, [bought, sn]);
  return (
    <div class="wrap page buy">
      <StepBar current="submitted" />
      {state.status === 'error' ? (
        <ErrorState error={state.error} onRetry={retry} />
      ) : !view || !outcome ? (
        <div class="buy-skeleton" aria-busy="true" />
      ) : (
        <div class={`state buy-complete ${view.tone}`} role={view.tone === 'ok' ? 'status' : 'alert'} data-outcome={outcome.kind}>
          <h1 class="buy-title">{view.title}</h1>
          {view.lines.map((line) => (
            <p key={line}>{line}</p>
          ))}
          <p class="muted">{t('co.cashier.number', { sn })}</p>
          <div class="actions">
            {view.links.map(([to, label], i) =>
              typeof to === 'string' ? (
                <CheckoutLink key={to} class={i === 0 ? 'btn primary' : 'btn'} path={to}>
                  {label}
                </CheckoutLink>
              ) : (
                <StepLink key="cashier" class={i === 0 ? 'btn primary' : 'btn'} to={to} go={go}>
                  {label}
                </StepLink>
              ),
            )}
          </div>
        </div>
      )}
    </div>
  );
}
