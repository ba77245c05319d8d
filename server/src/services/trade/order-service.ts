import { renderStoredText, type StoredText, systemText } from '../text/system-text';
import type { Receipt } from '../../../../src/core/contract/checkout';
import type { Locale } from '../../../../src/core/contract/locales';
import { formatMessage, type MessageKey } from '../../../../src/core/contract/messages';
import { likeContains } from '../../db/like';
import type { Db, Queryable } from '../../db/types';
import { ApiError, ruleError } from '../../http/errors';
import { toMxn } from '../../http/money';
import {
  cancelOrder,
  confirmOrderReceived,
  countMemberOrders,
  findMemberOrder,
  findPayWindow,
  listExpiredOrders,
  listItemsOfOrders,
  listOrderPieces,
  memberOrderExists,
  type OrderFilter,
  type OrderItemRow as ItemRow,
  type OrderRow,
  pageMemberOrders,
} from '../../repos/trade/orders';
import { ordersWithUnitsLeft } from '../../repos/after-sale/services';
import { returnStock } from '../../repos/trade/stock';
import { findTradeReceipt } from '../../repos/trade/trades';
import { returnBalancePart } from '../payment/balance-refund';
import { returnOrderPoints } from './points';
import { returnCancelledOrderDiscounts } from './cancel-returns';
import { settleCommissions } from '../distribution/commission-hooks';
import { createDevPac, stampOrderInvoice, type Pac } from '../receipts/pac';

export type { OrderFilter };

/** Spec §3 list codes: 1 pending payment … 8 pending confirmation. */
export function listCode(order: { order_status: string; pay_status: string; payment_type: string }): number {
  switch (order.order_status) {
    case 'PAID_OFF':
      return 2;
    case 'SHIPPED':
      return 3;
    case 'ROG':
      return 4;
    case 'CANCELLED':
      return 5;
    case 'COMPLETE':
      return 6;
    case 'AFTER_SERVICE':
      return 7;
    default:
      return order.payment_type === 'COD' || order.payment_type === 'TRANSFER' ? 8 : 1;
  }
}

/** Spec §3 list codes 1–8 → their status text. */
const STATUS_KEYS = [
  'orderStatus1',
  'orderStatus2',
  'orderStatus3',
  'orderStatus4',
  'orderStatus5',
  'orderStatus6',
  'orderStatus7',
  'orderStatus8',
] as const satisfies readonly MessageKey[];

/** The status text of a list code (spec §3), in the request's language. */
export const statusText = (code: number, locale: Locale): string => formatMessage(STATUS_KEYS[code - 1] ?? 'orderStatus1', locale);

const same = (path: string) => path;

/** `pac` stamps an order's electronic invoice when the buyer confirms it arrived (services/receipts/pac.ts). */
export function createOrderService(db: Db, clock: () => number, pac: Pac = createDevPac()) {
  const now = () => Math.floor(clock() / 1000);

  /**
   * Cancels one order inside `q`: stock back to the skus, money, points, coupons and card back to the buyer. The buyer may
   * cancel any open order; the sweep only one still awaiting an online payment past its deadline,
   * checked again here under the row lock, since a payment may have landed since the sweep read it.
   */
  async function cancelIn(
    q: Queryable,
    sn: string,
    reason: StoredText,
    by: { memberId: number } | { expiredAt: number },
  ): Promise<boolean> {
    const order = await cancelOrder(q, sn, reason, by);
    if (!order) return false;
    for (const item of await listOrderPieces(q, sn)) await returnStock(q, item);
    await returnBalancePart(q, order, now());
    await returnOrderPoints(q, order, now());
    await returnCancelledOrderDiscounts(q, order, now());
    return true;
  }

  function line(order: OrderRow, items: ItemRow[], unitsLeft: ReadonlySet<string>, locale: Locale, resolveAsset: (path: string) => string) {
    const code = listCode(order);
    const open = code === 1 || code === 8;
    return {
      order_id: order.sn,
      sn: order.sn,
      trade_sn: order.trade_sn,
      seller_id: order.seller_id,
      seller_name: order.seller_name,
      order_status: order.order_status,
      order_status_text: statusText(code, locale),
      status_code: code,
      pay_status: order.pay_status,
      ship_status: order.ship_status,
      comment_status: order.comment_status,
      service_status: order.service_status,
      payment_type: order.payment_type,
      payment_name: order.payment_type,
      ship_name: order.ship_name,
      ship_mobile: order.ship_mobile,
      ship_province: order.ship_province,
      ship_city: order.ship_city,
      ship_county: order.ship_county,
      ship_addr: order.ship_addr,
      create_time: order.created_at,
      order_amount: toMxn(order.order_cents),
      shipping_amount: toMxn(order.freight_cents),
      goods_price: toMxn(order.goods_cents),
      discount_price: toMxn(order.coupon_cents + order.card_cents),
      pay_money: toMxn(order.paid_cents),
      balance: toMxn(order.balance_cents),
      sku_list: items
        .filter((item) => item.order_sn === order.sn)
        .map((item) => ({
          sku_id: item.sku_id,
          goods_id: item.goods_id,
          name: item.name,
          goods_image: resolveAsset(item.image),
          spec_text: item.spec_text,
          num: item.num,
          purchase_price: toMxn(item.price_cents),
          subtotal: toMxn(item.subtotal_cents),
          snapshot_id: item.snapshot_id === null ? 0 : Number(item.snapshot_id),
        })),
      order_operate_allowable_vo: {
        allow_cancel: open,
        allow_confirm: false,
        allow_pay: code === 1,
        allow_ship: false,
        allow_rog: code === 3,
        // until every sku has its review (issue 12 §1); the follow-up is offered from the review
        allow_comment: (code === 4 || code === 6) && order.comment_status === 'UNFINISHED',
        allow_complete: false,
        // paid and not cancelled, and some unit is not yet in service (issue 12 §4)
        allow_apply_service: (code === 2 || code === 4 || code === 6) && unitsLeft.has(order.sn),
        allow_check_express: code === 3 || code === 4 || code === 6,
      },
      cancel_left_time: code === 1 ? Math.max(0, order.cancel_deadline - now()) : 0,
      logi_id: order.logi_id,
      logi_name: order.logi_name,
      ship_no: order.ship_no,
      cancel_reason: renderStoredText(
        { key: order.cancel_reason_key, params: order.cancel_reason_params, written: order.cancel_reason },
        locale,
      ),
      remark: order.remark,
      need_receipt: order.need_receipt,
    };
  }

  async function withItems(rows: OrderRow[], locale: Locale, resolveAsset: (path: string) => string) {
    const sns = rows.map((row) => row.sn);
    const [items, unitsLeft] = await Promise.all([listItemsOfOrders(db, sns, locale), ordersWithUnitsLeft(db, sns)]);
    return rows.map((row) => line(row, items, unitsLeft, locale, resolveAsset));
  }

  const service = {
    /** Cancels every order awaiting an online payment whose pay window ran out; returns how many. */
    async sweepExpired(): Promise<number> {
      const at = now();
      let cancelled = 0;
      for (const sn of await listExpiredOrders(db, at)) {
        if (await db.tx((q) => cancelIn(q, sn, systemText('tradeAutoCancelled'), { expiredAt: at }))) cancelled += 1;
      }
      return cancelled;
    },

    async list(
      memberId: number,
      options: {
        filter: OrderFilter;
        pageNo: number;
        pageSize: number;
        keyword?: string;
        locale: Locale;
        resolveAsset?: (path: string) => string;
      },
    ) {
      await service.sweepExpired();
      const { rows, total } = await pageMemberOrders(db, {
        memberId,
        filter: options.filter,
        // the keyword matches as typed: its % and _ are not wildcards
        keyword: options.keyword === undefined ? null : likeContains(options.keyword),
        limit: options.pageSize,
        offset: (options.pageNo - 1) * options.pageSize,
      });
      return {
        data: await withItems(rows, options.locale, options.resolveAsset ?? same),
        page_no: options.pageNo,
        page_size: options.pageSize,
        data_total: total,
      };
    },

    async detail(memberId: number, sn: string, locale: Locale, resolveAsset: (path: string) => string = same) {
      await service.sweepExpired();
      const row = await findMemberOrder(db, memberId, sn);
      if (!row) throw new ApiError('not_found', 'notFound');
      const [order] = await withItems([row], locale, resolveAsset);
      if (!order) throw new ApiError('not_found', 'notFound');
      // the invoice the buyer asked for at checkout (need_receipt 1): its type, title and mailing address
      const receipt = (await findTradeReceipt<Receipt>(db, row.trade_sn)) ?? null;
      return { ...order, order_sku_list: order.sku_list, receipt: row.need_receipt === 1 ? receipt : null };
    },

    async statusNum(memberId: number) {
      await service.sweepExpired();
      const count = (filter: OrderFilter) => countMemberOrders(db, memberId, filter);
      return {
        all_num: await count('ALL'),
        wait_pay_num: await count('WAIT_PAY'),
        wait_ship_num: await count('WAIT_SHIP'),
        wait_rog_num: await count('WAIT_ROG'),
        cancel_num: await count('CANCELLED'),
        complete_num: await count('COMPLETE'),
        wait_comment_num: await count('WAIT_COMMENT'),
        refund_num: await count('REFUND'),
      };
    },

    async cancel(memberId: number, sn: string, reason: string): Promise<void> {
      const done = await db.tx((q) => cancelIn(q, sn, reason, { memberId }));
      if (!done) {
        throw (await memberOrderExists(db, memberId, sn)) ? ruleError('tradeCannotCancel') : new ApiError('not_found', 'notFound');
      }
    },

    async confirmReceipt(memberId: number, sn: string): Promise<void> {
      // the order's commissions settle with it, in one transaction (issue 12 §5)
      const confirmed = await db.tx(async (q) => {
        if (!(await confirmOrderReceived(q, memberId, sn))) return false;
        await settleCommissions(q, sn, now());
        return true;
      });
      if (!confirmed) throw ruleError('tradeCannotConfirm');
      // the order is complete for the buyer: its CFDI is stamped now (the dev PAC at once)
      await stampOrderInvoice(db, pac, {
        orderSn: sn,
        at: now(),
        log: (message, error) => console.error(`[vitrina] ${message}: ${error instanceof Error ? error.message : String(error)}`),
      });
    },

    async cancelLeftTime(memberId: number, sn: string): Promise<number> {
      const window = await findPayWindow(db, memberId, sn);
      if (!window) throw new ApiError('not_found', 'notFound');
      return window.unpaid ? Math.max(0, window.cancel_deadline - now()) : 0;
    },
  };
  return service;
}

export type OrderService = ReturnType<typeof createOrderService>;
