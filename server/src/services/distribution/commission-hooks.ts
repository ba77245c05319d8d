import type { Queryable } from '../../db/types';
import { insertCommission, lockCommissionOrder, lockOrderCommissions, updateCommission } from '../../repos/distribution/commissions';
import { findReferrer, readSettings, moveAvailable } from '../../repos/distribution/distributors';
import { addLedger } from '../../repos/distribution/ledger';
import { findLatestApplication } from '../../repos/merchant/applications';

/**
 * The three moments of an order that move commission, each called inside the transaction that
 * moves the order (so the order and its commissions never disagree, and they queue on the order's
 * row lock): paid (payment), completed (confirm receipt), refunded (after-sale). The base is what
 * the buyer actually paid for the goods: the order's paid amount (after coupons, discount card,
 * with the balance part) without freight; points are not money and earn nothing.
 */

/** Whether a member is an approved distributor now (the application dialog's status 1). */
export async function isApprovedDistributor(q: Queryable, memberId: number): Promise<boolean> {
  return (await findLatestApplication(q, memberId))?.status === 1;
}

const commissionOf = (baseCents: number, rateBp: number) => Math.floor((baseCents * rateBp) / 10_000);

/** The orders were paid: a pending commission per level for their buyer's upline (at most once per order and level). */
export async function recordCommissions(q: Queryable, sns: readonly string[], at: number): Promise<void> {
  for (const sn of sns) {
    const order = await lockCommissionOrder(q, sn);
    if (!order) continue;
    const level1 = await findReferrer(q, order.member_id);
    if (level1 === undefined) continue;
    const level2 = await findReferrer(q, level1);
    const settings = await readSettings(q);
    const baseCents = Math.max(0, order.paid_cents - order.freight_cents - order.refunded_cents);
    const levels: [1 | 2, number | undefined, number][] = [
      [1, level1, settings.level1_rate_bp],
      [2, level2, settings.level2_rate_bp],
    ];
    for (const [level, distributorId, rateBp] of levels) {
      if (distributorId === undefined || distributorId === order.member_id || !(await isApprovedDistributor(q, distributorId))) continue;
      const amountCents = commissionOf(baseCents, rateBp);
      if (amountCents <= 0) continue;
      await insertCommission(q, { orderSn: sn, buyerId: order.member_id, distributorId, level, rateBp, baseCents, amountCents, at });
    }
  }
}

/** The order completed: its pending commissions settle, each credited once with its ledger row. */
export async function settleCommissions(q: Queryable, sn: string, at: number): Promise<void> {
  await lockCommissionOrder(q, sn);
  for (const row of await lockOrderCommissions(q, sn)) {
    if (row.status !== 'PENDING') continue;
    await updateCommission(q, row.id, {
      status: 'SETTLED',
      amountCents: row.amount_cents,
      settledCents: row.amount_cents,
      takenBackCents: 0,
      settledAt: at,
    });
    await addLedger(q, { memberId: row.distributor_id, kind: 'COMMISSION', cents: row.amount_cents, commissionId: row.id, at });
    await moveAvailable(q, row.distributor_id, row.amount_cents);
  }
}

/**
 * The order was (partly) refunded: each commission is recomputed on what is left of the goods'
 * payment. A pending one shrinks, or is cancelled when nothing is left (it is never paid); a
 * settled one gives back the difference as a PERFORMANCE_REFUND ledger row, even when that takes
 * the distributor's available money below zero (only by what is taken back: the table's check).
 */
export async function takeBackCommissions(q: Queryable, sn: string, at: number): Promise<void> {
  const order = await lockCommissionOrder(q, sn);
  if (!order) return;
  const left = Math.max(0, order.paid_cents - order.freight_cents - order.refunded_cents);
  for (const row of await lockOrderCommissions(q, sn)) {
    const owed = commissionOf(Math.min(left, row.base_cents), row.rate_bp);
    if (row.status === 'PENDING') {
      if (owed >= row.amount_cents && left > 0) continue;
      await updateCommission(q, row.id, {
        status: left === 0 || owed === 0 ? 'CANCELLED' : 'PENDING',
        amountCents: left === 0 ? 0 : owed,
        settledCents: 0,
        takenBackCents: 0,
        settledAt: null,
      });
      continue;
    }
    const back = row.settled_cents - row.taken_back_cents - owed;
    if (back <= 0) continue;
    await updateCommission(q, row.id, {
      status: 'SETTLED',
      amountCents: row.amount_cents,
      settledCents: row.settled_cents,
      takenBackCents: row.taken_back_cents + back,
      settledAt: row.settled_at,
    });
    await addLedger(q, { memberId: row.distributor_id, kind: 'PERFORMANCE_REFUND', cents: -back, commissionId: row.id, at });
    await moveAvailable(q, row.distributor_id, -back, back);
  }
}
