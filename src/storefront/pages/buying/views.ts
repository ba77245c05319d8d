import { lazyPage } from '../../lib/lazy-page';
import type { ViewTable } from '../../types';
import { buyingStrings } from './i18n';

// The cart widget's chunk is fetched beside the route's, not once the route has rendered its element.
const cart = lazyPage(
  () => Promise.all([import('./cart-route'), import('../../../widgets/cart/index')]).then(([route]) => route),
  buyingStrings,
);
// every checkout route is the checkout widget at one of its steps (an invoice's details too)
const checkout = lazyPage(() => import('./checkout-page'), buyingStrings);

/** Route name → page of the buying stream (cart, checkout, cashier); pages load lazily through `lazyPage`. The orders are the member centre's (pages/member). */
export const buyingViews = {
  cart,
  cartList: cart,
  checkout,
  checkoutCashier: checkout,
  checkoutPay: checkout,
  checkoutCashierLoadPay: checkout,
  checkoutElectro: checkout,
  checkoutVatordinary: checkout,
  checkoutVatospecial: checkout,
  goodsSnapshot: lazyPage(() => import('./snapshot-page'), buyingStrings),
  paymentComplete: checkout,
} satisfies ViewTable;
