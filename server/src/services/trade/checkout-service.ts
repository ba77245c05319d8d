import { randomInt } from 'node:crypto';
import type { Locale } from '../../../../src/core/contract/locales';
import type { CartWay } from '../../../../src/core/contract/rules';
import type { CartSku } from '../../../../src/core/contract/types';
import type { Db, Queryable } from '../../db/types';
import { ApiError, ruleError } from '../../http/errors';
import { toMxn } from '../../http/money';
import { buildCartView } from '../cart/cart-view';
import { takeSnapshot } from '../../repos/trade/order-snapshots';
import { findAddress } from './address-service';
import { payFromBalance } from '../payment/balance-pay';
import { countActivitySales } from './activity-counts';
import { spendTradePoints, tradePoints } from './points';
import { spendChosenCard } from './discount-card';
import { recordReceipts } from '../receipts/history';

import { DROPSHIP } from '../../../../src/core/contract/shipment';
import type { Receipt } from '../../../../src/core/contract/checkout';
import { FLAT_FREIGHT_CENTS } from './constants';
import { freightCents, loadFreightRule } from './freight';

export { FLAT_FREIGHT_CENTS };
export { PAYMENT_TYPES, RECEIVE_TIMES } from '../../../../src/core/contract/checkout';
/** Unpaid orders are cancelled by the server after this long (cancel-left-time counts it down). */
export const PAY_WINDOW_SECONDS = 30 * 60;

export interface CheckoutParams {
  address_id: number | null;
  payment_type: 'ONLINE' | 'COD';
  receipt: unknown;
  receive_time: string;
  remark: string;
  client_type: string;
  mc_id: number[];
}

interface OrderDraft {
  sellerId: number;
  sellerName: string;
  skus: CartSku[];
  goodsCents: number;
  freightCents: number;
  couponCents: number;
  mcIds: number[];
}

const cents = (mxn: number) => Math.round(mxn * 100);

function newSn(prefix: string, seconds: number): string {
  const day = new Date(seconds * 1000).toISOString().slice(2, 10).replaceAll('-', '');
  return `${prefix}${day}${String(randomInt(0, 1e9)).padStart(9, '0')}${String(randomInt(0, 1e3)).padStart(3, '0')}`;
}

/**
 * The member's checkout params; with `lock` (inside a transaction) the row is created if missing
 * and row-locked, so the member's checkouts run one after another and each sees the coupon
 * choice the one before it consumed.
 */
export async function readParams(q: Queryable, memberId: number, options: { lock?: boolean } = {}): Promise<CheckoutParams> {
  if (options.lock) await q.query('insert into checkout_param (member_id) values ($1) on conflict (member_id) do nothing', [memberId]);
  const { rows } = await q.query<{
    address_id: number | null;
    payment_type: 'ONLINE' | 'COD';
    receipt: unknown;
    receive_time: string;
    remark: string;
    mc_ids: number[];
  }>(
    `select address_id, payment_type, receipt, receive_time, remark, mc_ids from checkout_param where member_id = $1${options.lock ? ' for update' : ''}`,
    [memberId],
  );
  const row = rows[0];
  let addressId = row?.address_id ?? null;
  if (addressId === null) {
    const def = await q.query<{ id: number }>(
      'select id from member_address where member_id = $1 order by def_addr desc, id desc limit 1',
      [memberId],
    );
    addressId = def.rows[0]?.id ?? null;
  }
  return {
    address_id: addressId,
    payment_type: row?.payment_type ?? 'ONLINE',
    receipt: row?.receipt ?? null,
    receive_time: row?.receive_time ?? 'any time',
    remark: row?.remark ?? '',
    client_type: 'PC',
    mc_id: row?.mc_ids ?? [],
  };
}

export function createCheckoutService(db: Db, clock: () => number) {
  const now = () => Math.floor(clock() / 1000);

  async function setParam(
    memberId: number,
    column: 'address_id' | 'payment_type' | 'receive_time' | 'remark' | 'receipt' | 'mc_ids',
    value: unknown,
  ) {
    await db.query(
      `insert into checkout_param (member_id, ${column}) values ($1, $2) on conflict (member_id) do update set ${column} = excluded.${column}`,
      [memberId, value],
    );
  }

  /** Coupons of a member usable now, with their shop (0 = platform). */
  async function memberCoupons(q: Queryable, memberId: number, ids: readonly number[]) {
    if (ids.length === 0) return [];
    const { rows } = await q.query<{
      mc_id: number;
      seller_id: number;
      title: string;
      amount_cents: number;
      threshold_cents: number;
      start_time: number;
      end_time: number;
      used_status: number;
    }>(
      `select mc.id as mc_id, c.seller_id, c.title, c.amount_cents, c.threshold_cents, c.start_time, c.end_time, mc.used_status
       from member_coupon mc join coupon c on c.id = mc.coupon_id where mc.member_id = $1 and mc.id = any($2::bigint[]) order by mc.id`,
      [memberId, ids],
    );
    return rows;
  }

  return {
    /** The params plus the site's free-shipping amount, which the order form counts down to. */
    async params(memberId: number) {
      const [params, rule] = await Promise.all([readParams(db, memberId), loadFreightRule(db)]);
      return { ...params, free_freight_price: toMxn(rule.freeFromCents) };
    },

    async setAddress(memberId: number, addressId: number): Promise<void> {
      if (!(await findAddress(db, memberId, addressId))) throw new ApiError('not_found', 'tradeAddressMissing');
      await setParam(memberId, 'address_id', addressId);
    },
    setPaymentType: (memberId: number, type: 'ONLINE' | 'COD') => setParam(memberId, 'payment_type', type),
    setReceiveTime: (memberId: number, time: string) => setParam(memberId, 'receive_time', time),
    setRemark: (memberId: number, remark: string) => setParam(memberId, 'remark', remark),
    setReceipt: (memberId: number, receipt: Receipt | null) =>
      setParam(memberId, 'receipt', receipt === null ? null : JSON.stringify(receipt)),

    /** Chooses (or with `used` false, drops) a member coupon for the next trade; one per shop. */
    async useCoupon(memberId: number, mcId: number, used: boolean): Promise<void> {
      await db.tx(async (q) => {
        const [coupon] = await memberCoupons(q, memberId, [mcId]);
        if (!coupon || (used && (coupon.used_status !== 0 || coupon.end_time < now())))
          throw ruleError('tradeCouponUnavailable', { coupon: coupon?.title ?? mcId });
        const params = await readParams(q, memberId);
        const others = await memberCoupons(
          q,
          memberId,
          params.mc_id.filter((id) => id !== mcId),
        );
        const kept = others.filter((other) => other.seller_id !== coupon.seller_id).map((other) => other.mc_id);
        await q.query(
          `insert into checkout_param (member_id, mc_ids) values ($1, $2::bigint[]) on conflict (member_id) do update set mc_ids = excluded.mc_ids`,
          [memberId, used ? [...kept, mcId] : kept],
        );
      });
    },

    /**
     * `POST trade/create`: one trade, one order per shop, from the checked valid lines. One
     * transaction: the trade row keyed by (member, idempotency key) first, so a repeat waits for
     * and then returns the first; stock taken by conditional updates; coupons spent once.
     */
    async create(
      memberId: number,
      input: { way: CartWay; client: 'PC' | 'WAP'; key: string; locale: Locale; resolveAsset: (path: string) => string },
    ) {
      const createdAt = now();
      return db.tx(async (q) => {
        const tradeSn = newSn('T', createdAt);
        const claimed = await q.query<{ sn: string }>(
          `insert into trade (sn, member_id, idempotency_key, way, client, payment_type, created_at) values ($1, $2, $3, $4, $5, 'ONLINE', $6)
           on conflict (member_id, idempotency_key) do nothing returning sn`,
          [tradeSn, memberId, input.key, input.way, input.client, createdAt],
        );
        if (!claimed.rows[0]) {
          const { rows } = await q.query<{ sn: string }>('select sn from trade where member_id = $1 and idempotency_key = $2', [
            memberId,
            input.key,
          ]);
          return tradeView(q, rows[0]?.sn ?? '');
        }

        // Two checkouts of one member (two tabs, cart and buy-now) would otherwise both read the
        // same coupon choice and one would fail on it: they queue here instead.
        const params = await readParams(q, memberId, { lock: true });
        const address = params.address_id === null ? undefined : await findAddress(q, memberId, params.address_id);
        if (!address) throw ruleError('tradeAddressRequired');

        const view = await buildCartView(q, {
          memberId,
          way: input.way,
          locale: input.locale,
          checkedOnly: true,
          resolveAsset: input.resolveAsset,
        });
        const skus = view.cart_list.flatMap((shop) => shop.sku_list.filter((sku) => sku.invalid === 0 && sku.checked === 1));
        if (skus.length === 0) {
          // Only sold-out or delisted lines were chosen: say which, not "select a product".
          const faulty = view.cart_list.flatMap((shop) => shop.sku_list.filter((sku) => sku.checked === 1)).map((sku) => sku.name);
          throw faulty.length > 0 ? ruleError('tradeCreateFailed', { names: faulty.join(', ') }) : ruleError('tradeSelectOne');
        }
        // Take the lines out of the cart first: a concurrent create of the same cart waits here,
        // then finds them gone and refuses, instead of buying them twice.
        // A sku may sit in the cart wholesale and dropshipped: a line is (sku, shipment type).
        const taken = await q.query<{ sku_id: number }>(
          `delete from cart_item where member_id = $1 and way = $2 and checked = 1
             and (sku_id, shipment_type) in (select * from unnest($3::bigint[], $4::smallint[]))
           returning sku_id`,
          [memberId, input.way, skus.map((sku) => sku.sku_id), skus.map((sku) => sku.shipment_type)],
        );
        if (taken.rows.length !== skus.length) throw ruleError('tradeSelectOne');

        const failed: string[] = [];
        for (const sku of skus) {
          const { rows } = await q.query<{ quantity: number }>(
            `update sku s set quantity = s.quantity - $2 from goods g
             where s.id = $1 and g.id = s.goods_id and g.market_enable = 1 and s.quantity >= $2 and ($3::boolean or $2 % g.package_unit = 0)
             returning s.quantity`,
            // dropship lines go by the piece: no whole-package rule (contract/shipment.ts)
            [sku.sku_id, sku.num, sku.shipment_type === DROPSHIP],
          );
          if (!rows[0]) failed.push(sku.name);
          else await q.query('update goods set stock = greatest(stock - $2, 0), sales = sales + $2 where id = $1', [sku.goods_id, sku.num]);
        }
        if (failed.length > 0) throw ruleError('tradeCreateFailed', { names: failed.join(', ') });
        await countActivitySales(q, { tradeSn, memberId, skus });

        const drafts = new Map<number, OrderDraft>();
        for (const sku of skus) {
          const draft = drafts.get(sku.seller_id) ?? {
            sellerId: sku.seller_id,
            sellerName: sku.seller_name,
            skus: [],
            goodsCents: 0,
            freightCents: 0,
            couponCents: 0,
            mcIds: [],
          };
          draft.skus.push(sku);
          draft.goodsCents += cents(sku.purchase_price) * sku.num;
          drafts.set(sku.seller_id, draft);
        }
        const freightRule = await loadFreightRule(q);
        for (const draft of drafts.values()) draft.freightCents = freightCents(draft.goodsCents, freightRule);

        // Coupons: a shop's coupon on its order, a platform coupon on the largest order; each
        // spent by a conditional update so two trades can never both use one.
        const goodsTotal = [...drafts.values()].reduce((sum, draft) => sum + draft.goodsCents, 0);
        for (const coupon of await memberCoupons(q, memberId, params.mc_id)) {
          const target =
            coupon.seller_id === 0 ? [...drafts.values()].sort((a, b) => b.goodsCents - a.goodsCents)[0] : drafts.get(coupon.seller_id);
          const base = coupon.seller_id === 0 ? goodsTotal : (target?.goodsCents ?? 0);
          const usable = target && coupon.start_time <= createdAt && coupon.end_time >= createdAt && base >= coupon.threshold_cents;
          const spent = usable
            ? await q.query(
                'update member_coupon set used_status = 1, order_sn = $3 where id = $1 and member_id = $2 and used_status = 0 returning id',
                [coupon.mc_id, memberId, tradeSn],
              )
            : { rows: [] };
          if (!target || spent.rows.length === 0) throw ruleError('tradeCouponUnavailable', { coupon: coupon.title });
          const room = target.goodsCents - target.couponCents;
          target.couponCents += Math.min(coupon.amount_cents, room);
          target.mcIds.push(coupon.mc_id);
        }

        let freight = 0;
        let discount = 0;
        for (const draft of drafts.values()) {
          const orderSn = newSn('O', createdAt);
          freight += draft.freightCents;
          discount += draft.couponCents;
          await q.query(
            `insert into trade_order (sn, trade_sn, member_id, seller_id, seller_name, order_status, payment_type, goods_cents, freight_cents,
               coupon_cents, order_cents, mc_ids, ship_name, ship_mobile, ship_province, ship_city, ship_county, ship_addr, ship_zip, remark,
               need_receipt, created_at, cancel_deadline)
             values ($1, $2, $3, $4, $5, 'CONFIRM', $6, $7, $8, $9, $10, $11::bigint[], $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22)`,
            [
              orderSn,
              tradeSn,
              memberId,
              draft.sellerId,
              draft.sellerName,
              params.payment_type,
              draft.goodsCents,
              draft.freightCents,
              draft.couponCents,
              draft.goodsCents + draft.freightCents - draft.couponCents,
              draft.mcIds,
              address.name,
              address.mobile,
              address.province,
              address.city,
              address.county,
              address.addr,
              address.zip,
              params.remark,
              params.receipt ? 1 : 0,
              createdAt,
              createdAt + PAY_WINDOW_SECONDS,
            ],
          );
          for (const sku of draft.skus) {
            const specList = sku.spec_list.map((spec) => ({ spec_name: spec.spec_name, spec_value: spec.spec_value }));
            const snapshotId = await takeSnapshot(q, {
              skuId: sku.sku_id,
              priceCents: cents(sku.purchase_price),
              specList,
              now: createdAt,
            });
            await q.query(
              `insert into order_item (order_sn, sku_id, goods_id, name, image, spec_text, num, price_cents, subtotal_cents, snapshot_id, shipment_type)
               values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
              [
                orderSn,
                sku.sku_id,
                sku.goods_id,
                sku.name,
                sku.goods_image,
                specList.map((spec) => `${spec.spec_name}: ${spec.spec_value}`).join(' · '),
                sku.num,
                cents(sku.purchase_price),
                cents(sku.purchase_price) * sku.num,
                snapshotId,
                sku.shipment_type,
              ],
            );
          }
        }
        await q.query(
          `update trade set payment_type = $2, goods_cents = $3, freight_cents = $4, discount_cents = $5, total_cents = $6,
             consignee = $7, receipt = $8, remark = $9, receive_time = $10 where sn = $1`,
          [
            tradeSn,
            params.payment_type,
            goodsTotal,
            freight,
            discount,
            goodsTotal + freight - discount,
            JSON.stringify({
              name: address.name,
              mobile: address.mobile,
              country: address.country,
              province: address.province,
              city: address.city,
              county: address.county,
              addr: address.addr,
              zip: address.zip,
            }),
            params.receipt === null ? null : JSON.stringify(params.receipt),
            params.remark,
            params.receive_time,
          ],
        );
        // the chosen discount card: spent once, its reduction spread over the orders (discount-card.ts)
        await spendChosenCard(q, { memberId, tradeSn, at: createdAt });
        // points-mall lines: their points spent (refused when short), booked on the orders; a points-only order is paid (points.ts)
        await spendTradePoints(q, { memberId, tradeSn, skus, at: createdAt });
        // the invoice of each order that asked for one, kept in the member's receipt history (receipts/history.ts)
        await recordReceipts(q, { memberId, tradeSn, at: createdAt });
        await q.query("update checkout_param set mc_ids = '{}', remark = '' where member_id = $1", [memberId]);
        return tradeView(q, tradeSn);
      });
    },

    /**
     * Pays every unpaid order of a trade (or one order) from the balance, all or nothing
     * ('Insufficient balance'); the part-balance payment of the cashier shares this path.
     */
    async payWithBalance(
      memberId: number,
      kind: 'TRADE' | 'ORDER',
      sn: string,
      payPassword: string | undefined,
    ): Promise<{ paid: number; balance: number }> {
      const { paid, balance } = await payFromBalance(db, now(), { memberId, kind, sn, password: payPassword, mode: 'FULL' });
      return { paid, balance };
    },
  };
}

/** The TradeVo of `trade/create`. */
export async function tradeView(q: Queryable, sn: string) {
  const { rows } = await q.query<{
    sn: string;
    member_id: number;
    member_name: string;
    payment_type: string;
    goods_cents: number;
    freight_cents: number;
    discount_cents: number;
    total_cents: number;
    consignee: unknown;
    receipt: unknown;
    remark: string;
    receive_time: string;
  }>(
    `select t.sn, t.member_id, m.username as member_name, t.payment_type, t.goods_cents, t.freight_cents, t.discount_cents, t.total_cents,
            t.consignee, t.receipt, t.remark, t.receive_time
     from trade t join member m on m.id = t.member_id where t.sn = $1`,
    [sn],
  );
  const trade = rows[0];
  if (!trade) throw new ApiError('not_found', 'notFound');
  const { rows: orders } = await q.query<{
    sn: string;
    seller_id: number;
    seller_name: string;
    order_status: string;
    pay_status: string;
    goods_cents: number;
    freight_cents: number;
    coupon_cents: number;
    card_cents: number;
    order_cents: number;
  }>(
    'select sn, seller_id, seller_name, order_status, pay_status, goods_cents, freight_cents, coupon_cents, card_cents, order_cents from trade_order where trade_sn = $1 order by sn',
    [sn],
  );
  const { rows: items } = await q.query<{
    order_sn: string;
    sku_id: number;
    goods_id: number;
    name: string;
    image: string;
    num: number;
    price_cents: number;
    subtotal_cents: number;
    shipment_type: number;
  }>(
    `select i.order_sn, i.sku_id, i.goods_id, i.name, i.image, i.num, i.price_cents, i.subtotal_cents, i.shipment_type
     from order_item i join trade_order o on o.sn = i.order_sn where o.trade_sn = $1 order by i.sku_id, i.shipment_type`,
    [sn],
  );
  return {
    trade_sn: trade.sn,
    member_id: trade.member_id,
    member_name: trade.member_name,
    payment_type: trade.payment_type,
    price_detail: {
      total_price: toMxn(trade.total_cents),
      original_price: toMxn(trade.goods_cents),
      goods_price: toMxn(trade.goods_cents),
      freight_price: toMxn(trade.freight_cents),
      discount_price: toMxn(trade.discount_cents),
      cash_back: 0,
      // discount_price is every reduction; the discount card's part is not a coupon
      coupon_price: toMxn(orders.reduce((sum, order) => sum + order.coupon_cents, 0)),
      full_minus: 0,
      is_free_freight: trade.freight_cents === 0 ? 1 : 0,
      exchange_point: await tradePoints(q, sn),
    },
    consignee: trade.consignee,
    receipt: trade.receipt,
    remark: trade.remark,
    receive_time: trade.receive_time,
    order_list: orders.map((order) => ({
      sn: order.sn,
      seller_id: order.seller_id,
      seller_name: order.seller_name,
      order_status: order.order_status,
      pay_status: order.pay_status,
      goods_price: toMxn(order.goods_cents),
      shipping_price: toMxn(order.freight_cents),
      coupon_price: toMxn(order.coupon_cents),
      discount_price: toMxn(order.coupon_cents + order.card_cents),
      order_price: toMxn(order.order_cents),
      sku_list: items
        .filter((item) => item.order_sn === order.sn)
        .map((item) => ({
          sku_id: item.sku_id,
          goods_id: item.goods_id,
          name: item.name,
          goods_image: item.image,
          num: item.num,
          purchase_price: toMxn(item.price_cents),
          subtotal: toMxn(item.subtotal_cents),
          shipment_type: item.shipment_type,
        })),
    })),
  };
}

export type CheckoutService = ReturnType<typeof createCheckoutService>;
