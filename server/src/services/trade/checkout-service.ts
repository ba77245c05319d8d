import { randomInt } from 'node:crypto';
import type { Locale } from '../../../../src/core/contract/locales';
import type { CartWay } from '../../../../src/core/contract/rules';
import type { CartSku } from '../../../../src/core/contract/types';
import type { Db, Queryable } from '../../db/types';
import { ApiError, FieldsError, ruleError } from '../../http/errors';
import { toMxn } from '../../http/money';
import { buildCartView } from '../cart/cart-view';
import { takeCartLines } from '../../repos/trade/checkout-lines';
import {
  clearTradeChoices,
  defaultAddressId,
  ensureCheckoutParams,
  findCheckoutParams,
  type CheckoutParamColumn,
  putCheckoutParam,
  putChosenCoupons,
} from '../../repos/trade/checkout-params';
import { listHeldCoupons, spendCoupon } from '../../repos/trade/coupons';
import { couponTitle } from '../text/coupon-title';
import { takeSnapshot } from '../../repos/trade/order-snapshots';
import { insertOrder, insertOrderItem } from '../../repos/trade/orders';
import { tradePoints } from '../../repos/trade/points';
import { recordGoodsSold, takeSkuStock } from '../../repos/trade/stock';
import { claimTrade, completeTrade, findTrade, findTradeSnByKey, listTradeItems, listTradeOrders } from '../../repos/trade/trades';
import { findAddress } from './address-service';
import { payFromBalance } from '../payment/balance-pay';
import { countActivitySales } from './activity-counts';
import { spendTradePoints } from './points';
import { spendChosenCard } from './discount-card';
import { recordReceipts } from '../receipts/history';
import { parseReceipt } from './receipt';

import { DROPSHIP, type ShipmentType } from '../../../../src/core/contract/shipment';
import { Receipt, type ReceiveTime } from '../../../../src/core/contract/checkout';
import { is } from 'superstruct';
import type { CheckoutParams as CheckoutParamsReply, Trade } from '../../../../src/core/contract/types-checkout';
import { FLAT_FREIGHT_CENTS } from './constants';
import { freightCents, loadFreightRule } from './freight';

export { FLAT_FREIGHT_CENTS };
/** Unpaid orders are cancelled by the server after this long (cancel-left-time counts it down). */
export const PAY_WINDOW_SECONDS = 30 * 60;

export interface CheckoutParams {
  address_id: number | null;
  /** chosen in this checkout, or null: trade/create refuses without one */
  payment_type: 'ONLINE' | 'COD' | null;
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
  if (options.lock) await ensureCheckoutParams(q, memberId);
  const row = await findCheckoutParams(q, memberId, options.lock === true);
  let addressId = row?.address_id ?? null;
  if (addressId === null) addressId = (await defaultAddressId(q, memberId)) ?? null;
  return {
    address_id: addressId,
    payment_type: row?.payment_type ?? null,
    receipt: row?.receipt ?? null,
    receive_time: row?.receive_time ?? 'any time',
    remark: row?.remark ?? '',
    client_type: 'PC',
    mc_id: row?.mc_ids ?? [],
  };
}

export function createCheckoutService(db: Db, clock: () => number) {
  const now = () => Math.floor(clock() / 1000);

  const setParam = (memberId: number, column: CheckoutParamColumn, value: unknown) => putCheckoutParam(db, memberId, column, value);

  /** Coupons of a member usable now, with their shop (0 = platform). */
  async function memberCoupons(q: Queryable, memberId: number, ids: readonly number[]) {
    if (ids.length === 0) return [];
    return listHeldCoupons(q, memberId, ids);
  }

  return {
    /** The params plus the site's free-shipping amount, which the order form counts down to. */
    async params(memberId: number): Promise<CheckoutParamsReply> {
      const [params, rule] = await Promise.all([readParams(db, memberId), loadFreightRule(db)]);
      // the row holds only what the checkout-params routes wrote: a receive time and an invoice they read
      const { receive_time, receipt } = params as { receive_time: ReceiveTime; receipt: Receipt | null };
      return { ...params, receive_time, receipt, free_freight_price: toMxn(rule.freeFromCents) };
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
    async useCoupon(memberId: number, mcId: number, used: boolean, locale: Locale): Promise<void> {
      await db.tx(async (q) => {
        const [coupon] = await memberCoupons(q, memberId, [mcId]);
        if (!coupon || (used && (coupon.used_status !== 0 || coupon.end_time < now())))
          throw ruleError('tradeCouponUnavailable', { coupon: coupon ? couponTitle(coupon, locale) : mcId });
        const params = await readParams(q, memberId);
        const others = await memberCoupons(
          q,
          memberId,
          params.mc_id.filter((id) => id !== mcId),
        );
        const kept = others.filter((other) => other.seller_id !== coupon.seller_id).map((other) => other.mc_id);
        await putChosenCoupons(q, memberId, used ? [...kept, mcId] : kept);
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
        const claimed = await claimTrade(q, { sn: tradeSn, memberId, key: input.key, way: input.way, client: input.client, at: createdAt });
        if (!claimed) return tradeView(q, (await findTradeSnByKey(q, memberId, input.key)) ?? '', input.locale);

        // Two checkouts of one member (two tabs, cart and buy-now) would otherwise both read the
        // same coupon choice and one would fail on it: they queue here instead.
        const params = await readParams(q, memberId, { lock: true });
        // the invoice is judged again as the trade takes it: one chosen before today's rules (a CFDI's) is refused, naming the field
        if (is(params.receipt, Receipt)) parseReceipt(params.receipt);
        const address = params.address_id === null ? undefined : await findAddress(q, memberId, params.address_id);
        if (!address) throw ruleError('tradeAddressRequired');
        // the form's "pick one" is the server's too: a type left from an earlier checkout was cleared with its trade
        const paymentType = params.payment_type;
        if (paymentType === null) throw new FieldsError(ruleError('tradePaymentTypeRequired', { field: 'payment_type' }));

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
        const taken = await takeCartLines(q, memberId, input.way, skus);
        if (taken.length !== skus.length) throw ruleError('tradeSelectOne');

        const failed: string[] = [];
        for (const sku of skus) {
          // dropship lines go by the piece: no whole-package rule (contract/shipment.ts)
          if (!(await takeSkuStock(q, sku.sku_id, sku.num, sku.shipment_type === DROPSHIP))) failed.push(sku.name);
          else await recordGoodsSold(q, sku.goods_id, sku.num);
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
          const spent = usable ? await spendCoupon(q, coupon.mc_id, memberId, tradeSn) : false;
          if (!target || !spent) throw ruleError('tradeCouponUnavailable', { coupon: couponTitle(coupon, input.locale) });
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
          await insertOrder(q, {
            sn: orderSn,
            tradeSn,
            memberId,
            sellerId: draft.sellerId,
            sellerName: draft.sellerName,
            paymentType,
            goodsCents: draft.goodsCents,
            freightCents: draft.freightCents,
            couponCents: draft.couponCents,
            orderCents: draft.goodsCents + draft.freightCents - draft.couponCents,
            mcIds: draft.mcIds,
            ship: address,
            remark: params.remark,
            needReceipt: params.receipt ? 1 : 0,
            at: createdAt,
            cancelDeadline: createdAt + PAY_WINDOW_SECONDS,
          });
          for (const sku of draft.skus) {
            const specList = sku.spec_list.map((spec) => ({ spec_name: spec.spec_name, spec_value: spec.spec_value }));
            const snapshotId = await takeSnapshot(q, {
              skuId: sku.sku_id,
              priceCents: cents(sku.purchase_price),
              specList,
              now: createdAt,
            });
            await insertOrderItem(q, {
              orderSn,
              skuId: sku.sku_id,
              goodsId: sku.goods_id,
              name: sku.name,
              image: sku.goods_image,
              specText: specList.map((spec) => `${spec.spec_name}: ${spec.spec_value}`).join(' · '),
              num: sku.num,
              priceCents: cents(sku.purchase_price),
              subtotalCents: cents(sku.purchase_price) * sku.num,
              snapshotId,
              shipmentType: sku.shipment_type,
            });
          }
        }
        await completeTrade(q, {
          sn: tradeSn,
          paymentType,
          goodsCents: goodsTotal,
          freightCents: freight,
          discountCents: discount,
          totalCents: goodsTotal + freight - discount,
          consignee: JSON.stringify({
            name: address.name,
            mobile: address.mobile,
            country: address.country,
            province: address.province,
            city: address.city,
            county: address.county,
            addr: address.addr,
            zip: address.zip,
          }),
          receipt: params.receipt === null ? null : JSON.stringify(params.receipt),
          remark: params.remark,
          receiveTime: params.receive_time,
        });
        // the chosen discount card: spent once, its reduction spread over the orders (discount-card.ts)
        await spendChosenCard(q, { memberId, tradeSn, at: createdAt, locale: input.locale });
        // points-mall lines: their points spent (refused when short), booked on the orders; a points-only order is paid (points.ts)
        await spendTradePoints(q, { memberId, tradeSn, skus, at: createdAt });
        // the invoice of each order that asked for one, kept in the member's receipt history (receipts/history.ts)
        await recordReceipts(q, { memberId, tradeSn, at: createdAt });
        await clearTradeChoices(q, memberId);
        return tradeView(q, tradeSn, input.locale);
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
export async function tradeView(q: Queryable, sn: string, locale: Locale): Promise<Trade> {
  const found = await findTrade(q, sn);
  if (!found) throw new ApiError('not_found', 'notFound');
  // the columns hold what trade/create wrote: its payment type, consignee, invoice and receive time
  const trade = found as typeof found & Pick<Trade, 'payment_type' | 'consignee' | 'receipt' | 'receive_time'>;
  const orders = await listTradeOrders(q, sn);
  const items = await listTradeItems(q, sn, locale);
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
          // order_item's shipment_type holds a cart line's: 1 wholesale or 2 dropship
          shipment_type: item.shipment_type as ShipmentType,
        })),
    })),
  };
}

export type CheckoutService = ReturnType<typeof createCheckoutService>;
