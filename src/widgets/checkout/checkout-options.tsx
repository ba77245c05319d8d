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
  /** the payment type the buyer picked in this checkout, none until they do */
  paymentType: PaymentType | null;
  /** the pick, told at once and again (back to the previous) if the server refuses to save it */
  onPaymentType(type: PaymentType | null): void;
  /** the save of the pick, for the submit to wait for: the trade takes the type the server holds */
  onSaving(saving: Promise<unknown>): void;
  receiveTime: string;
  /** the server's refusal of the trade for its payment type (none chosen in this checkout), shown by the choice */
  error?: string | undefined;
}

/**
 * Payment type (online or cash on delivery) and receive time, each saved as soon as it is chosen.
 * Neither changes the totals, so the choice shows at once and the form is not reloaded; a refused
 * save is toasted and the previous choice comes back. No payment type is shown chosen before the
 * buyer picks one here: the server keeps the last order's, and a buyer once placed a
 * cash-on-delivery order without meaning to because it came preselected. The server refuses a
 * trade without a type chosen in this checkout too; that refusal shows here, by the choice.
 */
export function CheckoutOptions(props: Props) {
  const { t } = useT();
  const [receiveTime, setTime] = useState(props.receiveTime);
  const paymentType = props.paymentType;
  const choosePayment = async (type: PaymentType) => {
    props.onPaymentType(type);
    const saving = setPaymentType(type);
    props.onSaving(saving.catch(() => undefined /* told below */));
    try {
      await saving;
    } catch (error) {
      props.onPaymentType(paymentType);
      toast(errorText(error), 'error');
    }
  };
  const chooseTime = async (time: ReceiveTime) => {
    setTime(time);
    try {
      await setReceiveTime(time);
    } catch (error) {
      setTime(receiveTime);
      toast(errorText(error), 'error');
    }
  };
  return (
    <section class="buy-shop" aria-labelledby="buy-pay-h">
      <header class="buy-shop-head">
        <h2 id="buy-pay-h">{t('co.checkout.payment')}</h2>
      </header>
      <div class="buy-pad co-options">
        <fieldset
          class="co-choices"
          data-testid="payment-type"
          id="co-payment-type"
          aria-invalid={props.error ? true : undefined}
          aria-describedby={props.error ? 'co-payment-error' : undefined}
        >
          <legend class="sr-only">{t('co.checkout.payment')}</legend>
          {PAYMENT_TYPES.map((type) => (
            <label key={type} class={type === paymentType ? 'co-choice on' : 'co-choice'}>
              <input
                type="radio"
                name="payment_type"
                value={type}
                checked={type === paymentType}
                onChange={() => void choosePayment(type)}
              />
              <span>
                <strong>{t(PAYMENT_LABEL[type][0])}</strong>
                <small class="muted">{t(PAYMENT_LABEL[type][1])}</small>
              </span>
            </label>
          ))}
        </fieldset>
        {props.error && (
          <p class="field-error" id="co-payment-error" role="alert" data-testid="payment-error">
            {props.error}
          </p>
        )}
        <fieldset class="co-inline" data-testid="receive-time">
          <legend>{t('co.checkout.receiveTime')}</legend>
          {RECEIVE_TIMES.map((time) => (
            <label key={time}>
              <input type="radio" name="receive_time" value={time} checked={time === receiveTime} onChange={() => void chooseTime(time)} />{' '}
              {t(RECEIVE_LABEL[time])}
            </label>
          ))}
        </fieldset>
      </div>
    </section>
  );
}
