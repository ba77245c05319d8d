import { fetchCashier, type PayKind } from '../../../core/api/payment';
import { formatMoney } from '../../../core/money';
import { useT } from '../../../core/ui/use-t';
import { ErrorState } from '../../components/states';
import { StepBar } from '../../components/step-bar';
import { useAsync } from '../../lib/use-async';
import { useDocumentTitle } from '../../lib/use-title';
import type { PageProps } from '../../types';
import css from './buying.css?inline';
import { useSheet } from './use-sheet';

/** `/payment-complete`: where the gateway sends the buyer back; the server's state, not the URL, says whether it is paid. */
export default function PaymentCompletePage({ location }: PageProps) {
  const { t, locale } = useT();
  const ref = useSheet<HTMLDivElement>(css);
  useDocumentTitle(t('buy.complete.title'));
  const kind: PayKind = location.query.order_sn ? 'ORDER' : 'TRADE';
  const sn = String((kind === 'ORDER' ? location.query.order_sn : location.query.trade_sn) ?? '');
  const { state, retry } = useAsync(() => fetchCashier(kind, sn), [kind, sn]);
  const again = `/checkout/cashier?${kind === 'ORDER' ? 'order_sn' : 'trade_sn'}=${encodeURIComponent(sn)}`;
  return (
    <div class="wrap page buy" ref={ref}>
      <StepBar current="submitted" />
      {state.status === 'error' ? (
        <ErrorState error={state.error} onRetry={retry} />
      ) : state.status !== 'ready' ? (
        <div class="buy-skeleton" aria-busy="true" />
      ) : state.data.need_pay_price <= 0 ? (
        <div class="state buy-complete" role="status">
          <h1 class="buy-title">{t('buy.complete.paid')}</h1>
          <p class="muted">{t('buy.cashier.number', { sn })}</p>
          <div class="actions">
            <a class="btn primary" href="/member/my-order">{t('buy.complete.orders')}</a>
            <a class="btn" href="/">{t('buy.complete.home')}</a>
          </div>
        </div>
      ) : (
        <div class="state buy-complete" role="alert">
          <h1 class="buy-title">{t('buy.complete.failed')}</h1>
          <p class="muted">{t('buy.complete.stillDue', { amount: formatMoney(state.data.need_pay_price, locale) })}</p>
          <div class="actions">
            <a class="btn primary" href={again}>{t('buy.complete.retry')}</a>
            <a class="btn" href="/member/my-order">{t('buy.complete.orders')}</a>
          </div>
        </div>
      )}
    </div>
  );
}
