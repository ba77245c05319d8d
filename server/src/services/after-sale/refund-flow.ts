import { systemText } from '../text/system-text';
import type { Locale } from '../../../../src/core/contract/locales';
import type { Db, Queryable } from '../../db/types';
import { ApiError } from '../../http/errors';
import {
  bookOrderRefund,
  cancelRefundedOrder,
  completeGatewayRefund,
  findPaidBill,
  findRefund,
  gatewayRefundExists,
  insertRefund,
  refundedUnits,
} from '../../repos/after-sale/refunds';
import {
  addServiceLog,
  findService,
  findServiceOrder,
  listServiceItems,
  listServiceLines,
  moveService,
  returnServiceStock,
  type ServiceOwner,
  syncOrderServiceStatus,
} from '../../repos/after-sale/services';
import { giveMemberPoints, returnExchangePieces } from '../../repos/trade/points';
import { addPointLog } from '../members/points-log';
import { creditBalance } from '../payment/balance-credit';
import type { GatewayRefunds } from '../payment/gateway-refund';
import { refundAmounts } from './refund-amounts';
import { takeBackCommissions } from '../distribution/commission-hooks';
import { returnCancelledOrderDiscounts } from '../trade/cancel-returns';

type RefuseMove = (owner: ServiceOwner, sn: string, action: string, locale: Locale) => Promise<never>;

/** The gateway's reference of a service's refund: one per service, so a retried request is the same refund. */
const gatewayReference = (sn: string) => `R:${sn}`;

/**
 * The seller's stock-in and refund, and the gateway's refund notification. A refund is one
 * transaction that moves the service to REFUNDING by a conditional update (exactly one of racing
 * callers gets past it), then, under the order's row lock, computes the amounts from what was
 * paid and already refunded, books them on the order (whose check never lets refunds pass what
 * was paid), credits the balance with its ledger entry and the points with theirs, and writes the
 * refund row (one per service). Money never moves without the service moving, nor the reverse.
 * The gateway part is then asked of the gateway; its signed notification completes the service.
 * A refund interrupted between the two (a crash) is finished by calling refund again.
 */
export function createRefundFlow(deps: { db: Db; now: () => number; refunds: GatewayRefunds | undefined }) {
  const { db, now, refunds } = deps;

  /** Inside the refund's transaction: the amounts, booked and paid out; the refund row written. */
  async function payOut(q: Queryable, sn: string, orderSn: string, serviceType: string, at: number): Promise<void> {
    const order = await findServiceOrder(q, { sn: orderSn }, true);
    if (!order) throw new ApiError('not_found', 'notFound');
    // amounts only: the names are not shown, so the stored ones serve
    const lines = await listServiceLines(q, orderSn, 'es_MX');
    const items = await listServiceItems(q, [sn], 'es_MX');
    let valueCents = 0;
    let points = 0;
    let units = 0;
    for (const item of items) {
      const line = lines.find((candidate) => Number(candidate.sku_id) === Number(item.sku_id));
      valueCents += Number(item.price_cents) * Number(item.num);
      units += Number(item.num);
      if (line && Number(line.num) > 0) points += Math.floor((Number(line.points) * Number(item.num)) / Number(line.num));
    }
    const bought = lines.reduce((sum, line) => sum + Number(line.num), 0);
    const last = (await refundedUnits(q, orderSn, sn)) + units >= bought;
    const split = refundAmounts(
      {
        goodsCents: Number(order.goods_cents),
        freightCents: Number(order.freight_cents),
        paidCents: Number(order.paid_cents),
        balanceCents: Number(order.balance_cents),
        exchangePoint: Number(order.exchange_point),
        refundedCents: Number(order.refunded_cents),
        refundedBalanceCents: Number(order.refunded_balance_cents),
        refundedPoint: Number(order.refunded_point),
        shipped: order.ship_status !== 'SHIP_NO',
      },
      { valueCents, points, last },
    );
    // the gateway part needs the payment it refunds and a gateway to ask; without either it goes to the balance
    const bill = split.gatewayCents > 0 && refunds ? await findPaidBill(q, order) : undefined;
    const gatewayCents = bill ? split.gatewayCents : 0;
    const balanceCents = split.refundCents - gatewayCents;
    await bookOrderRefund(q, orderSn, {
      cents: split.refundCents,
      balanceCents: Math.min(balanceCents, split.balanceCents),
      points: split.points,
    });
    // the commissions on what was refunded: cancelled while pending, taken back once settled (issue 12 §5)
    await takeBackCommissions(q, orderSn, at);
    const memberId = Number(order.member_id);
    if (balanceCents > 0) {
      const remark = systemText('afterSaleRefundRemark', { sn, order_sn: orderSn });
      await creditBalance(q, { memberId, cents: balanceCents, remark, at });
    }
    if (split.points > 0) {
      await giveMemberPoints(q, memberId, split.points);
      await addPointLog(q, { memberId, consumPoint: split.points, consumType: 1, reason: 'RETURNED', sn: orderSn, at });
    }
    // a refund only: nothing was shipped, the units never left the shop
    if (serviceType === 'ORDER_CANCEL') await returnServiceStock(q, sn);
    await insertRefund(q, {
      service_sn: sn,
      member_id: memberId,
      order_sn: orderSn,
      refund_cents: split.refundCents,
      balance_cents: balanceCents,
      gateway_cents: gatewayCents,
      points: split.points,
      status: gatewayCents > 0 ? 'REFUNDING' : 'COMPLETED',
      gateway_reference: gatewayCents > 0 ? gatewayReference(sn) : null,
      bill_reference: bill ?? null,
      created_at: at,
    });
    if (gatewayCents === 0) {
      await moveService(q, { sn, owner: { memberId }, from: ['REFUNDING'], to: 'COMPLETED', at });
      await addServiceLog(q, { sn, status: 'COMPLETED', remark: '', at });
    }
    if (serviceType === 'ORDER_CANCEL') {
      // refunded whole before shipping, the order is cancelled as the buyer's cancel would: its coupons,
      // card and activity sales back, once (the update is conditional) and under the order's row lock.
      // Money, points and stock went back above; the exchange pieces the points bought go back here.
      const cancelled = await cancelRefundedOrder(q, orderSn, systemText('afterSaleOrderCancelled', { sn }));
      if (cancelled) {
        await returnCancelledOrderDiscounts(q, cancelled, at);
        await returnExchangePieces(q, orderSn);
      }
    }
  }

  const flow = {
    async stockIn(shopId: number, sn: string, locale: Locale, refuse: RefuseMove): Promise<void> {
      const owner = { sellerId: shopId };
      const row = await findService(db, owner, sn);
      if (!row) throw new ApiError('not_found', 'afterSaleNotYourShop');
      const at = now();
      const done = await db.tx(async (q) => {
        const moved = await moveService(q, { sn, owner, from: ['SHIPPED'], to: 'STOCK_IN', at });
        if (!moved) return false;
        // returned units are back on the shelf; an exchange's replacement takes its units when it is shipped (reship)
        await returnServiceStock(q, sn);
        await addServiceLog(q, { sn, status: 'STOCK_IN', remark: '', at });
        await syncOrderServiceStatus(q, moved.order_sn);
        return true;
      });
      if (!done) await refuse(owner, sn, 'stockIn', locale);
    },

    async refund(shopId: number, sn: string, locale: Locale, refuse: RefuseMove): Promise<void> {
      const owner = { sellerId: shopId };
      const row = await findService(db, owner, sn);
      if (!row) throw new ApiError('not_found', 'afterSaleNotYourShop');
      if (row.service_type === 'CHANGE_GOODS') await refuse(owner, sn, 'refund', locale);
      const at = now();
      const started = await db.tx(async (q) => {
        const moved = await moveService(q, { sn, owner, from: ['STOCK_IN', 'WAIT_FOR_MANUAL'], to: 'REFUNDING', at });
        if (!moved) return false;
        await addServiceLog(q, { sn, status: 'REFUNDING', remark: '', at });
        await payOut(q, sn, moved.order_sn, moved.service_type, at);
        await syncOrderServiceStatus(q, moved.order_sn);
        return true;
      });
      const refund = await findRefund(db, sn);
      if (!started && !refund) await refuse(owner, sn, 'refund', locale);
      // the gateway part, asked again by every call until its notification arrives (the reference makes it one refund)
      if (refund?.status === 'REFUNDING' && refund.gateway_reference && refunds) {
        const notification = await refunds.request({
          reference: refund.gateway_reference,
          billReference: refund.bill_reference ?? '',
          amountCents: Number(refund.gateway_cents),
        });
        await flow.settle(notification);
      }
    },

    /** The gateway's signed notification: completes the refund and its service once; a duplicate changes nothing. */
    async settle(fields: Readonly<Record<string, string>>): Promise<boolean> {
      const notice = refunds?.verify(fields);
      if (!notice?.refunded) return false;
      const at = now();
      return db.tx(async (q) => {
        const refund = await completeGatewayRefund(q, notice.reference, notice.amountCents, at);
        if (!refund) return gatewayRefundExists(q, notice.reference, notice.amountCents);
        const sn = refund.service_sn;
        await moveService(q, { sn, owner: { memberId: Number(refund.member_id) }, from: ['REFUNDING'], to: 'COMPLETED', at });
        await addServiceLog(q, { sn, status: 'COMPLETED', remark: '', at });
        await syncOrderServiceStatus(q, refund.order_sn);
        return true;
      });
    },
  };
  return flow;
}
