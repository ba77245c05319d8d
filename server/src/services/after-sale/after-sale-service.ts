import { randomBytes, randomInt } from 'node:crypto';
import type { Locale } from '../../../../src/core/contract/locales';
import { formatMessage } from '../../../../src/core/contract/messages';
import type { ServiceApplyForm, ServiceListQuery, ServiceShipForm } from '../../../../src/core/contract/requests-after-sale';
import { allowedServiceTypes, SERVICE_REASONS, type ServiceStatus } from '../../../../src/core/contract/rules-after-sale';
import type { Db } from '../../db/types';
import { ApiError, conflictError, ruleError, validationError } from '../../http/errors';
import { toMxn } from '../../http/money';
import {
  addServiceLog,
  countOwnUploads,
  findService,
  findServiceOrder,
  insertService,
  listServiceImages,
  listServiceItems,
  listServiceLines,
  listServiceLogs,
  moveService,
  pageServices,
  type ServiceOwner,
  type ServiceRow,
  syncOrderServiceStatus,
  takeReplacementStock,
} from '../../repos/after-sale/services';
import { findRefunds, pageRefunds, type RefundRow } from '../../repos/after-sale/refunds';
import type { GatewayRefunds } from '../payment/gateway-refund';
import { createRefundFlow } from './refund-flow';

const same = (path: string) => path;

function newServiceSn(seconds: number): string {
  const day = new Date(seconds * 1000).toISOString().slice(2, 10).replaceAll('-', '');
  return `S${day}${String(randomInt(0, 1e9)).padStart(9, '0')}${randomBytes(2).toString('hex')}`;
}

export const refundReply = (r: RefundRow) => ({
  service_sn: r.service_sn,
  order_sn: r.order_sn,
  refund_price: toMxn(Number(r.refund_cents)),
  balance_price: toMxn(Number(r.balance_cents)),
  gateway_price: toMxn(Number(r.gateway_cents)),
  point: Number(r.points),
  status: r.status,
  create_time: Number(r.created_at),
  complete_time: r.completed_at === null ? null : Number(r.completed_at),
});

/**
 * After-sale and refunds (issue 12 §4), the buyer's side and the seller's. Every count and amount
 * is read and written under the order's row lock (applications, refunds) or moved by one
 * conditional update (each state change), so racing requests can never put more units in service
 * than were bought nor refund a service twice.
 */
export function createAfterSaleService(deps: { db: Db; clock: () => number; refunds: GatewayRefunds | undefined }) {
  const { db, clock } = deps;
  const now = () => Math.floor(clock() / 1000);
  const flow = createRefundFlow({ db, now, refunds: deps.refunds });

  async function replies(rows: ServiceRow[], locale: Locale, asset: (path: string) => string) {
    const sns = rows.map((row) => row.sn);
    const [items, images, refunds] = await Promise.all([
      listServiceItems(db, sns, locale),
      listServiceImages(db, sns),
      findRefunds(db, sns),
    ]);
    return rows.map((row) => {
      const refund = refunds.find((r) => r.service_sn === row.sn);
      return {
        sn: row.sn,
        order_sn: row.order_sn,
        seller_id: Number(row.seller_id),
        seller_name: row.seller_name,
        service_type: row.service_type,
        status: row.status,
        reason: SERVICE_REASONS.find((reason) => reason === row.reason) ?? 'OTHER',
        description: row.description,
        images: images.filter((image) => image.service_sn === row.sn).map((image) => asset(image.path)),
        lines: items
          .filter((item) => item.service_sn === row.sn)
          .map((item) => ({
            sku_id: Number(item.sku_id),
            goods_id: Number(item.goods_id),
            name: item.name,
            goods_image: asset(item.image),
            spec_text: item.spec_text,
            price: toMxn(Number(item.price_cents)),
            num: Number(item.num),
          })),
        logi_id: Number(row.logi_id),
        logi_name: row.logi_name,
        ship_no: row.ship_no,
        seller_remark: row.seller_remark,
        out_logi_id: Number(row.out_logi_id),
        out_logi_name: row.out_logi_name,
        out_ship_no: row.out_ship_no,
        create_time: Number(row.created_at),
        allow_ship: row.status === 'PASS' && row.service_type !== 'ORDER_CANCEL',
        allow_close: row.status === 'APPLY',
        allow_receive: row.status === 'RESHIPPED',
        refund: refund ? refundReply(refund) : null,
      };
    });
  }

  async function page(owner: ServiceOwner, query: ServiceListQuery, locale: Locale, asset: (path: string) => string) {
    const { rows, total } = await pageServices(db, {
      owner,
      status: query.status ?? null,
      limit: query.page_size,
      offset: (query.page_no - 1) * query.page_size,
    });
    return { data: await replies(rows, locale, asset), page_no: query.page_no, page_size: query.page_size, data_total: total };
  }

  /** The translated refusal of a move the service's state no longer allows (or 404 when it is not the owner's). */
  async function refuseMove(owner: ServiceOwner, sn: string, action: string, locale: Locale): Promise<never> {
    const row = await findService(db, owner, sn);
    if (!row) throw 'sellerId' in owner ? new ApiError('not_found', 'afterSaleNotYourShop') : new ApiError('not_found', 'notFound');
    throw conflictError('afterSaleWrongState', { sn, status: row.status, action: formatMessage(actionKey(action), locale) });
  }

  /** One state change with its timeline entry and the order's `service_status`, in one transaction. */
  async function move(
    owner: ServiceOwner,
    sn: string,
    step: { from: readonly ServiceStatus[]; to: ServiceStatus; remark?: string; logiId?: number; shipNo?: string; action: string },
    locale: Locale,
  ) {
    const at = now();
    const moved = await db.tx(async (q) => {
      const row = await moveService(q, {
        sn,
        owner,
        from: step.from,
        to: step.to,
        at,
        logiId: step.logiId,
        shipNo: step.shipNo,
        remark: step.remark,
      });
      if (!row) return undefined;
      await addServiceLog(q, { sn, status: step.to, remark: step.remark ?? '', at });
      await syncOrderServiceStatus(q, row.order_sn);
      return row;
    });
    if (!moved) return refuseMove(owner, sn, step.action, locale);
    return moved;
  }

  return {
    /** What the buyer may apply for on an order: its lines with what is left to apply for, the kinds allowed. */
    async applyInfo(memberId: number, orderSn: string, locale: Locale, asset: (path: string) => string = same) {
      const order = await findServiceOrder(db, { sn: orderSn, memberId }, false);
      if (!order) throw new ApiError('not_found', 'notFound');
      const lines = await listServiceLines(db, orderSn, locale);
      return {
        order_sn: order.sn,
        seller_name: order.seller_name,
        allowed_types: allowedServiceTypes(order),
        reasons: [...SERVICE_REASONS],
        lines: lines.map((line) => ({
          sku_id: Number(line.sku_id),
          goods_id: Number(line.goods_id),
          name: line.name,
          goods_image: asset(line.image),
          spec_text: line.spec_text,
          price: toMxn(Number(line.price_cents)),
          num: Number(line.num),
          in_service: Number(line.in_service),
          can_apply: Math.max(0, Number(line.num) - Number(line.in_service)),
        })),
        pay_money: toMxn(Number(order.paid_cents)),
        refunded: toMxn(Number(order.refunded_cents)),
      };
    },

    /**
     * `POST apply`: checked field by field, then under the order's row lock (so racing
     * applications of one order queue and each counts the units the others put in service):
     * the kind is one the order allows, every sku is the order's and never more units than
     * bought minus already in service. A refusal names the field and writes nothing.
     */
    async apply(memberId: number, form: ServiceApplyForm, locale: Locale): Promise<{ sn: string }> {
      if (form.sku_id.length !== form.num.length) throw validationError('afterSaleLinesMismatch', { field: 'num' });
      const twice = form.sku_id.find((skuId, i) => form.sku_id.indexOf(skuId) !== i);
      if (twice !== undefined) throw validationError('afterSaleSkuTwice', { field: 'sku_id', sku_id: twice });
      const images = [...new Set(form.images ?? [])];
      if ((await countOwnUploads(db, memberId, images)) !== images.length) throw validationError('afterSaleImage', { field: 'images' });
      const at = now();
      return db.tx(async (q) => {
        const order = await findServiceOrder(q, { sn: form.order_sn, memberId }, true);
        if (!order) throw new ApiError('not_found', 'notFound');
        const allowed = allowedServiceTypes(order);
        if (!allowed.includes(form.service_type)) {
          throw ruleError('afterSaleTypeNotAllowed', {
            type: form.service_type,
            allowed: allowed.length > 0 ? allowed.join(', ') : formatMessage('afterSaleNoneAllowed', locale),
          });
        }
        const lines = await listServiceLines(q, order.sn, locale);
        const wanted = form.sku_id.map((skuId, i) => ({ skuId, num: form.num[i] ?? 0 }));
        for (const { skuId, num } of wanted) {
          const line = lines.find((candidate) => Number(candidate.sku_id) === skuId);
          if (!line) throw validationError('afterSaleSkuNotInOrder', { sku_id: skuId, sn: order.sn });
          const left = Number(line.num) - Number(line.in_service);
          if (num > left) {
            throw ruleError('afterSaleTooMany', {
              name: line.name,
              left: Math.max(0, left),
              bought: Number(line.num),
              in_service: Number(line.in_service),
            });
          }
        }
        const sn = newServiceSn(at);
        await insertService(q, {
          sn,
          memberId,
          orderSn: order.sn,
          sellerId: Number(order.seller_id),
          type: form.service_type,
          reason: form.reason,
          description: form.description ?? '',
          lines: wanted,
          images,
          at,
        });
        await addServiceLog(q, { sn, status: 'APPLY', remark: form.description ?? '', at });
        await syncOrderServiceStatus(q, order.sn);
        return { sn };
      });
    },

    list: (memberId: number, query: ServiceListQuery, locale: Locale, asset: (path: string) => string = same) =>
      page({ memberId }, query, locale, asset),

    async detail(memberId: number, sn: string, locale: Locale, asset: (path: string) => string = same) {
      const row = await findService(db, { memberId }, sn);
      if (!row) throw new ApiError('not_found', 'notFound');
      const [service] = await replies([row], locale, asset);
      if (!service) throw new ApiError('not_found', 'notFound');
      const logs = await listServiceLogs(db, sn);
      return { ...service, logs: logs.map((log) => ({ status: log.status, remark: log.remark, time: Number(log.created_at) })) };
    },

    /** The buyer withdraws an application the seller has not judged yet. */
    close: (memberId: number, sn: string, locale: Locale) =>
      move({ memberId }, sn, { from: ['APPLY'], to: 'CLOSED', action: 'close' }, locale),

    /** The buyer sent the goods back: the carrier and the tracking number, once the seller passed a return or exchange. */
    async ship(memberId: number, sn: string, form: ServiceShipForm, locale: Locale) {
      const row = await findService(db, { memberId }, sn);
      if (!row) throw new ApiError('not_found', 'notFound');
      if (row.service_type === 'ORDER_CANCEL') return refuseMove({ memberId }, sn, 'ship', locale);
      return move({ memberId }, sn, { from: ['PASS'], to: 'SHIPPED', logiId: form.logi_id, shipNo: form.ship_no, action: 'ship' }, locale);
    },

    /** The buyer received an exchange's replacement: the service is done. */
    receive: (memberId: number, sn: string, locale: Locale) =>
      move({ memberId }, sn, { from: ['RESHIPPED'], to: 'COMPLETED', action: 'receive' }, locale),

    async refunds(memberId: number, pageNo: number, pageSize: number) {
      const { rows, total } = await pageRefunds(db, memberId, pageSize, (pageNo - 1) * pageSize);
      return { data: rows.map(refundReply), page_no: pageNo, page_size: pageSize, data_total: total };
    },

    seller: {
      list: (shopId: number, query: ServiceListQuery, locale: Locale, asset: (path: string) => string = same) =>
        page({ sellerId: shopId }, query, locale, asset),

      /** Pass or refuse an application; a passed refund-only waits for the refund (nothing comes back). */
      async audit(shopId: number, sn: string, agree: boolean, remark: string, locale: Locale) {
        const row = await findService(db, { sellerId: shopId }, sn);
        if (!row) throw new ApiError('not_found', 'afterSaleNotYourShop');
        const to: ServiceStatus = !agree ? 'REFUSE' : row.service_type === 'ORDER_CANCEL' ? 'WAIT_FOR_MANUAL' : 'PASS';
        await move({ sellerId: shopId }, sn, { from: ['APPLY'], to, remark, action: 'audit' }, locale);
      },

      /** Returned goods arrived: their units go back to stock; an exchange then waits for its replacement to be shipped. */
      stockIn: (shopId: number, sn: string, locale: Locale) => flow.stockIn(shopId, sn, locale, refuseMove),

      /**
       * An exchange's replacement leaves: its carrier and tracking number, its units off stock (a
       * sku short of stock refuses it and nothing moves), in one transaction with the state change.
       */
      async reship(shopId: number, sn: string, form: ServiceShipForm, locale: Locale) {
        const owner = { sellerId: shopId };
        const at = now();
        const outcome = await db.tx(async (q) => {
          const row = await moveService(q, {
            sn,
            owner,
            from: ['STOCK_IN'],
            to: 'RESHIPPED',
            type: 'CHANGE_GOODS',
            outLogiId: form.logi_id,
            outShipNo: form.ship_no,
            at,
          });
          if (!row) return { moved: false as const };
          const short = await takeReplacementStock(q, sn, locale);
          if (short !== undefined) throw conflictError('afterSaleNoStock', { name: short });
          await addServiceLog(q, { sn, status: 'RESHIPPED', remark: '', at });
          await syncOrderServiceStatus(q, row.order_sn);
          return { moved: true as const };
        });
        if (!outcome.moved) await refuseMove(owner, sn, 'reship', locale);
      },

      /** Refund a service (stocked in, or a passed refund only): once, whatever races. */
      refund: (shopId: number, sn: string, locale: Locale) => flow.refund(shopId, sn, locale, refuseMove),
    },

    /** The gateway's signed refund notification; false when it is not the gateway's or not ours. */
    settleGatewayRefund: (fields: Readonly<Record<string, string>>) => flow.settle(fields),
    /** whether refunds through a gateway are possible here (PAYMENT_GATEWAY=sandbox) */
    gatewayRefunds: deps.refunds !== undefined,
  };
}

/** The words of an action in a "can no longer …" refusal. */
function actionKey(action: string) {
  switch (action) {
    case 'ship':
      return 'afterSaleActionShip' as const;
    case 'audit':
      return 'afterSaleActionAudit' as const;
    case 'stockIn':
      return 'afterSaleActionStockIn' as const;
    case 'refund':
      return 'afterSaleActionRefund' as const;
    case 'reship':
      return 'afterSaleActionReship' as const;
    case 'receive':
      return 'afterSaleActionReceive' as const;
    default:
      return 'afterSaleActionClose' as const;
  }
}

export type AfterSaleService = ReturnType<typeof createAfterSaleService>;
