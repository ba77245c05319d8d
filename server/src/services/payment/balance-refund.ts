import { systemText } from '../text/system-text';
import type { Queryable } from '../../db/types';
import { creditBalance } from './balance-credit';

/**
 * A cancelled order gives back the part the buyer paid from the balance, with its REFUND ledger
 * entry, inside the cancel's transaction. The cancel itself is a conditional update that succeeds
 * once per order, so this runs once per order too.
 */
export async function returnBalancePart(
  q: Queryable,
  order: { sn: string; member_id: number; balance_cents: number },
  at: number,
): Promise<void> {
  const cents = Number(order.balance_cents);
  if (cents <= 0) return;
  await creditBalance(q, {
    memberId: Number(order.member_id),
    cents,
    remark: systemText('tradeRefundBalancePart', { sn: order.sn }),
    at,
  });
}
