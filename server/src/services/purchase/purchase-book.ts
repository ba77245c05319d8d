import type { Locale } from '../../../../src/core/contract/locales';
import type { PurchaseStatus } from '../../../../src/core/contract/rules-purchase';
import { likeContains } from '../../db/like';
import type { Db, Queryable } from '../../db/types';
import { notFoundError, validationError } from '../../http/errors';
import { toMxn } from '../../http/money';
import { findPurchase, insertPurchase, purchaseRefsExist, type PurchaseRow, searchPurchases } from '../../repos/purchase/purchase-orders';
import type { PurchaseInput } from './purchase-input';
import type { Purchase as PurchaseView } from '../../../../src/core/contract/types-purchase';

/** Reply shapes of the contract (src/core/contract), under the names this service has always used. */
export type { PurchaseView };

export interface PurchaseQuery {
  keyword?: string;
  category?: number;
  status?: PurchaseStatus;
  mine: boolean;
  pageNo: number;
  pageSize: number;
}

function view(row: PurchaseRow, viewer: number, asset: (path: string) => string): PurchaseView {
  const mine = Number(row.member_id) === viewer;
  const contact = mine || row.privacy === 1;
  return {
    id: Number(row.id),
    title: row.title,
    goods_type: row.goods_type,
    goods_names: row.goods_names,
    goods_category: row.goods_category,
    category_name: row.category_name,
    goods_num: Number(row.goods_num),
    goods_unit: row.goods_unit,
    goods_sku: row.goods_sku,
    goods_img: asset(row.goods_img),
    closing_date: Number(row.closing_date),
    receiving_date: Number(row.receiving_date),
    price_type: row.price_type,
    goods_price: toMxn(Number(row.goods_price)),
    ship_province: row.ship_province,
    ship_city: row.ship_city,
    ship_county: row.ship_county,
    ship_region: row.ship_region,
    seller_province: row.seller_province,
    seller_city: row.seller_city,
    seller_county: row.seller_county,
    seller_region: row.seller_region,
    need_receipt: row.need_receipt,
    remark: row.remark,
    privacy: row.privacy,
    contact_name: contact ? row.contact_name : '',
    contact_num: contact ? row.contact_num : '',
    status: row.status,
    mine: mine ? 1 : 0,
    create_time: Number(row.created_at),
  };
}

async function assertRefs(q: Queryable, input: PurchaseInput): Promise<void> {
  const found = await purchaseRefsExist(q, input);
  if (!found?.category) throw validationError('purchaseUnknownRef', { field: 'goods_category' });
  if (!found.ship) throw validationError('purchaseUnknownRef', { field: 'ship_county' });
  if (!found.seller) throw validationError('purchaseUnknownRef', { field: 'seller_county' });
}

/** Purchase requests: publish (spec §7 POST), one by id, and the paged search. */
export function createPurchaseBook(db: Db, clock: () => number) {
  return {
    async publish(memberId: number, input: PurchaseInput): Promise<number> {
      await assertRefs(db, input);
      return insertPurchase(db, memberId, input, Math.floor(clock() / 1000));
    },

    async detail(viewer: number, id: number, lang: Locale, asset: (path: string) => string): Promise<PurchaseView> {
      const row = await findPurchase(db, id, lang);
      if (!row) throw notFoundError();
      return view(row, viewer, asset);
    },

    async search(viewer: number, query: PurchaseQuery, lang: Locale, asset: (path: string) => string) {
      const { rows, total } = await searchPurchases(
        db,
        {
          ...(query.keyword ? { keyword: likeContains(query.keyword) } : {}),
          ...(query.category ? { category: query.category } : {}),
          ...(query.status ? { status: query.status } : {}),
          ...(query.mine ? { memberId: viewer } : {}),
          pageNo: query.pageNo,
          pageSize: query.pageSize,
        },
        lang,
      );
      return {
        data: rows.map((row) => view(row, viewer, asset)),
        page_no: query.pageNo,
        page_size: query.pageSize,
        data_total: total,
      };
    },
  };
}
