import { useEffect, useRef, useState } from 'react';
import {
  chooseAddress,
  createTrade,
  fetchAddresses,
  fetchCheckoutCart,
  fetchCheckoutParams,
  setRemark,
  chooseCoupon,
  type Address,
} from '../../core/api/checkout';
import { errorText } from '../../core/errors';
import { failuresIn } from '../../core/form-check';
import { formatMoney } from '../../core/money';
import { formatSignedMoney } from '../../core/money-signed';
import { afterCartChange } from '../../core/cart/after-change';
import { toast } from '../../core/toasts';
import { useT } from '../../core/ui/use-t';
import { EmptyState, ErrorState } from '../../core/ui/states';
import { StepBar } from './checkout-steps';
import { useAsync } from '../../core/ui/use-async';
import { DROPSHIP } from '../../core/contract/shipment';
import type { PaymentType } from '../../core/contract/checkout';
import type { CartLineGlance } from '../../core/contract/types-cart-glance';
import { emit } from '../../core/events';
import { cartItems, commerce } from '../../core/analytics';
import { useHost } from '../../core/ui/host';
import { AddressForm } from '../../core/ui/address-form';
import { CheckoutLink } from './checkout-link';
import type { CheckoutRoute } from './checkout-route';
import { CheckoutOptions } from './checkout-options';
import { payChoice } from './pay-choice';
import { CheckoutReceipt } from './checkout-receipt';
import { DiscountCardPicker } from './discount-card-picker';
import { formatPoints } from '../../core/points';
import { AvailablePoints, PointsEach, usePointsPrice } from '../../core/ui/points-total';
import { VerifyEmailNotice } from './verify-email-notice';

const REMARK_MAX = 200;
const newKey = () => (crypto.randomUUID ? crypto.randomUUID() : `${Date.now()}-${Math.random().toString(36).slice(2)}`);

/**
 * The order form (`/checkout`): delivery address, the lines by shop, payment type and receive
 * time, invoice, coupons, remark, discount card, points, totals, submit. A created trade emits
 * `vitrina:order` and moves on to the cashier (or, settled by points, to the result).
 */
export function OrderStep({ route, forward, go }: { route: CheckoutRoute; forward: string; go(next: CheckoutRoute): void }) {
  const { t, locale } = useT();
  const host = useHost();
  const { way } = route;
  const [key] = useState(newKey);
  const [version, setVersion] = useState(0);
  const [editing, setEditing] = useState<Address | 'new' | null>(null);
  const [busy, setBusy] = useState(false);
  // The payment type picked in this checkout: the server's saved one (the last order's) never
  // stands in for it, and the order cannot be sent until there is one.
  const [payment, setPayment] = useState<PaymentType | null>(payChoice.get);
  // the server's refusal for the payment type (another checkout of this buyer used the choice up)
  const [paymentError, setPaymentError] = useState<string>();
  const page = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (paymentError) page.current?.querySelector<HTMLInputElement>('#co-payment-type input')?.focus();
  }, [paymentError]);
  const paymentSaved = useRef<Promise<unknown>>(Promise.resolve());
  // kept only while the buyer is off to an invoice's details (this same checkout)
  const toInvoice = useRef(false);
  useEffect(() => {
    toInvoice.current = false;
    return () => (toInvoice.current ? payChoice.keep(payment) : payChoice.forget());
  }, [payment]);
  const { state, retry } = useAsync(
    () =>
      Promise.all([fetchCheckoutCart(way), fetchAddresses(), fetchCheckoutParams()]).then(([cart, addresses, params]) => ({
        cart,
        addresses,
        params,
      })),
    [way, version],
  );
  const reload = () => setVersion((v) => v + 1);
  // A ticked coupon shows ticked while the server records it (any render meanwhile would put the
  // controlled box back to the old answer); the next answer from the server replaces the wish.
  const [couponWish, setCouponWish] = useState<Readonly<Record<number, boolean>>>({});
  const loaded = state.status === 'ready' ? state.data : undefined;
  useEffect(() => setCouponWish({}), [loaded]);
  // GA4's begin_checkout (core/analytics.ts): once per order form shown, not at each reload of its data
  const begun = useRef(false);
  useEffect(() => {
    if (!loaded || begun.current) return;
    begun.current = true;
    commerce(host, 'begin_checkout', { value: loaded.cart.total_price.total_price, items: linesOf(loaded.cart) });
  }, [loaded]);
  const money = (value: number) => formatMoney(value, locale);
  const pointsPrice = usePointsPrice();
  const guarded = async (fn: () => Promise<unknown>, done?: string) => {
    try {
      await fn();
      if (done) toast(done, 'success');
    } catch (error) {
      toast(errorText(error), 'error');
    }
    reload();
  };

  const body = (() => {
    if (state.status === 'error') return <ErrorState error={state.error} onRetry={retry} />;
    if (state.status !== 'ready') return <div class="buy-skeleton" aria-busy="true" />;
    const { cart, addresses, params } = state.data;
    if (cart.cart_list.length === 0) {
      return (
        <EmptyState title={t('cart.selectOne')}>
          <CheckoutLink class="btn primary" path="/cart">
            {t('co.checkout.backToCart')}
          </CheckoutLink>
        </EmptyState>
      );
    }
    const chosen = addresses.find((a) => a.addr_id === params.address_id) ?? addresses[0];
    const coupons = cart.coupon_list;
    const points = cart.total_price.exchange_point;
    // The server nets the chosen coupons (coupon_price) and the discount card (the rest of
    // discount_price) out of total_price, as trade/create will charge.
    const couponTotal = Math.round(cart.total_price.coupon_price * 100);
    const cardTotal = Math.round(cart.total_price.discount_price * 100) - couponTotal;
    const totalCents = Math.round(cart.total_price.total_price * 100);
    // what a shop's order still needs to ship free (the site's amount, spec §1); null once it does
    const missingForFree = (goods: number) => {
      const from = params.free_freight_price;
      return goods > 0 && goods < from ? Math.round(from * 100 - goods * 100) / 100 : null;
    };
    const submit = async () => {
      if (!chosen) return toast(t('co.checkout.needAddress'), 'warning');
      if (!payment) return;
      setBusy(true);
      try {
        await paymentSaved.current;
        const trade = await createTrade(key, way);
        void afterCartChange().catch(() => undefined /* the next page reloads what it shows */);
        // points covered all of it: the server settled the trade at submit (trade/points.ts)
        const settled = trade.price_detail.total_price === 0 && trade.price_detail.exchange_point > 0;
        emit(host, 'order', { sn: trade.trade_sn, total: trade.price_detail.total_price });
        go({ ...route, step: settled ? 'result' : 'cashier', sn: trade.trade_sn, kind: 'TRADE', bill: '', status: '' });
      } catch (error) {
        const refusedPayment = failuresIn(error).find((failure) => failure.path === 'payment_type');
        if (refusedPayment) {
          // the choice is gone on the server (another checkout of this buyer used it): none shows
          // chosen, the refusal stands by the choice and focus goes there (the effect below)
          setPayment(null);
          setPaymentError(refusedPayment.message);
        } else {
          toast(errorText(error), 'error');
          reload();
        }
      } finally {
        setBusy(false);
      }
    };
    return (
      <div class="buy-checkout">
        <section class="buy-shop" aria-labelledby="buy-addr-h">
          <header class="buy-shop-head">
            <h2 id="buy-addr-h">{t('co.checkout.address')}</h2>
            {editing === null && (
              <button type="button" class="linkish" onClick={() => setEditing('new')}>
                {t('co.checkout.newAddress')}
              </button>
            )}
          </header>
          <div class="buy-pad">
            {editing !== null ? (
              <AddressForm
                initial={editing === 'new' ? undefined : editing}
                onCancel={() => setEditing(null)}
                onSaved={(saved) => {
                  setEditing(null);
                  void guarded(() => chooseAddress(saved.addr_id));
                }}
              />
            ) : addresses.length === 0 ? (
              <p class="muted">{t('co.checkout.noAddress')}</p>
            ) : (
              <ul class="buy-addresses" role="radiogroup" aria-label={t('co.checkout.address')}>
                {addresses.map((a) => (
                  // the group is a radiogroup, not a list: its items are only boxes around the radios
                  <li key={a.addr_id} role="none" class={a.addr_id === chosen?.addr_id ? 'on' : ''}>
                    <label>
                      <input
                        type="radio"
                        name="address"
                        checked={a.addr_id === chosen?.addr_id}
                        onChange={() => void guarded(() => chooseAddress(a.addr_id))}
                      />
                      <span>
                        <strong>{a.name}</strong> {a.mobile} {a.def_addr === 1 && <span class="buy-promo">{t('co.checkout.default')}</span>}
                        <br />
                        <span class="muted small">{[a.addr, a.county, a.city, a.province, a.zip].filter(Boolean).join(', ')}</span>
                      </span>
                    </label>
                    <button type="button" class="linkish small" onClick={() => setEditing(a)}>
                      {t('co.checkout.edit')}
                    </button>
                  </li>
                ))}
              </ul>
            )}
          </div>
        </section>

        {cart.cart_list.map((shop) => (
          <section key={shop.seller_id} class="buy-shop" aria-label={shop.seller_name}>
            <header class="buy-shop-head">
              <h2>{shop.seller_name}</h2>
              <span class="muted small">
                {shop.price.freight_price > 0
                  ? t('co.checkout.freight', { amount: money(shop.price.freight_price) })
                  : t('co.checkout.freeShipping')}
              </span>
            </header>
            <ul class="buy-lines">
              {shop.sku_list.map((sku) => (
                <li
                  key={`${sku.sku_id}-${sku.shipment_type}`}
                  class="buy-line buy-line-ro"
                  data-sku={sku.sku_id}
                  data-shipment={sku.shipment_type}
                >
                  <img src={sku.goods_image} alt="" width={56} height={56} loading="lazy" />
                  <span class="buy-name">
                    {sku.name}
                    {sku.shipment_type === DROPSHIP && (
                      <>
                        <br />
                        <span class="buy-ship">{t('co.cart.dropship')}</span>
                      </>
                    )}
                  </span>
                  <span class="buy-unit">
                    {money(sku.purchase_price)} × {sku.num}
                    <PointsEach point={sku.point} />
                  </span>
                  <strong class="buy-sub">{money(sku.subtotal)}</strong>
                </li>
              ))}
            </ul>
            {missingForFree(shop.price.goods_price) !== null && (
              <p class="co-free" data-testid="free-shipping">
                {t('co.checkout.freeShippingMissing', { amount: money(missingForFree(shop.price.goods_price) ?? 0) })}
              </p>
            )}
          </section>
        ))}

        <CheckoutOptions
          paymentType={payment}
          onPaymentType={(type) => {
            setPayment(type);
            setPaymentError(undefined);
            // GA4's add_payment_info, when the buyer picks one
            if (type) commerce(host, 'add_payment_info', { value: cart.total_price.total_price, payment_type: type, items: linesOf(cart) });
          }}
          onSaving={(saving) => {
            paymentSaved.current = saving;
          }}
          receiveTime={params.receive_time}
          error={paymentError}
        />
        <CheckoutReceipt
          receipt={params.receipt}
          route={route}
          go={(next) => {
            toInvoice.current = next.step === 'invoice';
            go(next);
          }}
          run={guarded}
          shopIds={cart.cart_list.map((shop) => shop.seller_id)}
        />

        <section class="buy-shop" aria-labelledby="buy-coupon-h">
          <header class="buy-shop-head">
            <h2 id="buy-coupon-h">{t('co.checkout.coupons')}</h2>
          </header>
          <div class="buy-pad">
            {coupons.length === 0 ? (
              <p class="muted">{t('co.checkout.noCoupons')}</p>
            ) : (
              <ul class="buy-coupons">
                {coupons.map((c) => (
                  <li key={c.member_coupon_id}>
                    <label class="buy-check">
                      <input
                        type="checkbox"
                        checked={couponWish[c.member_coupon_id] ?? c.selected === 1}
                        disabled={c.enable !== 1}
                        onChange={(e) => {
                          const on = e.currentTarget.checked;
                          setCouponWish((wish) => ({ ...wish, [c.member_coupon_id]: on }));
                          void guarded(() => chooseCoupon(c.member_coupon_id, on));
                        }}
                      />
                      <span>
                        <strong>{money(c.amount)}</strong> · {c.use_term}{' '}
                        <span class="muted small">
                          ({c.seller_id === 0 ? t('co.checkout.platform') : c.seller_name}
                          {c.enable !== 1 ? ` · ${t('co.checkout.threshold', { amount: money(c.coupon_threshold_price) })}` : ''})
                        </span>
                      </span>
                    </label>
                  </li>
                ))}
              </ul>
            )}
            <label class="buy-remark">
              {t('co.checkout.remark')}
              <textarea
                maxLength={REMARK_MAX}
                defaultValue={params.remark}
                rows={2}
                onBlur={(e) => void setRemark(e.currentTarget.value).catch((error: unknown) => toast(errorText(error), 'error'))}
              />
            </label>
          </div>
        </section>

        <DiscountCardPicker version={version} run={guarded} />

        <div class="buy-summary buy-totals" role="region" aria-label={t('co.cart.summary')}>
          <dl>
            <dt>{t('co.checkout.goods')}</dt>
            <dd>{money(cart.total_price.goods_price)}</dd>
            <dt>{t('co.checkout.shipping')}</dt>
            <dd>{money(cart.total_price.freight_price)}</dd>
            {points > 0 && (
              <>
                <dt>{t('co.points.needed')}</dt>
                <dd data-testid="checkout-points">{formatPoints(points, locale)}</dd>
              </>
            )}
            <dt>{t('co.checkout.discount')}</dt>
            <dd>{formatSignedMoney(-couponTotal / 100, locale)}</dd>
            {cardTotal > 0 && (
              <>
                <dt>{t('co.checkout.card')}</dt>
                <dd data-testid="card-discount">−{money(cardTotal / 100)}</dd>
              </>
            )}
          </dl>
          <p class="buy-total">
            <span>{t('co.checkout.pay')}</span>{' '}
            <strong data-testid="checkout-total">{pointsPrice(points, totalCents, money(totalCents / 100))}</strong>
          </p>
          <AvailablePoints needed={points} version={version} />
          {!payment && (
            <p class="co-need-pay" id="co-need-pay" data-testid="need-payment">
              <button
                type="button"
                class="linkish"
                onClick={(e) => {
                  const root = e.currentTarget.getRootNode() as Document | ShadowRoot;
                  root.querySelector<HTMLInputElement>('#co-payment-type input')?.focus();
                }}
              >
                {t('co.checkout.choosePayment')}
              </button>
            </p>
          )}
          <button
            type="button"
            class="btn primary buy-go"
            disabled={busy || !payment}
            aria-busy={busy}
            aria-describedby={payment ? undefined : 'co-need-pay'}
            onClick={() => void submit()}
          >
            {t('co.checkout.submit')}
          </button>
        </div>
      </div>
    );
  })();

  return (
    <div class="wrap page buy" ref={page}>
      <StepBar current="order" way={way} />
      <h1 class="buy-title">{t('co.checkout.title')}</h1>
      <VerifyEmailNotice forward={forward} />
      {body}
    </div>
  );
}

/** The checkout's lines, every shop's, as GA4 items. */
const linesOf = (cart: { cart_list: readonly { sku_list: readonly CartLineGlance[] }[] }) =>
  cartItems(cart.cart_list.flatMap((shop) => shop.sku_list));
