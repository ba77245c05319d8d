import { useState } from 'react';
import { chooseBankTransfer, fetchCashier, fetchPaymentMethods, payWithBalance, QR_PLUGIN } from '../../core/api/payment';
import { errorText } from '../../core/errors';
import { formatMoney } from '../../core/money';
import { formatSignedMoney } from '../../core/money-signed';
import { toast } from '../../core/toasts';
import { balanceAsk, useConfirm } from '../../core/ui/confirm-dialog';
import { useT } from '../../core/ui/use-t';
import { ErrorState } from '../../core/ui/states';
import { StepBar } from './checkout-steps';
import { useAsync } from '../../core/ui/use-async';
import type { CheckoutRoute } from './checkout-route';
import { StepLink } from './checkout-link';
import { PartBalance } from './part-balance';
import { selectedMethod } from './pay-method';
import { passwordOf } from './pay-password';
import { TransferDetails } from './transfer-details';
import { QrPay } from './qr-pay';
import { CodNotice } from './cod-notice';

/**
 * The cashier (`/checkout/cashier?trade_sn=`, or `order_sn=`): what is due; part of it from the
 * balance; the rest online (the pay step, to the gateway), by a QR code scanned with a phone, all
 * from the balance, or by bank transfer. A cash-on-delivery order offers none: it says what COD means.
 */
export function CashierStep({ route, go }: { route: CheckoutRoute; go(next: CheckoutRoute): void }) {
  const { t, locale } = useT();
  const { kind, sn } = route;
  // what the buyer picked; until then (or once it is no longer offered) the first method offered
  const [chosen, setMethod] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [confirmDialog, confirm] = useConfirm();
  // the QR code of what is due is on screen (choosing it again later makes a new code)
  const [qrShown, setQrShown] = useState(false);
  const { state, retry } = useAsync(() => Promise.all([fetchCashier(kind, sn), fetchPaymentMethods()]), [kind, sn]);
  const money = (value: number) => formatMoney(value, locale);
  const done = () => go({ ...route, step: 'result', bill: '', status: '' });

  const body = (() => {
    if (state.status === 'error') return <ErrorState error={state.error} onRetry={retry} />;
    if (state.status !== 'ready') return <div class="buy-skeleton" aria-busy="true" />;
    const [cashier, methods] = state.data;
    const offered = methods.filter((m) => !(cashier.transfer && m.plugin_id === 'transferPlugin'));
    const method = selectedMethod(offered, chosen) ?? '';
    // without an online gateway (PAYMENT_GATEWAY=none) there is nothing to "pay online instead"
    const online = offered.some((m) => m.plugin_id !== 'balancePlugin' && m.plugin_id !== 'transferPlugin');
    if (cashier.need_pay_price <= 0) {
      return (
        <div class="state">
          <h2>{t('co.cashier.nothingDue')}</h2>
          <StepLink class="btn primary" to={{ ...route, step: 'result', bill: '', status: '' }} go={go}>
            {t('co.loadPay.status')}
          </StepLink>
        </div>
      );
    }
    const fromBalance = cashier.balance_price;
    const cod = cashier.pay_type_text === 'COD';
    const pay = async (e: Event) => {
      e.preventDefault();
      if (method === QR_PLUGIN) return setQrShown(true);
      setBusy(true);
      try {
        if (method === 'balancePlugin') {
          if (cashier.deposite.balance < cashier.need_pay_price) throw new Error(t('co.cashier.insufficient'));
          const password = passwordOf(e.currentTarget as HTMLFormElement);
          // money leaves the balance at once: asked once, with the amount
          if (!(await confirm(balanceAsk(money(cashier.need_pay_price), t)))) {
            setBusy(false);
            return;
          }
          await payWithBalance(kind, sn, password);
          done();
          return;
        }
        if (method === 'transferPlugin') {
          await chooseBankTransfer(kind, sn);
          // the instructions now lead the page; the methods left are the other ways to pay
          setMethod(undefined);
          retry();
        } else {
          // the pay step asks for the gateway form and follows it
          go({ ...route, step: 'pay', bill: '', status: '' });
          return;
        }
      } catch (error) {
        toast(error instanceof Error && !('status' in error) ? error.message : errorText(error), 'error');
      }
      setBusy(false);
    };
    return (
      <>
        {cashier.transfer && <TransferDetails transfer={cashier.transfer} />}
        <section class="buy-shop">
          <div class="buy-pad">
            <p class="muted small">{t('co.cashier.number', { sn })}</p>
            {fromBalance > 0 && (
              <dl class="buy-parts" data-testid="parts">
                <div>
                  <dt>{t('co.cashier.orderTotal')}</dt>
                  <dd>{money(cashier.order_price)}</dd>
                </div>
                <div>
                  <dt>{t('co.cashier.fromBalance')}</dt>
                  <dd>{formatSignedMoney(-fromBalance, locale)}</dd>
                </div>
              </dl>
            )}
            <p class="buy-due">
              {fromBalance > 0 ? t('co.cashier.remaining') : t('co.cashier.due')}{' '}
              <strong data-testid="due">{money(cashier.need_pay_price)}</strong>
            </p>
            <p class="muted small">
              {t('co.cashier.shipTo', {
                name: cashier.ship_name,
                addr: [cashier.ship_addr, cashier.ship_county, cashier.ship_city, cashier.ship_province].filter(Boolean).join(', '),
              })}
            </p>
          </div>
        </section>
        {cod && <CodNotice amount={cashier.need_pay_price} />}
        {!cod && qrShown && (
          <QrPay
            kind={kind}
            sn={sn}
            amount={cashier.need_pay_price}
            onDone={done}
            onCancel={() => {
              setQrShown(false);
              retry();
            }}
          />
        )}
        {!cod && !qrShown && cashier.deposite.balance > 0 && cashier.transfer == null && (
          <PartBalance kind={kind} sn={sn} cashier={cashier} onApplied={(left) => (left <= 0 ? done() : retry())} />
        )}
        {!cod && !qrShown && (
          <form class="buy-cashier" onSubmit={(e) => void pay(e)}>
            <fieldset class="buy-shop buy-methods">
              <legend class="buy-shop-head">{cashier.transfer && online ? t('co.cashier.payOther') : t('co.cashier.method')}</legend>
              {offered.map((m) => (
                <label key={m.plugin_id} class={method === m.plugin_id ? 'on' : ''}>
                  <input
                    type="radio"
                    name="method"
                    value={m.plugin_id}
                    checked={method === m.plugin_id}
                    onChange={() => setMethod(m.plugin_id)}
                  />
                  <span>
                    {m.method_name}
                    {m.plugin_id === 'balancePlugin' && (
                      <span class="muted small"> · {t('co.cashier.balance', { amount: money(cashier.deposite.balance) })}</span>
                    )}
                  </span>
                </label>
              ))}
              {method === 'balancePlugin' && cashier.deposite.is_pwd === 1 && (
                <label class="buy-remark">
                  {t('co.cashier.password')}
                  <input type="password" name="password" autoComplete="off" required maxLength={20} />
                </label>
              )}
            </fieldset>
            <div class="buy-summary">
              <p class="buy-total">
                <span>{t('co.checkout.pay')}</span> <strong>{money(cashier.need_pay_price)}</strong>
              </p>
              <button type="submit" class="btn primary buy-go" disabled={busy} aria-busy={busy}>
                {method === 'transferPlugin'
                  ? t('co.cashier.transfer')
                  : method === QR_PLUGIN
                    ? t('co.cashier.qrShow')
                    : t('co.cashier.pay')}
              </button>
            </div>
          </form>
        )}
      </>
    );
  })();

  return (
    <div class="wrap page buy">
      <StepBar current="submitted" />
      <h1 class="buy-title">{t('co.cashier.title')}</h1>
      <div>{body}</div>
      {confirmDialog}
    </div>
  );
}
