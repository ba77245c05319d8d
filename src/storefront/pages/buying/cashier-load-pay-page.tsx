import { useEffect } from 'react';
import { fetchBillStatus, fetchCashier, payQuery, startGatewayPayment, type PayForm, type PayKind } from '../../../core/api/payment';
import { navigate } from '../../../core/navigate';
import { useT } from '../../../core/ui/use-t';
import { ErrorState } from '../../../core/ui/states';
import { StepBar } from '../../components/step-bar';
import { useAsync } from '../../../core/ui/use-async';
import { useDocumentTitle } from '../../lib/use-title';
import type { PageProps } from '../../types';
import css from '../../../widgets/member-centre/pages/buying.css?inline';
import cashierCss from './cashier.css?inline';
import { usePoll } from './use-poll';
import { useSheet } from '../../../core/ui/use-sheet';

/** Every 2 s for about half a minute; then the buyer chooses to keep waiting. */
export const POLL = { everyMs: 2000, tries: 15 } as const;

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

function Waiting({ title }: { title: string }) {
  const { t } = useT();
  return (
    <div class="buy-loading" role="status" aria-live="polite">
      <span class="buy-spinner" aria-hidden="true" />
      <h1 class="buy-title">{title}</h1>
      <p class="muted">{t('buy.loadPay.wait')}</p>
    </div>
  );
}

/** On the way out: asks the server for the gateway form of what is due and follows it. */
function Preparing({ kind, sn, cashier }: { kind: PayKind; sn: string; cashier: string }) {
  const { t } = useT();
  const { state, retry } = useAsync(() => startGatewayPayment(kind, sn), [kind, sn]);
  useEffect(() => {
    if (state.status === 'ready') postToGateway(state.data);
  }, [state]);
  if (state.status === 'error') {
    return (
      <>
        <h1 class="buy-title">{t('buy.loadPay.failed')}</h1>
        <ErrorState error={state.error} onRetry={retry} />
        <p class="actions">
          <a class="btn" href={cashier}>
            {t('buy.loadPay.cashier')}
          </a>
        </p>
      </>
    );
  }
  return <Waiting title={t('buy.loadPay.preparing')} />;
}

/**
 * Back from the gateway: waits until the server has heard of this payment (its bill, or else the
 * orders' state) before `/payment-complete` says anything, since a gateway's notification may
 * arrive after the buyer does.
 */
function Confirming({ kind, sn, bill, returned, cashier }: { kind: PayKind; sn: string; bill: string; returned: string; cashier: string }) {
  const { t } = useT();
  const complete = `/payment-complete?${payQuery(kind, sn)}${returned ? `&status=${encodeURIComponent(returned)}` : ''}`;
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
    if (state.status === 'done') navigate(complete, document, true);
  }, [state.status]);
  if (state.status === 'error') return <ErrorState error={state.error} onRetry={retry} />;
  if (state.status === 'gaveUp') {
    return (
      <div class="state buy-complete" role="alert" data-testid="gave-up">
        <h1 class="buy-title">{t('buy.loadPay.slow')}</h1>
        <p class="muted">{t('buy.loadPay.slowHint')}</p>
        <div class="actions">
          <button type="button" class="btn primary" onClick={retry}>
            {t('buy.loadPay.retry')}
          </button>
          <a class="btn" href={complete}>
            {t('buy.loadPay.status')}
          </a>
          <a class="btn" href={cashier}>
            {t('buy.loadPay.cashier')}
          </a>
        </div>
      </div>
    );
  }
  return <Waiting title={t('buy.loadPay.confirming')} />;
}

/**
 * `/checkout/cashier-load-pay?trade_sn=` (or `order_sn=`): on the way to the gateway, the page
 * shown while its form is prepared; on the way back (`bill`, `status` from the gateway), the page
 * that confirms the payment, polling every 2 s, then offering to check again.
 */
export default function CashierLoadPayPage({ location }: PageProps) {
  const { t } = useT();
  const ref = useSheet<HTMLDivElement>(css);
  const inner = useSheet<HTMLDivElement>(cashierCss);
  useDocumentTitle(t('buy.loadPay.title'));
  const kind: PayKind = location.query.order_sn ? 'ORDER' : 'TRADE';
  const sn = String((kind === 'ORDER' ? location.query.order_sn : location.query.trade_sn) ?? '');
  const bill = String(location.query.bill ?? '');
  const returned = String(location.query.status ?? '');
  const cashier = `/checkout/cashier?${payQuery(kind, sn)}`;
  return (
    <div class="wrap page buy" ref={ref}>
      <StepBar current="submitted" />
      <div ref={inner}>
        {bill || returned ? (
          <Confirming kind={kind} sn={sn} bill={bill} returned={returned} cashier={cashier} />
        ) : (
          <Preparing kind={kind} sn={sn} cashier={cashier} />
        )}
      </div>
    </div>
  );
}
