/** An order's money as refunds see it, in centavos (points apart). */
export interface OrderMoney {
  goodsCents: number;
  freightCents: number;
  /** money paid (balance and gateway), after coupons and the discount card */
  paidCents: number;
  /** of paidCents, what came from the balance */
  balanceCents: number;
  exchangePoint: number;
  refundedCents: number;
  refundedBalanceCents: number;
  refundedPoint: number;
  /** whether any goods left the shop: then freight is not given back */
  shipped: boolean;
}

/** What one service gives back, split the way the money came. */
export interface RefundSplit {
  refundCents: number;
  balanceCents: number;
  gatewayCents: number;
  points: number;
}

/**
 * The refund of a service: the goods' share of what was paid after coupons, discount card and
 * points (their list value over the order's), never more than is left unrefunded. The service
 * that refunds the order's last units takes what is left of the goods' money exactly, so shares
 * rounded down never lose a centavo, and freight too when nothing was shipped (a cancelled paid
 * order gets all its money back). Money goes back as it came: the balance's share to the
 * balance, the rest through the gateway; points back to points.
 */
export function refundAmounts(order: OrderMoney, service: { valueCents: number; points: number; last: boolean }): RefundSplit {
  const goodsPaid = Math.max(0, order.paidCents - order.freightCents);
  const moneyLeft = Math.max(0, order.paidCents - order.refundedCents);
  let refund: number;
  if (service.last) refund = order.shipped ? goodsPaid - order.refundedCents : moneyLeft;
  else refund = order.goodsCents > 0 ? Math.floor((goodsPaid * service.valueCents) / order.goodsCents) : 0;
  refund = Math.min(Math.max(0, refund), moneyLeft);

  const balanceLeft = order.balanceCents - order.refundedBalanceCents;
  const gatewayLeft = order.paidCents - order.balanceCents - (order.refundedCents - order.refundedBalanceCents);
  const balanceShare = service.last
    ? Math.min(refund, balanceLeft)
    : order.paidCents > 0
      ? Math.min(Math.floor((refund * order.balanceCents) / order.paidCents), balanceLeft)
      : 0;
  const gatewayCents = Math.min(refund - balanceShare, gatewayLeft);
  const balanceCents = refund - gatewayCents;

  const pointsLeft = order.exchangePoint - order.refundedPoint;
  const points = service.last ? pointsLeft : Math.min(service.points, pointsLeft);
  return { refundCents: refund, balanceCents, gatewayCents, points: Math.max(0, points) };
}
