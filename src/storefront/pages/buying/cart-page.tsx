import { useMemo, useState } from 'react';
import type { CartShop, CartSku } from '../../../core/api/cart';
import { wholeCart } from '../../../core/api/cart-view';
import { isPackageMultiple } from '../../../core/contract/rules';
import { formatMoney } from '../../../core/money';
import { navigate } from '../../../core/navigate';
import { $cart, $cartState, refreshCart } from '../../../core/cart/store';
import { toast } from '../../../core/toasts';
import { useStore } from '../../../core/ui/use-store';
import { useT } from '../../../core/ui/use-t';
import { ErrorState, EmptyState } from '../../../core/ui/states';
import { StepBar } from '../../components/step-bar';
import { useAsync } from '../../../core/ui/use-async';
import { useDocumentTitle } from '../../lib/use-title';
import type { PageProps } from '../../types';
import css from '../../../widgets/member-centre/pages/buying.css?inline';
import { editCart } from '../../../core/cart/edits';
import {
  allChecked,
  chosenPromo,
  isDropship,
  lineId,
  lineKey,
  promoKey,
  selection,
  splitLines,
  stepBounds,
} from '../../../core/cart/model';
import { useSheet } from '../../../core/ui/use-sheet';
import { linePoints } from '../../../core/points';
import { AvailablePoints, PointsEach, usePointsPrice } from './points-total';
import { CartLine, type LineLook } from '../../../widgets/mini-cart/index';

/** The cart page's look of a line (buying.css). */
const look: LineLook = { line: 'buy-line', image: 72, info: 'buy-name', tag: 'buy-ship', notice: 'buy-error', subtotal: 'buy-sub' };

/** `/cart` and `/cart-list`: lines by shop, checks, steppers in packages, invalid lines apart, totals. */
export default function CartPage(_props: PageProps) {
  const { t, locale } = useT();
  const ref = useSheet<HTMLDivElement>(css);
  useDocumentTitle(t('buy.cart.title'));
  const held = useStore($cart);
  // the runtime checked what the mini cart reads; this page reads all of it
  const whole = useMemo(() => {
    try {
      return { cart: held && wholeCart(held) };
    } catch (error) {
      return { cart: null, error };
    }
  }, [held]);
  const cart = whole.cart;
  const cartState = useStore($cartState);
  const { state, retry } = useAsync(() => refreshCart(), []);
  // another tab's change: the runtime reloads the cart this page holds (core/cart/store.ts refreshLoaded)

  const money = (value: number) => formatMoney(value, locale);
  const pointsPrice = usePointsPrice();
  const body = (() => {
    if (!cart) {
      if (whole.error) return <ErrorState error={whole.error} onRetry={retry} />;
      if (state.status === 'error') return <ErrorState error={state.error} onRetry={retry} />;
      return <div class="buy-skeleton" role="status" aria-busy="true" aria-label={t('ui.state.loading')} />;
    }
    const { shops, invalid } = splitLines(cart);
    if (shops.length === 0 && invalid.length === 0) {
      return (
        <EmptyState title={t('buy.cart.empty')}>
          <a class="btn primary" href="/">
            {t('buy.cart.shop')}
          </a>
        </EmptyState>
      );
    }
    const picked = selection(cart);
    const points = linePoints(shops.flatMap((shop) => shop.sku_list));
    const everything = allChecked(cart);
    const checkout = () => {
      if (picked.lines === 0) return toast(t('buy.cart.selectOne'), 'warning');
      navigate('/checkout');
    };
    return (
      <>
        <div class="buy-toolbar">
          <label class="buy-check">
            <input
              type="checkbox"
              checked={everything}
              disabled={shops.length === 0}
              onChange={(e) => void editCart({ kind: 'checkAll', checked: e.currentTarget.checked })}
            />
            <span>{t('buy.cart.all')}</span>
          </label>
          <button
            type="button"
            class="linkish buy-clear"
            onClick={() => confirm(t('buy.cart.clearConfirm')) && void editCart({ kind: 'clear' })}
          >
            {t('buy.cart.clear')}
          </button>
        </div>
        {shops.map((shop) => (
          <ShopBlock key={shop.seller_id} shop={shop} money={money} />
        ))}
        {invalid.length > 0 && (
          <section class="buy-shop buy-invalid" aria-labelledby="buy-invalid-h">
            <header class="buy-shop-head">
              <h2 id="buy-invalid-h">{t('buy.cart.invalid', { n: invalid.length })}</h2>
              <button type="button" class="linkish" onClick={() => void editCart({ kind: 'delete', lines: invalid.map(lineKey) })}>
                {t('buy.cart.deleteInvalid')}
              </button>
            </header>
            <ul class="buy-lines">
              {invalid.map((sku) => (
                <CartLine
                  key={lineId(sku)}
                  sku={sku}
                  look={look}
                  class="off"
                  dropship={t('buy.cart.dropship')}
                  href={`/goods/${sku.goods_id}`}
                  notice={sku.error_message || t('buy.cart.removed')}
                  subtotal={false}
                  lead={<span class="buy-tag">{t('buy.cart.unavailable')}</span>}
                  trail={
                    <button type="button" class="linkish buy-del" onClick={() => void editCart({ kind: 'delete', lines: [lineKey(sku)] })}>
                      {t('buy.cart.delete')}
                    </button>
                  }
                />
              ))}
            </ul>
          </section>
        )}
        <div class="buy-summary" role="region" aria-label={t('buy.cart.summary')}>
          <label class="buy-check">
            <input
              type="checkbox"
              checked={everything}
              disabled={shops.length === 0}
              onChange={(e) => void editCart({ kind: 'checkAll', checked: e.currentTarget.checked })}
            />
            <span>{t('buy.cart.all')}</span>
          </label>
          <p class="buy-picked" aria-live="polite">
            {t('buy.cart.picked', { lines: picked.lines, units: picked.units })}
          </p>
          <p class="buy-total">
            <span>{t('buy.cart.total')}</span>{' '}
            <strong data-testid="cart-total">{pointsPrice(points, picked.cents, money(picked.cents / 100))}</strong>
          </p>
          <AvailablePoints needed={points} />
          <button type="button" class="btn primary buy-go" onClick={checkout} aria-busy={cartState === 'loading'}>
            {t('buy.cart.checkout')}
          </button>
        </div>
      </>
    );
  })();

  return (
    <div class="wrap page buy" ref={ref}>
      <StepBar current="cart" />
      <h1 class="buy-title">{t('buy.cart.title')}</h1>
      {body}
    </div>
  );
}

function ShopBlock({ shop, money }: { shop: CartShop; money: (value: number) => string }) {
  const { t } = useT();
  const headingId = `buy-shop-${shop.seller_id}`;
  return (
    <section class="buy-shop" aria-labelledby={headingId}>
      <header class="buy-shop-head">
        <label class="buy-check">
          <input
            type="checkbox"
            checked={shop.checked === 1}
            aria-label={t('buy.cart.checkShop', { shop: shop.seller_name })}
            onChange={(e) => void editCart({ kind: 'checkShop', sellerId: shop.seller_id, checked: e.currentTarget.checked })}
          />
          <h2 id={headingId}>{shop.seller_name}</h2>
        </label>
      </header>
      <ul class="buy-lines">
        {shop.sku_list.map((sku) => (
          <Line key={lineId(sku)} sku={sku} sellerId={shop.seller_id} money={money} />
        ))}
      </ul>
    </section>
  );
}

function Line({ sku, sellerId, money }: { sku: CartSku; sellerId: CartShop['seller_id']; money: (value: number) => string }) {
  const { t } = useT();
  const { step, min, max } = stepBounds(sku);
  const dropship = isDropship(sku);
  const line = lineKey(sku);
  // Screen readers tell a sku's two lines apart by name: "Select Mug (dropshipping)".
  const name = dropship ? t('buy.cart.dropshipName', { name: sku.name }) : sku.name;
  const [draft, setDraft] = useState<string | null>(null);
  // a promotion prices the line: its price under the one without it
  const onPromotion = chosenPromo(sku) !== undefined && !sku.promotion_notice && sku.original_price > sku.purchase_price;
  const specs = sku.spec_list.map((spec) => `${spec.spec_name}: ${spec.spec_value}`).join(' · ');

  const commit = (num: number) => {
    setDraft(null);
    if (num === sku.num) return;
    if (!isPackageMultiple(num, step)) {
      toast(t('buy.cart.multiple', { unit: step }), 'warning');
      return;
    }
    void editCart({ kind: 'num', line, num });
  };

  return (
    <CartLine
      sku={sku}
      look={look}
      marked
      dropship={t('buy.cart.dropship')}
      href={`/goods/${sku.goods_id}`}
      details={
        <>
          {specs && <p class="muted small">{specs}</p>}
          <p class="muted small">
            {dropship ? t('buy.cart.dropshipUnit') : t('buy.cart.pack', { unit: step })} · {t('buy.cart.stock', { n: sku.enable_quantity })}
          </p>
        </>
      }
      notice={sku.error_message}
      subtotalLabel={t('buy.cart.subtotal')}
      lead={
        <input
          type="checkbox"
          class="buy-line-check"
          checked={sku.checked === 1}
          aria-label={t('buy.cart.checkLine', { name })}
          onChange={(e) => void editCart({ kind: 'checkSku', line, checked: e.currentTarget.checked })}
        />
      }
      trail={
        <button type="button" class="linkish buy-del" onClick={() => void editCart({ kind: 'delete', lines: [line] })}>
          {t('buy.cart.delete')}
          <span class="sr-only"> {name}</span>
        </button>
      }
    >
      <PromotionPick sku={sku} sellerId={sellerId} name={name} money={money} />
      <p class="buy-unit">
        <span class="sr-only">{t('buy.cart.unitPrice')} </span>
        {money(sku.purchase_price)}
        <PointsEach point={sku.point} />
        {onPromotion && (
          <s class="buy-was">
            <span class="sr-only">{t('buy.cart.was')} </span>
            {money(sku.original_price)}
          </s>
        )}
      </p>
      <div class="buy-stepper" role="group" aria-label={t('buy.cart.quantity', { name })}>
        <button
          type="button"
          aria-label={t(dropship ? 'buy.cart.lessOne' : 'buy.cart.less')}
          disabled={sku.num - step < min}
          onClick={() => commit(sku.num - step)}
        >
          −
        </button>
        <input
          inputMode="numeric"
          aria-label={t('buy.cart.qty')}
          value={draft ?? String(sku.num)}
          onInput={(e) => setDraft(e.currentTarget.value)}
          onBlur={() => draft !== null && commit(Number(draft.trim()))}
          onKeyDown={(e) => {
            if (e.key === 'Enter') e.currentTarget.blur();
            if (e.key === 'Escape') setDraft(null);
          }}
        />
        <button
          type="button"
          aria-label={t(dropship ? 'buy.cart.moreOne' : 'buy.cart.more')}
          disabled={sku.num + step > max}
          onClick={() => commit(sku.num + step)}
        >
          +
        </button>
      </div>
    </CartLine>
  );
}

/**
 * The line's promotion chooser: the activities the server offers it now, or none. A change shows at once and rolls back if refused, like the
 * other cart edits; why a chosen one does not price the line (ended, over its cap) shows below.
 */
function PromotionPick({
  sku,
  sellerId,
  name,
  money,
}: {
  sku: CartSku;
  sellerId: CartShop['seller_id'];
  name: string;
  money: (value: number) => string;
}) {
  const { t } = useT();
  // the server offers point goods no FULL_DISCOUNT (spec §4)
  const offers = sku.single_list;
  const chosen = chosenPromo(sku);
  const notice = sku.promotion_notice ? (
    <p class="buy-notice" role="status">
      {sku.promotion_notice}
    </p>
  ) : null;
  if (offers.length === 0) return notice && <div class="buy-promo-box">{notice}</div>;
  const option = (promo: (typeof offers)[number]) =>
    t('buy.cart.promotionOption', {
      name: promo.promotion_name,
      price: money(promo.price),
    });
  // the chosen activity's caps under the select: options stay short enough for a 360 px line
  const caps = chosen
    ? [
        chosen.limit_num ? t('buy.cart.promotionLimit', { n: chosen.limit_num }) : '',
        chosen.remain_quantity !== null ? t('buy.cart.promotionLeft', { n: chosen.remain_quantity }) : '',
      ]
        .filter(Boolean)
        .join(' · ')
    : '';
  const pick = (key: string) => {
    const promo = offers.find((p) => promoKey(p) === key);
    const promotion = promo ? { id: promo.promotion_id, type: promo.promotion_type } : null;
    void editCart({ kind: 'promotion', sellerId, skuId: sku.sku_id, promotion });
  };
  return (
    <div class="buy-promo-box">
      <label class="buy-promo-pick">
        <span class="sr-only">{t('buy.cart.promotion', { name })}</span>
        <select value={chosen ? promoKey(chosen) : ''} onChange={(e) => pick(e.currentTarget.value)}>
          <option value="">{t('buy.cart.promotionNone')}</option>
          {offers.map((promo) => (
            <option key={promoKey(promo)} value={promoKey(promo)}>
              {option(promo)}
            </option>
          ))}
        </select>
      </label>
      {caps && <p class="muted small buy-promo-caps">{caps}</p>}
      {notice}
    </div>
  );
}
