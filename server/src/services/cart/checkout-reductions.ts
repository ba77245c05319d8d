import type { CartView, PriceDetail } from '../../../../src/core/contract/types';
import type { Queryable } from '../../db/types';
import { toMxn } from '../../http/money';
import { cardReductionCents, spreadCents } from '../trade/card-reduction';
import { chosenCard } from '../trade/discount-card';

const cents = (mxn: number) => Math.round(mxn * 100);

/**
 * The checkout view's prices net of what `trade/create` will take off, by the same rules: each
 * chosen coupon on its shop's order (a platform coupon on the largest), never more than the
 * order's goods; then the chosen discount card on the goods left, up to its maximum, spread over
 * the orders. `coupon_price` is the coupons' part, `discount_price` every reduction, `total_price`
 * what the trade will cost; per shop and in total, so the shops sum to the total.
 */
export async function withCheckoutReductions(q: Queryable, memberId: number, view: CartView, at: number): Promise<CartView> {
  const shops = view.cart_list.filter((shop) => cents(shop.price.goods_price) > 0);
  const coupon = new Map<number, number>();
  const goods = (sellerId: number) => cents(shops.find((shop) => shop.seller_id === sellerId)?.price.goods_price ?? 0);
  const largest = [...shops].sort((a, b) => b.price.goods_price - a.price.goods_price)[0];
  for (const chosen of view.coupon_list.filter((c) => c.selected === 1)) {
    const target = chosen.seller_id === 0 ? largest?.seller_id : shops.find((shop) => shop.seller_id === chosen.seller_id)?.seller_id;
    if (target === undefined) continue;
    const taken = coupon.get(target) ?? 0;
    coupon.set(target, taken + Math.min(cents(chosen.amount), goods(target) - taken));
  }

  const bases = shops.map((shop) => ({ key: shop.seller_id, baseCents: goods(shop.seller_id) - (coupon.get(shop.seller_id) ?? 0) }));
  const card = await chosenCard(q, memberId, at);
  const cardTotal = card
    ? cardReductionCents(
        bases.reduce((sum, b) => sum + b.baseCents, 0),
        card.rate_percent,
        card.max_cents,
      )
    : 0;
  const cardParts = spreadCents(bases, cardTotal);

  const net = (price: PriceDetail, couponCents: number, cardCents: number): PriceDetail => ({
    ...price,
    coupon_price: toMxn(couponCents),
    discount_price: toMxn(couponCents + cardCents),
    total_price: toMxn(cents(price.total_price) - couponCents - cardCents),
  });
  const couponTotal = [...coupon.values()].reduce((sum, c) => sum + c, 0);
  return {
    ...view,
    cart_list: view.cart_list.map((shop) => ({
      ...shop,
      price: net(shop.price, coupon.get(shop.seller_id) ?? 0, cardParts.get(shop.seller_id) ?? 0),
    })),
    total_price: net(view.total_price, couponTotal, cardTotal),
  };
}
