import { useMemo } from 'react';
import { wholeCart } from '../../core/api/cart-view';
import { editCart } from '../../core/cart/edits';
import { allChecked, lineId, lineKey, selection, splitLines } from '../../core/cart/model';
import { $cart, $cartState, refreshCart } from '../../core/cart/store';
import { formatMoney } from '../../core/money';
import { navigate } from '../../core/navigate';
import { linePoints } from '../../core/points';
import { toast } from '../../core/toasts';
import { CartLine } from '../../core/ui/cart-line';
import { useConfirm } from '../../core/ui/confirm-dialog';
import { useHost } from '../../core/ui/host';
import { AvailablePoints, usePointsPrice } from '../../core/ui/points-total';
import { useAsync } from '../../core/ui/use-async';
import { useStore } from '../../core/ui/use-store';
import { useT } from '../../core/ui/use-t';
import { CartError } from './cart-error';
import { look } from './look';
import { useFollow } from './use-follow';
import { ShopBlock } from './shop-block';

/** The member's cart: lines by shop, checks, steppers in packages, invalid lines apart, totals. */
export function CartView() {
  const host = useHost();
  const { t, locale } = useT();
  const follow = useFollow();
  const held = useStore($cart);
  // the runtime checked what the mini cart reads; the cart reads all of it
  const whole = useMemo(() => {
    try {
      return { cart: held && wholeCart(held) };
    } catch (error) {
      return { cart: null, error };
    }
  }, [held]);
  const cart = whole.cart;
  const cartState = useStore($cartState);
  // Loaded once on mount; then the edit queue and the runtime's cross-tab listener keep $cart fresh
  // (core/cart/store.ts refreshLoaded), and every cart on the page renders the same store.
  const { state, retry } = useAsync(() => refreshCart(), []);
  const money = (value: number) => formatMoney(value, locale);
  const pointsPrice = usePointsPrice();
  const [confirmDialog, confirm] = useConfirm();
  // Emptying the cart cannot be undone: asked once through the one confirm dialog, saying how much goes.
  const clear = async (lines: number) => {
    const yes = await confirm({
      title: t('cartPage.clearConfirm'),
      body: t('cartPage.clearBody', { n: lines }),
      action: t('cartPage.clear'),
      danger: true,
    });
    if (yes) void editCart({ kind: 'clear' });
  };

  const body = (() => {
    if (!cart) {
      if (whole.error) return <CartError error={whole.error} onRetry={retry} />;
      if (state.status === 'error') return <CartError error={state.error} onRetry={retry} />;
      return <div class="buy-skeleton" role="status" aria-busy="true" aria-label={t('common.loading')} />;
    }
    const { shops, invalid } = splitLines(cart);
    if (shops.length === 0 && invalid.length === 0) {
      return (
        <div class="state empty">
          <h2>{t('cartPage.empty')}</h2>
          <button type="button" class="btn primary" onClick={() => navigate('/', host)}>
            {t('cartPage.shop')}
          </button>
        </div>
      );
    }
    const picked = selection(cart);
    const points = linePoints(shops.flatMap((shop) => shop.sku_list));
    const everything = allChecked(cart);
    const checkout = () => {
      if (picked.lines === 0) return toast(t('cartPage.selectOne'), 'warning');
      navigate('/checkout', host);
    };
    // twice (toolbar and summary): a function, since one rendered element cannot sit in two places
    const checkAll = () => (
      <label class="buy-check">
        <input
          type="checkbox"
          checked={everything}
          disabled={shops.length === 0}
          onChange={(e) => void editCart({ kind: 'checkAll', checked: e.currentTarget.checked })}
        />
        <span>{t('cartPage.all')}</span>
      </label>
    );
    return (
      <>
        <div class="buy-toolbar">
          {checkAll()}
          <button
            type="button"
            class="linkish buy-clear"
            onClick={() => void clear(shops.flatMap((shop) => shop.sku_list).length + invalid.length)}
          >
            {t('cartPage.clear')}
          </button>
        </div>
        {shops.map((shop) => (
          <ShopBlock key={shop.seller_id} shop={shop} money={money} />
        ))}
        {invalid.length > 0 && (
          <section class="buy-shop buy-invalid" aria-label={t('cartPage.invalid', { n: invalid.length })}>
            <header class="buy-shop-head">
              <h2>{t('cartPage.invalid', { n: invalid.length })}</h2>
              <button type="button" class="linkish" onClick={() => void editCart({ kind: 'delete', lines: invalid.map(lineKey) })}>
                {t('cartPage.deleteInvalid')}
              </button>
            </header>
            <ul class="buy-lines">
              {invalid.map((sku) => (
                <CartLine
                  key={lineId(sku)}
                  sku={sku}
                  look={look}
                  class="off"
                  dropship={t('cartPage.dropship')}
                  {...follow(`/goods/${sku.goods_id}`)}
                  notice={sku.error_message || t('cartPage.removed')}
                  subtotal={false}
                  lead={<span class="buy-tag">{t('cartPage.unavailable')}</span>}
                  trail={
                    <button type="button" class="linkish buy-del" onClick={() => void editCart({ kind: 'delete', lines: [lineKey(sku)] })}>
                      {t('cartPage.delete')}
                    </button>
                  }
                />
              ))}
            </ul>
          </section>
        )}
        <div class="buy-summary" role="region" aria-label={t('cartPage.summary')}>
          {checkAll()}
          <p class="buy-picked" aria-live="polite">
            {t('cartPage.picked', { lines: picked.lines, units: picked.units })}
          </p>
          <p class="buy-total">
            <span>{t('cartPage.total')}</span>{' '}
            <strong data-testid="cart-total">{pointsPrice(points, picked.cents, money(picked.cents / 100))}</strong>
          </p>
          <AvailablePoints needed={points} />
          <button type="button" class="btn primary buy-go" onClick={checkout} aria-busy={cartState === 'loading'}>
            {t('cartPage.checkout')}
          </button>
        </div>
      </>
    );
  })();

  // tabIndex -1: the mini cart's "view cart" focuses it when this cart is on the page
  return (
    <div class="buy" role="region" aria-label={t('cartPage.label')} tabIndex={-1} data-cart-focus="">
      {body}
      {confirmDialog}
    </div>
  );
}
