/**
 * What a discount card takes off, in integer centavos: `rate_percent` of the goods left after
 * coupons, never more than the card's maximum, floored so a buyer is never charged a fraction.
 */
export function cardReductionCents(baseCents: number, ratePercent: number, maxCents: number): number {
  if (baseCents <= 0) return 0;
  return Math.min(Math.floor((baseCents * ratePercent) / 100), maxCents);
}

/**
 * Spreads `totalCents` over a trade's orders in proportion to each order's base (its goods after
 * coupons): each gets the floor of its share, the centavos left over go to the largest order
 * (then the next, should one be full), so the parts sum to the total and none exceeds its base.
 */
export function spreadCents<K>(orders: readonly { key: K; baseCents: number }[], totalCents: number): Map<K, number> {
  const parts = new Map<K, number>(orders.map((order) => [order.key, 0]));
  const base = orders.reduce((sum, order) => sum + Math.max(0, order.baseCents), 0);
  if (base <= 0 || totalCents <= 0) return parts;
  const total = Math.min(totalCents, base);
  let left = total;
  for (const order of orders) {
    const part = Math.floor((Math.max(0, order.baseCents) * total) / base);
    parts.set(order.key, part);
    left -= part;
  }
  const largestFirst = [...orders].sort((a, b) => b.baseCents - a.baseCents);
  for (const order of largestFirst) {
    if (left === 0) break;
    const part = parts.get(order.key) ?? 0;
    const more = Math.min(left, Math.max(0, order.baseCents) - part);
    parts.set(order.key, part + more);
    left -= more;
  }
  return parts;
}
