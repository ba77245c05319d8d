import { lazyPage } from '../../lib/lazy-page';
import type { ViewTable } from '../../types';
import { buyingStrings } from './i18n';

const cart = lazyPage(() => import('./cart-page'), buyingStrings);
const member = lazyPage(() => import('../member/member-centre-page'));
const invoice = lazyPage(() => import('./invoice-page'), buyingStrings);

/** Route name → page of the buying stream (cart, checkout, orders); pages load lazily through `lazyPage`. */
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
  memberMyOrder: member,
  memberMyOrderDetail: member,
  memberShippingAddress: member,
  memberMyReceipt: member,
  memberMyReceiptDetail: member,
  goodsSnapshot: lazyPage(() => import('./snapshot-page'), buyingStrings),
  paymentComplete: lazyPage(() => import('./payment-complete-page'), buyingStrings),
} satisfies ViewTable;
