import type { CartSku } from '../../../../src/core/contract/types';
import type { Queryable } from '../../db/types';
import { ruleError } from '../../http/errors';
import type { OfferRow } from '../../repos/cart/promo-cart';
import {
  bookOrderExchange,
  findSpendablePoints,
  giveMemberPoints,
  listTradeLinesOf,
  orderPoints,
  returnExchangePieces,
  settlePointsOnlyOrders,
  takeExchangePieces,
  takeMemberPoints,
} from '../../repos/trade/points';
import { addPointLog } from '../members/points-log';

/**
 * Points-mall lines in the cart and at checkout (issue 5). A points goods is bought under its
 * exchange (cart_item promotion_type EXCHANGE, promotion_id = promo_exchange.id): each piece costs
 * `exchange_money` (the line's purchase price, possibly 0) plus `exchange_point` points, spent
 * from the member's consum_point when the trade is created and given back when an order is
 * cancelled.
 */

/** Points in a message, grouped by thousands ("1,300"): es-MX, en-US and zh-CN all group them so. */
const grouped = (n: number) => n.toLocaleString('en-US');

/** A priced line's points: per piece under the offer that prices it, else 0. */
export const offerPoints = (offer: OfferRow | null): number => (offer?.type === 'EXCHANGE' ? (offer.point ?? 0) : 0);

/** The points `skus` take (`point` is per piece): checked, valid lines only, as the totals count. */
export const skuPoints = (skus: readonly CartSku[]): number =>
  skus.reduce((sum, sku) => sum + (sku.checked === 1 && sku.invalid === 0 ? sku.point * sku.num : 0), 0);

interface ExchangeLine {
  skuId: number;
  exchangeId: number;
  num: number;
  /** per piece */
  point: number;
  name: string;
}

/** The lines of `skus` priced by their exchange (a line whose exchange no longer fits is priced normally, with no points). */
function exchangeLines(skus: readonly CartSku[]): ExchangeLine[] {
  return skus.flatMap((sku) => {
    const promo = sku.single_list.find((p) => p.is_check === 1 && p.promotion_type === 'EXCHANGE');
    return promo && sku.point > 0
      ? [{ skuId: sku.sku_id, exchangeId: promo.promotion_id, num: sku.num, point: sku.point, name: sku.name }]
      : [];
  });
}

/**
 * Inside `trade/create`'s transaction, after its orders are written: takes the points the trade's
 * exchange lines need by one conditional update (so racing checkouts can never take the balance
 * below zero), takes the exchanges' pieces, books the spend in the ledger and on each order, and
 * marks paid an order whose money part is 0 (nothing to pay, it must not wait "to pay"). Throws
 * the translated refusal when the points or pieces are short; the caller's rollback then leaves
 * nothing written. Returns the points taken.
 */
export async function spendTradePoints(
  q: Queryable,
  p: { memberId: number; tradeSn: string; skus: readonly CartSku[]; at: number },
): Promise<number> {
  const lines = exchangeLines(p.skus);
  const needed = lines.reduce((sum, line) => sum + line.point * line.num, 0);
  if (needed === 0) return 0;
  if (!(await takeMemberPoints(q, p.memberId, needed))) {
    throw ruleError('promotionsPointsInsufficient', {
      needed: grouped(needed),
      available: grouped(await findSpendablePoints(q, p.memberId)),
    });
  }

  const pieces = new Map<number, { num: number; names: string[] }>();
  for (const line of lines) {
    const entry = pieces.get(line.exchangeId) ?? { num: 0, names: [] };
    pieces.set(line.exchangeId, { num: entry.num + line.num, names: [...entry.names, line.name] });
  }
  const gone: string[] = [];
  for (const [exchangeId, { num, names }] of pieces) {
    if (!(await takeExchangePieces(q, exchangeId, num))) gone.push(...names);
  }
  if (gone.length > 0) throw ruleError('promotionsExchangeGone', { names: gone.join(', ') });

  await addPointLog(q, { memberId: p.memberId, consumPoint: needed, consumType: 0, reason: 'EXCHANGE', sn: p.tradeSn, at: p.at });

  // Each order's share: its lines (order_item) of the exchanged skus.
  const perSku = new Map(lines.map((line) => [line.skuId, line]));
  const items = await listTradeLinesOf(q, p.tradeSn, [...perSku.keys()]);
  for (const item of items) {
    const line = perSku.get(Number(item.sku_id));
    if (!line) continue;
    await bookOrderExchange(q, { orderSn: item.order_sn, exchangeId: line.exchangeId, num: item.num, points: line.point * item.num });
  }
  // Paid in points alone: settled now, as a balance payment settles an order.
  await settlePointsOnlyOrders(q, p.tradeSn, p.at);
  return needed;
}

/**
 * Inside an order's cancel (the buyer's or the expiry sweep's), which runs once per order: gives
 * the member back the points the order took, with a ledger row, and the exchanges their pieces.
 */
export async function returnOrderPoints(q: Queryable, order: { sn: string; member_id: number }, at: number): Promise<void> {
  const points = await orderPoints(q, order.sn);
  if (points === 0) return;
  await giveMemberPoints(q, order.member_id, points);
  await addPointLog(q, { memberId: order.member_id, consumPoint: points, consumType: 1, reason: 'RETURNED', sn: order.sn, at });
  await returnExchangePieces(q, order.sn);
}
