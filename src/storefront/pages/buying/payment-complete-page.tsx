import { fetchCashier, payQuery, type PayKind } from '../../../core/api/payment';
import { formatMoney } from '../../../core/money';
import { useT } from '../../../core/ui/use-t';
import { ErrorState } from '../../../core/ui/states';
import { StepBar } from '../../components/step-bar';
import { useAsync } from '../../../core/ui/use-async';
import { useDocumentTitle } from '../../lib/use-title';
import type { PageProps } from '../../types';
import css from '../../../widgets/member-centre/pages/buying.css?inline';
import { payOutcome, type PayOutcome } from './pay-outcome';
import { useSheet } from '../../../core/ui/use-sheet';

interface View {
  title: string;
  lines: string[];
  links: [string, string][];
  tone: 'ok' | 'alert';
}

/** Words and ways on for each outcome; the first link is the main one. */
function viewOf(
  outcome: PayOutcome,
  t: (key: string, params?: Record<string, string | number>) => string,
  money: (value: number) => string,
  sn: string,
  cashier: string,
): View {
  const orders: [string, string] = ['/member/my-order', t('buy.complete.orders')];
  const balance: [string, string] = ['/member/account-balance', t('buy.complete.balance')];
  switch (outcome.kind) {
    case 'paid':
      return {
        title: t('buy.complete.paid'),
        lines: outcome.refund > 0 ? [t('buy.complete.paidRefund', { amount: money(outcome.refund) })] : [],
        links: outcome.refund > 0 ? [orders, balance] : [orders, ['/', t('buy.complete.home')]],
        tone: 'ok',
      };
    case 'refunded':
      return {
        title: t('buy.complete.refunded'),
        lines: [t('buy.complete.refundedBody', { amount: money(outcome.refund) })],
        links: [balance, orders],
        tone: 'alert',
      };
    case 'cancelled':
      return { title: t('buy.complete.cancelled'), lines: [], links: [orders, ['/', t('buy.complete.home')]], tone: 'alert' };
    case 'transfer':
      return {
        title: t('buy.complete.transfer'),
        lines: [t('buy.complete.transferBody', { amount: money(outcome.due), sn })],
        links: [[cashier, t('buy.complete.cashier')], orders],
        tone: 'ok',
      };
    case 'cod':
      return {
        title: t('buy.cashier.codTitle'),
        lines: [t('buy.cashier.codBody', { amount: money(outcome.due) })],
        links: [orders, ['/', t('buy.complete.home')]],
        tone: 'ok',
      };
    case 'unpaid':
      return {
        title: t('buy.complete.unpaid'),
        lines: [t('buy.complete.stillDue', { amount: money(outcome.due) })],
        links: [[cashier, t('buy.complete.cashier')], orders],
        tone: 'alert',
      };
  }
}

/** `/payment-complete`: where a payment ends up; the server's state of the orders, not the URL, says what happened. */
export default function PaymentCompletePage({ location }: PageProps) {
  const { t, locale } = useT();
  const ref = useSheet<HTMLDivElement>(css);
  useDocumentTitle(t('buy.complete.title'));
  const kind: PayKind = location.query.order_sn ? 'ORDER' : 'TRADE';
  const sn = String((kind === 'ORDER' ? location.query.order_sn : location.query.trade_sn) ?? '');
  const { state, retry } = useAsync(() => fetchCashier(kind, sn), [kind, sn]);
  const view =
    state.status === 'ready'
      ? viewOf(payOutcome(state.data), t, (value) => formatMoney(value, locale), sn, `/checkout/cashier?${payQuery(kind, sn)}`)
      : undefined;
  return (
    <div class="wrap page buy" ref={ref}>
      <StepBar current="submitted" />
      {state.status === 'error' ? (
        <ErrorState error={state.error} onRetry={retry} />
      ) : !view || state.status !== 'ready' ? (
        <div class="buy-skeleton" aria-busy="true" />
      ) : (
        <div
          class={`state buy-complete ${view.tone}`}
          role={view.tone === 'ok' ? 'status' : 'alert'}
          data-outcome={payOutcome(state.data).kind}
        >
          <h1 class="buy-title">{view.title}</h1>
          {view.lines.map((line) => (
            <p key={line}>{line}</p>
          ))}
          <p class="muted">{t('buy.cashier.number', { sn })}</p>
          <div class="actions">
            {view.links.map(([href, label], i) => (
              <a key={href} class={i === 0 ? 'btn primary' : 'btn'} href={href}>
                {label}
              </a>
            ))}
          </div>
        </div>
      )}
    </div>
  );
}
