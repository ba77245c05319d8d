import { lazyPage } from '../../lib/lazy-page';
import type { ViewTable } from '../../types';
import { buyingStrings } from './i18n';

const cart = lazyPage(() => import('./cart-page'), buyingStrings);
const invoice = lazyPage(() => import('./invoice-page'), buyingStrings);

/** Route name → page of the buying stream (cart, checkout, cashier); pages load lazily through `lazyPage`. The orders are the member centre's (pages/member). */
export const buyingViews = {
  cart,
  cartList: cart,
  checkout: lazyPage(() => import('./checkout-page'), buyingStrings),
  checkoutCashier: lazyPage(() => import('./cashier-page'), buyingStrings),
  checkoutPay: lazyPage(() => import('./cashier-page'), buyingStrings),
  checkoutCashierLoadPay: lazyPage(() => import('./cashier-load-pay-page'), buyingStrings),
  checkoutElectro: invoice,
  checkoutVatordinary: invoice,
  checkoutVatospecial: invoice,
  goodsSnapshot: lazyPage(() => import('./snapshot-page'), buyingStrings),
  paymentComplete: lazyPage(() => import('./payment-complete-page'), buyingStrings),
} satisfies ViewTable;
