import { $config } from '../../core/config';
import { openLogin } from '../../core/login-entry';
import { $user } from '../../core/stores/user';
import { useHost } from '../../core/ui/host';
import { useStore } from '../../core/ui/use-store';
import { useT } from '../../core/ui/use-t';
import { CartView } from './cart-view';

/**
 * `<vitrina-cart>`: the whole cart (spec §2, §4): lines by shop with checks per line, shop and all,
 * quantities in package multiples, the promotion chooser, delete and clear, the totals and the
 * checkout button. The cart itself lives in core (core/cart: `$cart`, the edit queue, the model), so
 * two carts, the mini cart and product detail on one page stay in step. A visitor gets the log-in
 * call to action the mini cart shows.
 */
export function CartWidget() {
  const host = useHost();
  const { t } = useT();
  const user = useStore($user);
  if (!user) {
    // As the mini cart: the login where the buyer is (core/login-entry); where that is the login
    // page, a partner page's own path means nothing on the marketplace, so it comes back to /cart.
    const forward = $config.get().mode === 'full' ? undefined : '/cart';
    return (
      <div class="buy state" role="status" aria-label={t('cartPage.label')}>
        <p>{t('cartPage.visitor')}</p>
        <button type="button" class="btn primary" onClick={() => openLogin(host, forward)}>
          {t('common.login')}
        </button>
      </div>
    );
  }
  return <CartView />;
}
