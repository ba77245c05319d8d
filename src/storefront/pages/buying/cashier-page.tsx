import { useState } from 'react';
import { fetchCashier, fetchPaymentMethods, payWithBalance, startGatewayPayment, type PayForm, type PayKind } from '../../../core/api/payment';
import { errorText } from '../../../core/errors';
import { formatMoney } from '../../../core/money';
import { navigate } from '../../../core/navigate';
import { sha256Hex } from '../../../core/sha256';
import { toast } from '../../../core/toasts';
import { useT } from '../../../core/ui/use-t';
import { ErrorState } from '../../components/states';
import { StepBar } from '../../components/step-bar';
import { useAsync } from '../../lib/use-async';
import { useDocumentTitle } from '../../lib/use-title';
import type { PageProps } from '../../types';
import css from './buying.css?inline';
import { useSheet } from './use-sheet';

/** The gateway wants a top-level form post (a redirect the browser follows), as real gateways do. */
function postToGateway(payForm: PayForm): void {
  const formEl = document.createElement('form');
  formEl.method = 'POST';
  formEl.action = payForm.gateway_url;
  for (const item of payForm.form_items) {
    const input = document.createElement('input');
    input.type = 'hidden';
    input.name = item.item_name;
    input.value = item.item_value;
    formEl.append(input);
  }
  document.body.append(formEl);
  formEl.submit();
}

/** `/checkout/cashier?trade_sn=` (or `order_sn=`): what is due, and paying it online or from the balance. */
export default function CashierPage({ location }: PageProps) {
  const { t, locale } = useT();
  const ref = useSheet<HTMLDivElement>(css);
  useDocumentTitle(t('buy.cashier.title'));
  const kind: PayKind = location.query.order_sn ? 'ORDER' : 'TRADE';
  const sn = String((kind === 'ORDER' ? location.query.order_sn : location.query.trade_sn) ?? '');
  const [method, setMethod] = useState('sandboxPlugin');
  const [busy, setBusy] = useState(false);
  const { state, retry } = useAsync(() => Promise.all([fetchCashier(kind, sn), fetchPaymentMethods()]), [kind, sn]);
  const money = (value: number) => formatMoney(value, locale);
  const done = `/payment-complete?${kind === 'ORDER' ? 'order_sn' : 'trade_sn'}=${encodeURIComponent(sn)}`;

  const body = (() => {
    if (state.status === 'error') return <ErrorState error={state.error} onRetry={retry} />;
    if (state.status !== 'ready') return <div class="buy-skeleton" aria-busy="true" />;
    const [cashier, methods] = state.data;
    if (cashier.need_pay_price <= 0) {
      return (
        <div class="state">
          <h2>{t('buy.cashier.nothingDue')}</h2>
          <a class="btn primary" href="/member/my-order">{t('buy.complete.orders')}</a>
        </div>
      );
    }
    const pay = async (e: Event) => {
      e.preventDefault();
      setBusy(true);
      try {
        if (method === 'balancePlugin') {
          if (cashier.deposite.balance < cashier.need_pay_price) throw new Error(t('buy.cashier.insufficient'));
          const password = String(new FormData(e.currentTarget as HTMLFormElement).get('password') ?? '');
          await payWithBalance(kind, sn, password ? sha256Hex(password) : undefined);
          navigate(done);
        } else {
          postToGateway(await startGatewayPayment(kind, sn));
          return;
        }
      } catch (error) {
        toast(error instanceof Error && !('status' in error) ? error.message : errorText(error), 'error');
      }
      setBusy(false);
    };
    return (
      <form class="buy-cashier" onSubmit={(e) => void pay(e)}>
        <section class="buy-shop">
          <div class="buy-pad">
            <p class="muted small">{t('buy.cashier.number', { sn })}</p>
            <p class="buy-due">{t('buy.cashier.due')} <strong data-testid="due">{money(cashier.need_pay_price)}</strong></p>
            <p class="muted small">{t('buy.cashier.shipTo', { name: cashier.ship_name, addr: [cashier.ship_addr, cashier.ship_county, cashier.ship_city, cashier.ship_province].filter(Boolean).join(', ') })}</p>
          </div>
        </section>
        <fieldset class="buy-shop buy-methods">
          <legend class="buy-shop-head">{t('buy.cashier.method')}</legend>
          {methods.map((m) => (
            <label key={m.plugin_id} class={method === m.plugin_id ? 'on' : ''}>
              <input type="radio" name="method" value={m.plugin_id} checked={method === m.plugin_id} onChange={() => setMethod(m.plugin_id)} />
              <span>
                {m.method_name}
                {m.plugin_id === 'balancePlugin' && <span class="muted small"> · {t('buy.cashier.balance', { amount: money(cashier.deposite.balance) })}</span>}
              </span>
            </label>
          ))}
          {method === 'balancePlugin' && cashier.deposite.is_pwd === 1 && (
            <label class="buy-remark">
              {t('buy.cashier.password')}
              <input type="password" name="password" autoComplete="off" required maxLength={20} />
            </label>
          )}
        </fieldset>
        <div class="buy-summary">
          <p class="buy-total"><span>{t('buy.checkout.pay')}</span> <strong>{money(cashier.need_pay_price)}</strong></p>
          <button type="submit" class="btn primary buy-go" disabled={busy} aria-busy={busy}>{t('buy.cashier.pay')}</button>
        </div>
      </form>
    );
  })();

  return (
    <div class="wrap page buy" ref={ref}>
      <StepBar current="submitted" />
      <h1 class="buy-title">{t('buy.cashier.title')}</h1>
      {body}
    </div>
  );
}
