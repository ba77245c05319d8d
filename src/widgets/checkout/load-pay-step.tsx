import { useEffect } from 'react';
import { fetchBillStatus, fetchCashier, startGatewayPayment, type PayForm } from '../../core/api/payment';
import { $config } from '../../core/config';
import { useHost } from '../../core/ui/host';
import { useT } from '../../core/ui/use-t';
import { ErrorState } from '../../core/ui/states';
import { StepBar } from './checkout-steps';
import { useAsync } from '../../core/ui/use-async';
import { StepLink } from './checkout-link';
import { partnerReturnUrl, type CheckoutRoute } from './checkout-route';
import { usePoll } from './use-poll';

/** Every 2 s for about half a minute; then the buyer chooses to keep waiting. */
export const POLL = { everyMs: 2000, tries: 15 } as const;

/**
 * The gateway wants a top-level form post (a redirect the browser follows), as real gateways do.
 * The form goes into the widget's own shadow root, not the host page's DOM.
 */
function postToGateway(payForm: PayForm, root: ParentNode): void {
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
  root.append(formEl);
  formEl.submit();
}

function Waiting({ title }: { title: string }) {
  const { t } = useT();
  return (
    <div class="buy-loading" role="status" aria-live="polite">
      <span class="buy-spinner" aria-hidden="true" />
      <h1 class="buy-title">{title}</h1>
      <p class="muted">{t('co.loadPay.wait')}</p>
    </div>
  );
}

type StepProps = { route: CheckoutRoute; go(next: CheckoutRoute): void };

/**
 * On the way out: asks the server for the gateway form of what is due and follows it. On a
 * partner page the gateway is asked to come back to that page (the server agrees only for the
 * partner origins it is configured with, else it returns to the marketplace).
 */
function Preparing({ route, go }: StepProps) {
  const { t } = useT();
  const host = useHost();
  const { kind, sn } = route;
  const { state, retry } = useAsync(
    () => startGatewayPayment(kind, sn, $config.get().mode === 'full' ? undefined : partnerReturnUrl(location.href)),
    [kind, sn],
  );
  useEffect(() => {
    if (state.status === 'ready') postToGateway(state.data, host.shadowRoot ?? document.body);
  }, [state]);
  if (state.status === 'error') {
    return (
      <>
        <h1 class="buy-title">{t('co.loadPay.failed')}</h1>
        <ErrorState error={state.error} onRetry={retry} />
        <p class="actions">
          <StepLink class="btn" to={{ ...route, step: 'cashier', bill: '', status: '' }} go={go}>
            {t('co.loadPay.cashier')}
          </StepLink>
        </p>
      </>
    );
  }
  return <Waiting title={t('co.loadPay.preparing')} />;
}

/**
 * Back from the gateway: waits until the server has heard of this payment (its bill, or else the
 * orders' state) before `/payment-complete` says anything, since a gateway's notification may
 * arrive after the buyer does.
 */
function Confirming({ route, go }: StepProps) {
  const { t } = useT();
  const { kind, sn, bill, status: returned } = route;
  const complete: CheckoutRoute = { ...route, step: 'result', bill: '' };
  const cashier: CheckoutRoute = { ...route, step: 'cashier', bill: '', status: '' };
  const { state, retry } = usePoll(
    async () => {
      // a declined payment is final for this round trip: nothing to wait for
      if (returned === 'DECLINED') return 'DECLINED';
      if (bill) {
        const found = await fetchBillStatus(bill);
        return found.status === 'STARTED' ? undefined : found.status;
      }
      const found = await fetchCashier(kind, sn);
      return found.pay_state === 'UNPAID' ? undefined : found.pay_state;
    },
    POLL,
    [kind, sn, bill, returned],
  );
  useEffect(() => {
    if (state.status === 'done') go(complete);
  }, [state.status]);
  if (state.status === 'error') return <ErrorState error={state.error} onRetry={retry} />;
  if (state.status === 'gaveUp') {
    return (
      <div class="state buy-complete" role="alert" data-testid="gave-up">
        <h1 class="buy-title">{t('co.loadPay.slow')}</h1>
        <p class="muted">{t('co.loadPay.slowHint')}</p>
        <div class="actions">
          <button type="button" class="btn primary" onClick={retry}>
            {t('co.loadPay.retry')}
          </button>
          <StepLink class="btn" to={complete} go={go}>
            {t('co.loadPay.status')}
          </StepLink>
          <StepLink class="btn" to={cashier} go={go}>
            {t('co.loadPay.cashier')}
          </StepLink>
        </div>
      </div>
    );
  }
  return <Waiting title={t('co.loadPay.confirming')} />;
}

/**
 * The pay step (`/checkout/cashier-load-pay?trade_sn=`, or `order_sn=`): on the way to the
 * gateway, shown while its form is prepared; on the way back (`bill`, `status` from the gateway),
 * it confirms the payment, polling every 2 s, then offers to check again.
 */
export function LoadPayStep({ route, go }: StepProps) {
  return (
    <div class="wrap page buy">
      <StepBar current="submitted" />
      <div>{route.bill || route.status ? <Confirming route={route} go={go} /> : <Preparing route={route} go={go} />}</div>
    </div>
  );
}
