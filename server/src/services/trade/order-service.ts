import type { Receipt } from '../../../../src/core/contract/checkout';
import type { Locale } from '../../../../src/core/contract/locales';
import { formatMessage, type MessageKey } from '../../../../src/core/contract/messages';
import { likeContains } from '../../db/like';
import type { Db, Queryable } from '../../db/types';
import { ApiError, ruleError } from '../../http/errors';
import { toMxn } from '../../http/money';
import { returnBalancePart } from '../payment/balance-refund';
import { returnOrderPoints } from './points';
import { returnCardOfOrder } from './discount-card';
import { returnActivitySales } from './activity-counts';

export const ORDER_FILTERS = ['ALL', 'WAIT_PAY', 'WAIT_SHIP', 'WAIT_ROG', 'CANCELLED', 'COMPLETE', 'WAIT_COMMENT', 'REFUND'] as const;
export type OrderFilter = (typeof ORDER_FILTERS)[number];

/** Not paid and not yet on its way: the buyer may still cancel it (online or cash on delivery). */
const OPEN = `o.pay_status <> 'PAY_YES' and o.order_status in ('NEW', 'CONFIRM')`;
/**
 * Waiting for an online payment: the only orders with a pay window. A cash-on-delivery order is
 * paid when it arrives, so it has no deadline and is never cancelled for not paying (list code 8).
 */
const AWAITING_PAYMENT = `${OPEN} and o.payment_type = 'ONLINE'`;
// Cash on delivery and bank transfer: paid outside the site, confirmed by the marketplace.
const PENDING_CONFIRMATION = `${OPEN} and o.payment_type in ('COD', 'TRANSFER')`;
const FILTER_SQL: Record<OrderFilter, string> = {
  ALL: 'true',
  WAIT_PAY: AWAITING_PAYMENT,
  // A COD order's next step is the seller confirming and shipping it, as after a payment.
  WAIT_SHIP: `(o.order_status = 'PAID_OFF' or (${PENDING_CONFIRMATION}))`,
  WAIT_ROG: `o.order_status = 'SHIPPED'`,
  CANCELLED: `o.order_status = 'CANCELLED'`,
  COMPLETE: `o.order_status in ('ROG', 'COMPLETE')`,
  WAIT_COMMENT: `o.order_status in ('ROG', 'COMPLETE') and o.comment_status = 'UNFINISHED'`,
  REFUND: `o.order_status = 'AFTER_SERVICE'`,
};

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

interface OrderRow {
  sn: string;
  trade_sn: string;
  seller_id: number;
  seller_name: string;
  order_status: string;
  pay_status: string;
  ship_status: string;
  comment_status: string;
  service_status: string;
  payment_type: string;
  ship_name: string;
  ship_mobile: string;
  ship_province: string;
  ship_city: string;
  ship_county: string;
  ship_addr: string;
  created_at: number;
  order_cents: number;
  freight_cents: number;
  coupon_cents: number;
  card_cents: number;
  goods_cents: number;
  paid_cents: number;
  balance_cents: number;
  cancel_deadline: number;
  logi_name: string;
  ship_no: string;
  cancel_reason: string;
  remark: string;
  need_receipt: number;
  logi_id: number;
}

interface ItemRow {
  order_sn: string;
  sku_id: number;
  goods_id: number;
  name: string;
  image: string;
  spec_text: string;
  num: number;
  price_cents: number;
  subtotal_cents: number;
  snapshot_id: number | null;
}

const same = (path: string) => path;

export function createOrderService(db: Db, clock: () => number) {
  const now = () => Math.floor(clock() / 1000);

  /**
   * Cancels one order inside `q`: stock back to the skus, coupons back to the buyer. The buyer may
   * cancel any open order; the sweep only one still awaiting an online payment past its deadline,
   * checked again here under the row lock, since a payment may have landed since the sweep read it.
   */
  async function cancelIn(q: Queryable, sn: string, reason: string, by: { memberId: number } | { expiredAt: number }): Promise<boolean> {
    const [who, param] =
      'memberId' in by ? [`${OPEN} and o.member_id = $3`, by.memberId] : [`${AWAITING_PAYMENT} and o.cancel_deadline <= $3`, by.expiredAt];
    const { rows } = await q.query<{ mc_ids: number[]; sn: string; member_id: number; balance_cents: number }>(
      `update trade_order o set order_status = 'CANCELLED', cancel_reason = $2 where o.sn = $1 and ${who} returning o.mc_ids, o.sn, o.member_id, o.balance_cents`,
      [sn, reason, param],
    );
    const order = rows[0];
    if (!order) return false;
    const { rows: items } = await q.query<{ sku_id: number; goods_id: number; num: number }>(
      'select sku_id, goods_id, num from order_item where order_sn = $1',
      [sn],
    );
    for (const item of items) {
      await q.query('update sku set quantity = quantity + $2 where id = $1', [item.sku_id, item.num]);
      await q.query('update goods set stock = stock + $2, sales = greatest(sales - $2, 0) where id = $1', [item.goods_id, item.num]);
    }
    if (order.mc_ids.length > 0) {
      await q.query('update member_coupon set used_status = 0, order_sn = null where id = any($1::bigint[])', [order.mc_ids]);
    }
    await returnBalancePart(q, order, now());
    await returnOrderPoints(q, order, now());
    await returnCardOfOrder(q, sn);
    await returnActivitySales(q, sn, now());
    return true;
  }

  function line(order: OrderRow, items: ItemRow[], locale: Locale, resolveAsset: (path: string) => string) {
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
        allow_comment: code === 4 || code === 6,
        allow_complete: false,
        allow_apply_service: code === 2 || code === 4 || code === 6,
        allow_check_express: code === 3 || code === 4 || code === 6,
      },
      cancel_left_time: code === 1 ? Math.max(0, order.cancel_deadline - now()) : 0,
      logi_id: order.logi_id,
      logi_name: order.logi_name,
      ship_no: order.ship_no,
      cancel_reason: order.cancel_reason,
      remark: order.remark,
      need_receipt: order.need_receipt,
    };
  }

  async function withItems(rows: OrderRow[], locale: Locale, resolveAsset: (path: string) => string) {
    const { rows: items } = await db.query<ItemRow>(
      'select order_sn, sku_id, goods_id, name, image, spec_text, num, price_cents, subtotal_cents, snapshot_id from order_item where order_sn = any($1::text[]) order by sku_id',
      [rows.map((row) => row.sn)],
    );
    return rows.map((row) => line(row, items, locale, resolveAsset));
  }

  const service = {
    /** Cancels every order awaiting an online payment whose pay window ran out; returns how many. */
    async sweepExpired(): Promise<number> {
      const at = now();
      const { rows } = await db.query<{ sn: string }>(
        `select o.sn from trade_order o where o.cancel_deadline <= $1 and ${AWAITING_PAYMENT} order by o.sn limit 500`,
        [at],
      );
      let cancelled = 0;
      for (const { sn } of rows) {
        if (await db.tx((q) => cancelIn(q, sn, formatMessage('tradeAutoCancelled', 'es_MX'), { expiredAt: at }))) cancelled += 1;
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
      // the keyword matches as typed: its % and _ are not wildcards
      const where = `o.member_id = $1 and ${FILTER_SQL[options.filter]} and ($2::text is null or o.sn ilike $2 or exists (select 1 from order_item i where i.order_sn = o.sn and i.name ilike $2))`;
      const params = [memberId, options.keyword === undefined ? null : likeContains(options.keyword)];
      const { rows: total } = await db.query<{ n: number }>(`select count(*)::int as n from trade_order o where ${where}`, params);
      const { rows } = await db.query<OrderRow>(
        `select o.* from trade_order o where ${where} order by o.created_at desc, o.sn desc limit $3 offset $4`,
        [...params, options.pageSize, (options.pageNo - 1) * options.pageSize],
      );
      return {
        data: await withItems(rows, options.locale, options.resolveAsset ?? same),
        page_no: options.pageNo,
        page_size: options.pageSize,
        data_total: total[0]?.n ?? 0,
      };
    },

    async detail(memberId: number, sn: string, locale: Locale, resolveAsset: (path: string) => string = same) {
      await service.sweepExpired();
      const { rows } = await db.query<OrderRow>('select o.* from trade_order o where o.member_id = $1 and o.sn = $2', [memberId, sn]);
      if (!rows[0]) throw new ApiError('not_found', 'notFound');
      const [order] = await withItems(rows, locale, resolveAsset);
      // the invoice the buyer asked for at checkout (need_receipt 1): its type, title and mailing address
      const { rows: trade } = await db.query<{ receipt: Receipt | null }>('select receipt from trade where sn = $1', [rows[0].trade_sn]);
      return { ...order, order_sku_list: order?.sku_list ?? [], receipt: rows[0].need_receipt === 1 ? (trade[0]?.receipt ?? null) : null };
    },

    async statusNum(memberId: number) {
      await service.sweepExpired();
      const count = async (filter: OrderFilter) =>
        (
          await db.query<{ n: number }>(`select count(*)::int as n from trade_order o where o.member_id = $1 and ${FILTER_SQL[filter]}`, [
            memberId,
          ])
        ).rows[0]?.n ?? 0;
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
        const { rows } = await db.query('select 1 from trade_order where member_id = $1 and sn = $2', [memberId, sn]);
        throw rows.length === 0 ? new ApiError('not_found', 'notFound') : ruleError('tradeCannotCancel');
      }
    },

    async confirmReceipt(memberId: number, sn: string): Promise<void> {
      const { rows } = await db.query(
        `update trade_order set order_status = 'ROG', ship_status = 'SHIP_ROG' where member_id = $1 and sn = $2 and order_status = 'SHIPPED' returning sn`,
        [memberId, sn],
      );
      if (rows.length === 0) throw ruleError('tradeCannotConfirm');
    },

    async cancelLeftTime(memberId: number, sn: string): Promise<number> {
      const { rows } = await db.query<{ cancel_deadline: number; unpaid: boolean }>(
        `select o.cancel_deadline, (${AWAITING_PAYMENT}) as unpaid from trade_order o where o.member_id = $1 and o.sn = $2`,
        [memberId, sn],
      );
      if (!rows[0]) throw new ApiError('not_found', 'notFound');
      return rows[0].unpaid ? Math.max(0, rows[0].cancel_deadline - now()) : 0;
    },
  };
  return service;
}

export type OrderService = ReturnType<typeof createOrderService>;
