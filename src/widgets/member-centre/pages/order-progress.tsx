import { progressOf } from '../../../core/order-progress';
import { useT } from '../../../core/ui/use-t';

const KEYS = {
  waitPay: 'buy.orders.stateWaitPay',
  review: 'buy.orders.stateReview',
  paid: 'buy.orders.statePaid',
  transit: 'buy.orders.stateTransit',
  received: 'buy.orders.stateReceived',
  success: 'buy.orders.stateSuccess',
  closed: 'buy.orders.stateClosed',
  service: 'buy.orders.stateService',
} as const;

/** The detail page's status road (spec §3 detail states); a closed order shows "closed" instead. */
export function OrderProgress({ statusCode }: { statusCode: number }) {
  const { t } = useT();
  const { steps, reached } = progressOf(statusCode);
  if (reached < 0)
    return (
      <p class="buy-progress-closed" role="status">
        {t(KEYS.closed)}
      </p>
    );
  return (
    <ol class="buy-progress" aria-label={t('buy.orders.progress')}>
      {steps.map((step, i) => (
        <li key={step} class={i <= reached ? 'done' : undefined} aria-current={i === reached ? 'step' : undefined}>
          {t(KEYS[step])}
          {statusCode === 7 && i === reached && <small> · {t(KEYS.service)}</small>}
        </li>
      ))}
    </ol>
  );
}
