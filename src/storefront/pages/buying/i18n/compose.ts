import type cartDict from '../../../../widgets/cart/i18n/es_MX';
import type checkoutDict from '../../../../widgets/checkout/i18n/es_MX';
import type memberDict from '../../../../widgets/member-centre/i18n/buying/es_MX';

/**
 * The buying pages' strings in full-page mode, for one locale: the member centre's own (`buy`),
 * the checkout's (`co`, and the `buy.*` words its pages share) and the cart's (its title, Delete
 * and points).
 */
export function buyingDict(member: typeof memberDict, cart: typeof cartDict, { co }: typeof checkoutDict) {
  const own = member.buy;
  return {
    buy: {
      ...own,
      cart: {
        ...co.cart,
        title: cart.cartPage.title,
        delete: cart.cartPage.delete,
        dropship: cart.cartPage.dropship,
        selectOne: cart.cartPage.selectOne,
        summary: cart.cartPage.summary,
      },
      checkout: { ...own.checkout, ...co.checkout },
      book: { ...co.book, ...own.book },
      address: { ...co.address, ...own.address },
      cashier: { ...own.cashier, ...co.cashier },
      complete: { ...co.complete, ...own.complete },
      loadPay: { ...co.loadPay, ...own.loadPay },
      orders: { ...co.orders, ...own.orders },
      points: co.points,
    },
    co,
    pointsTotal: cart.pointsTotal,
  };
}
