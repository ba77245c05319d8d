import { formatMoney } from '../../core/money';
import { useT } from '../../core/ui/use-t';
import { useSheet } from '../../core/ui/use-sheet';
import css from './qr-pay.css?inline';
import { CheckoutLink } from './checkout-link';

/**
 * A cash-on-delivery order at the cashier: nothing to pay here (the server refuses it); the buyer
 * pays the carrier when the order arrives, and the seller confirms and ships it meanwhile.
 */
export function CodNotice({ amount }: { amount: number }) {
  const { t, locale } = useT();
  const ref = useSheet<HTMLElement>(css);
  return (
    <section class="buy-shop buy-cod" ref={ref} data-testid="cod">
      <div class="buy-shop-head">
        <h2>{t('co.cashier.codTitle')}</h2>
      </div>
      <div class="buy-pad">
        <p>{t('co.cashier.codBody', { amount: formatMoney(amount, locale) })}</p>
        <p class="muted small">{t('co.cashier.codNext')}</p>
        <div class="actions">
          <CheckoutLink class="btn primary" path="/member/my-order">
            {t('co.complete.orders')}
          </CheckoutLink>
          <CheckoutLink class="btn" path="/">
            {t('co.complete.home')}
          </CheckoutLink>
        </div>
      </div>
    </section>
  );
}
