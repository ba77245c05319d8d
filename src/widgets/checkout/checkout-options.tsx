import { useState } from 'react';
import { setPaymentType, setReceiveTime } from '../../core/api/checkout';
import { PAYMENT_TYPES, RECEIVE_TIMES, type PaymentType, type ReceiveTime } from '../../core/contract/checkout';
import { errorText } from '../../core/errors';
import { toast } from '../../core/toasts';
import { useT } from '../../core/ui/use-t';

const PAYMENT_LABEL: Record<PaymentType, [string, string]> = {
  ONLINE: ['co.checkout.online', 'co.checkout.onlineHint'],
  COD: ['co.checkout.cod', 'co.checkout.codHint'],
};
const RECEIVE_LABEL: Record<ReceiveTime, string> = {
  'any time': 'co.checkout.receiveAny',
  'weekdays only': 'co.checkout.receiveWeekdays',
  'weekends only': 'co.checkout.receiveWeekends',
};

interface Props {
  paymentType: string;
  receiveTime: string;
}

/**
 * Payment type (online or cash on delivery) and receive time, each saved as soon as it is chosen.
 * Neither changes the totals, so the choice shows at once and the form is not reloaded; a refused
 * save is toasted and the previous choice comes back.
 */
export function CheckoutOptions(props: Props) {
  const { t } = useT();
  const [paymentType, setPayment] = useState(props.paymentType);
  const [receiveTime, setTime] = useState(props.receiveTime);
  const choose = async <T extends string>(value: T, previous: string, show: (v: string) => void, save: (v: T) => Promise<unknown>) => {
    show(value);
    try {
      await save(value);
    } catch (error) {
      show(previous);
      toast(errorText(error), 'error');
    }
  };
  return (
    <section class="buy-shop" aria-labelledby="buy-pay-h">
      <header class="buy-shop-head">
        <h2 id="buy-pay-h">{t('co.checkout.payment')}</h2>
      </header>
      <div class="buy-pad co-options">
        <fieldset class="co-choices" data-testid="payment-type">
          <legend class="sr-only">{t('co.checkout.payment')}</legend>
          {PAYMENT_TYPES.map((type) => (
            <label key={type} class={type === paymentType ? 'co-choice on' : 'co-choice'}>
              <input
                type="radio"
                name="payment_type"
                value={type}
                checked={type === paymentType}
                onChange={() => void choose(type, paymentType, setPayment, setPaymentType)}
              />
              <span>
                <strong>{t(PAYMENT_LABEL[type][0])}</strong>
                <small class="muted">{t(PAYMENT_LABEL[type][1])}</small>
              </span>
            </label>
          ))}
        </fieldset>
        <fieldset class="co-inline" data-testid="receive-time">
          <legend>{t('co.checkout.receiveTime')}</legend>
          {RECEIVE_TIMES.map((time) => (
            <label key={time}>
              <input
                type="radio"
                name="receive_time"
                value={time}
                checked={time === receiveTime}
                onChange={() => void choose(time, receiveTime, setTime, setReceiveTime)}
              />{' '}
              {t(RECEIVE_LABEL[time])}
            </label>
          ))}
        </fieldset>
      </div>
    </section>
  );
}
