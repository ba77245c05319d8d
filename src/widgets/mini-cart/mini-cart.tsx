import { useEffect, useRef, useState } from 'react';
import { formatMoney } from '../../core/money';
import { openLogin } from '../../core/login-entry';
import { navigate } from '../../core/navigate';
import { $cart, $cartCount, $cartState, badgeText, refreshCart } from '../../core/cart/store';
import { $user } from '../../core/stores/user';
import { reportLater } from '../../core/ui/failure-later';
import { useHost } from '../../core/ui/host';
import { usePopoverBelow } from '../../core/ui/use-popover-below';
import { useStore } from '../../core/ui/use-store';
import { useT } from '../../core/ui/use-t';
import { CartLines } from './cart-lines';

/** Header cart button with its badge (spec §2) and a top-layer panel listing the cart. */
export function MiniCart() {
  const host = useHost();
  const { t, locale } = useT();
  const user = useStore($user);
  const count = useStore($cartCount);
  const cart = useStore($cart);
  const status = useStore($cartState);
  const panel = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const panelId = 'panel';

  // A failure shows through $cartState, in the panel when it has no cart to show instead: then it is
  // told to the host page too (issue 13 §5), once per load that failed.
  const load = () =>
    void refreshCart().catch((error: unknown) => $cart.get() || reportLater('load-failed', host, error, t('error.network')));

  // Once loaded, the cart stays fresh by itself: the after-change step and the runtime's cross-tab
  // listener reload it (core/cart), and the badge's count follows it.
  useEffect(() => {
    if (open && user) load();
  }, [open, user]);

  usePopoverBelow(panel, trigger, open, 'end');

  const showBadge = Boolean(user) && count > 0;
  // the name says what the badge shows (99+), so a voice user can say what they see
  const badge = badgeText(count);
  const go = (path: string) => {
    setOpen(false);
    navigate(path, host);
  };

  // "View cart" shows the cart where one is on the page (a partner's buy page); else it goes to /cart.
  const viewCart = () => {
    const cart = document.querySelector('vitrina-cart,[data-vitrina=cart]');
    if (!cart) return go('/cart');
    setOpen(false);
    cart.scrollIntoView();
    cart.shadowRoot?.querySelector<HTMLElement>('.buy')?.focus();
  };

  return (
    <div class="mini-cart">
      <button
        ref={trigger}
        type="button"
        class="trigger"
        part="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={showBadge ? t('miniCart.labelCount', { n: badge }) : t('miniCart.label')}
        onClick={() => setOpen(!open)}
      >
        <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
          <path
            fill="currentColor"
            d="M7 18a2 2 0 1 0 0 4 2 2 0 0 0 0-4Zm10 0a2 2 0 1 0 0 4 2 2 0 0 0 0-4ZM1 2v2h2l3.6 7.6L5.2 14A2 2 0 0 0 7 17h12v-2H7.4l1.1-2h7.5a2 2 0 0 0 1.7-1l3.6-6.5A1 1 0 0 0 20.4 4H5.2l-.9-2H1Z"
          />
        </svg>
        <span class="text">{t('miniCart.title')}</span>
        {/* a space (a flex box does not draw it), so the visible words read "Carrito 98", as the name does */}{' '}
        {showBadge && (
          <span class="badge" part="badge" data-testid="badge">
            {badge}
          </span>
        )}
      </button>
      <div
        ref={panel}
        id={panelId}
        class="panel"
        part="panel"
        popover="auto"
        role="dialog"
        aria-label={t('miniCart.title')}
        onToggle={(e) => setOpen(e.newState === 'open')}
      >
        {/* not a <header>: on a partner page that would be a second banner landmark (axe) */}
        <div class="hd">
          <strong>{t('miniCart.title')}</strong>
          <button type="button" class="close" aria-label={t('common.close')} onClick={() => setOpen(false)}>
            ×
          </button>
        </div>
        {!user ? (
          <div class="empty">
            <p>{t('miniCart.visitor')}</p>
            <button type="button" class="primary" onClick={() => (setOpen(false), openLogin(host, '/cart'))}>
              {t('common.login')}
            </button>
          </div>
        ) : status === 'error' && !cart ? (
          <div class="empty" role="alert">
            <p>{t('error.network')}</p>
            <button type="button" class="secondary" onClick={load}>
              {t('common.retry')}
            </button>
          </div>
        ) : !cart ? (
          <p class="empty" aria-busy="true">
            {t('common.loading')}
          </p>
        ) : cart.cart_list.length === 0 ? (
          <p class="empty">{t('miniCart.empty')}</p>
        ) : (
          <>
            <CartLines cart={cart} locale={locale} />
            <footer>
              <span>
                {t('miniCart.total')} <strong>{formatMoney(cart.total_price.total_price, locale)}</strong>
              </span>
              <button type="button" class="primary" onClick={viewCart}>
                {t('miniCart.viewCart')}
              </button>
            </footer>
          </>
        )}
      </div>
    </div>
  );
}
