import { formatMoney } from '../../../core/money';
import { useT } from '../../../core/ui/use-t';
import { useSheet } from '../../../core/ui/use-sheet';
import css from './qr-pay.css?inline';

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
        <h2>{t('buy.cashier.codTitle')}</h2>
      </div>
      <div class="buy-pad">
        <p>{t('buy.cashier.codBody', { amount: formatMoney(amount, locale) })}</p>
        <p class="muted small">{t('buy.cashier.codNext')}</p>
        <div class="actions">
          <a class="btn primary" href="/member/my-order">
            {t('buy.complete.orders')}
          </a>
          <a class="btn" href="/">
            {t('buy.complete.home')}
          </a>
        </div>
      </div>
    </section>
  );
}
