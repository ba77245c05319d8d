import type { Locale } from '../../../../src/core/contract/locales';
import type { ComplaintForm, MyComplaintQuery, SellerComplaintQuery } from '../../../../src/core/contract/requests-complaints';
import {
  COMPLAINT_MOVES,
  COMPLAINT_OPEN,
  COMPLAINT_SUBJECTS,
  type ComplaintMove,
  type ComplaintRole,
  type ComplaintStatus,
} from '../../../../src/core/contract/rules-complaints';
import type { Db } from '../../db/types';
import { ApiError, conflictError, ruleError, validationError } from '../../http/errors';
import {
  addComplaintLog,
  addComplaintMessage,
  type ComplaintOwner,
  type ComplaintRow,
  countOwnUploads,
  findComplaint,
  findOrderLine,
  insertComplaint,
  listComplaintImages,
  listComplaintLogs,
  listComplaintMessages,
  moveComplaint,
  pageComplaints,
} from '../../repos/complaints/complaints';

type Asset = (path: string) => string;
const same: Asset = (path) => path;

/**
 * Complaints to the platform about an order's goods (issue 12 §3), the buyer's side and the
 * platform's (the operator API). Every state change is one conditional update with its timeline
 * entry in the same transaction, so racing cancels and moves leave one state and one entry each.
 */
export function createComplaintDesk({ db, now }: { db: Db; now: () => number }) {
  const notFound = (owner: ComplaintOwner) => new ApiError('not_found', 'sellerId' in owner ? 'complaintNotYourShop' : 'notFound');

  function summary(row: ComplaintRow, images: { complaint_id: number; path: string }[], asset: Asset) {
    const id = Number(row.id);
    return {
      complaintId: id,
      orderSn: row.order_sn,
      skuId: Number(row.sku_id),
      goodsId: Number(row.goods_id),
      goodsName: row.goods_name,
      goodsImage: row.goods_image ? asset(row.goods_image) : '',
      sellerName: row.seller_name,
      subject: COMPLAINT_SUBJECTS.find((subject) => subject === row.subject) ?? 'OTHER',
      content: row.content,
      images: images.filter((image) => Number(image.complaint_id) === id).map((image) => asset(image.path)),
      status: row.status,
      createTime: Number(row.created_at),
      open: COMPLAINT_OPEN.includes(row.status),
    };
  }

  async function details(rows: ComplaintRow[], asset: Asset) {
    const ids = rows.map((row) => Number(row.id));
    const [images, logs, messages] = await Promise.all([
      listComplaintImages(db, ids),
      listComplaintLogs(db, ids),
      listComplaintMessages(db, ids),
    ]);
    return rows.map((row) => ({
      ...summary(row, images, asset),
      logs: logs
        .filter((log) => Number(log.complaint_id) === Number(row.id))
        .map((log) => ({ status: log.status, time: Number(log.created_at) })),
      messages: messages
        .filter((message) => Number(message.complaint_id) === Number(row.id))
        .map((message) => ({ role: message.role, content: message.content, time: Number(message.created_at) })),
    }));
  }

  async function detail(owner: ComplaintOwner, id: number, locale: Locale, asset: Asset) {
    const row = await findComplaint(db, owner, id, locale);
    if (!row) throw notFound(owner);
    const [one] = await details([row], asset);
    if (!one) throw notFound(owner);
    return one;
  }

  /** One state change and its timeline entry; refused by name when the complaint is no longer in `from`. */
  async function move(owner: ComplaintOwner, id: number, from: readonly ComplaintStatus[], to: ComplaintStatus): Promise<void> {
    const at = now();
    const moved = await db.tx(async (q) => {
      if (!(await moveComplaint(q, { id, owner, from, to, at }))) return false;
      await addComplaintLog(q, id, to, at);
      return true;
    });
    if (moved) return;
    const row = await findComplaint(db, owner, id);
    if (!row) throw notFound(owner);
    throw conflictError('complaintWrongState', { id, status: row.status, to });
  }

  async function say(owner: ComplaintOwner, id: number, role: ComplaintRole, content: string): Promise<void> {
    const said = await db.tx((q) => addComplaintMessage(q, { id, owner, role, content, at: now() }));
    if (said) return;
    const row = await findComplaint(db, owner, id);
    if (!row) throw notFound(owner);
    throw conflictError('complaintClosed', { id, status: row.status });
  }

  return {
    /**
     * `addComplaint`: the goods must be a line of one of my paid orders and the photos my own
     * uploads (their bytes were checked when uploaded); one open complaint per order line.
     */
    async add(memberId: number, form: ComplaintForm): Promise<{ complaintId: number }> {
      const images = [...new Set(form.images)];
      const { order, line } = await findOrderLine(db, { memberId, orderSn: form.orderSn, skuId: form.skuId });
      // someone else's order is no order of mine: the same answer as one that does not exist
      if (!order) throw new ApiError('not_found', 'notFound');
      if (!line) throw validationError('complaintSkuNotInOrder', { field: 'skuId', skuId: form.skuId, sn: order.sn });
      if (order.pay_status !== 'PAY_YES') throw ruleError('complaintOrderUnpaid', { field: 'orderSn', sn: order.sn });
      if ((await countOwnUploads(db, memberId, images)) !== images.length) throw validationError('complaintImage', { field: 'images' });
      const id = await db.tx((q) =>
        insertComplaint(q, {
          memberId,
          orderSn: order.sn,
          skuId: form.skuId,
          sellerId: order.seller_id,
          subject: form.subject,
          content: form.content,
          images,
          at: now(),
        }),
      );
      if (id === undefined) throw conflictError('complaintAlreadyOpen', { field: 'skuId', sn: order.sn });
      return { complaintId: id };
    },

    /** `getMyComplaint`: my complaints, newest first. */
    async mine(memberId: number, query: MyComplaintQuery, locale: Locale, asset: Asset = same) {
      const pageNo = query.pageNo ?? 1;
      const pageSize = query.pageSize ?? 10;
      const { rows, total } = await pageComplaints(db, {
        owner: { memberId },
        status: query.status ?? null,
        limit: pageSize,
        offset: (pageNo - 1) * pageSize,
        locale,
      });
      const images = await listComplaintImages(
        db,
        rows.map((row) => Number(row.id)),
      );
      return { list: rows.map((row) => summary(row, images, asset)), total, pageNo, pageSize };
    },

    detail: (memberId: number, id: number, locale: Locale, asset: Asset = same) => detail({ memberId }, id, locale, asset),

    /** The buyer writes in the dialogue while the complaint is open. */
    say: (memberId: number, id: number, content: string) => say({ memberId }, id, 'BUYER', content),

    /** The buyer withdraws the complaint while it is not complete. */
    cancel: (memberId: number, id: number) => move({ memberId }, id, COMPLAINT_OPEN, 'CANCELED'),

    /** The platform's side, for the keeper of the shop the complaint is about (the operator API). */
    operator: {
      async list(shopId: number, query: SellerComplaintQuery, locale: Locale, asset: Asset = same) {
        const { rows, total } = await pageComplaints(db, {
          owner: { sellerId: shopId },
          status: query.status ?? null,
          limit: query.page_size,
          offset: (query.page_no - 1) * query.page_size,
          locale,
        });
        return { data: await details(rows, asset), page_no: query.page_no, page_size: query.page_size, data_total: total };
      },
      reply: (shopId: number, id: number, content: string) => say({ sellerId: shopId }, id, 'SELLER', content),
      move: (shopId: number, id: number, to: ComplaintMove) => move({ sellerId: shopId }, id, COMPLAINT_MOVES[to], to),
    },
  };
}

export type ComplaintDesk = ReturnType<typeof createComplaintDesk>;
