// Purchase requests (spec §3 "Purchase request", §7 "Purchase requests (token)"): publish one, read
// one, search with filters and pages. Loaded only by the purchase pages.
import { array, enums, number, string, type, type Infer } from 'superstruct';
import { PURCHASE_STATUSES } from '../contract/rules-purchase';
import type { Params } from '../locale';
import { call } from './check';

const Purchase = type({
  id: number(),
  title: string(),
  goods_type: number(),
  goods_names: string(),
  goods_category: number(),
  category_name: string(),
  goods_num: number(),
  goods_unit: string(),
  goods_sku: string(),
  goods_img: string(),
  closing_date: number(),
  receiving_date: number(),
  price_type: number(),
  goods_price: number(),
  ship_region: string(),
  seller_region: string(),
  need_receipt: number(),
  remark: string(),
  privacy: number(),
  contact_name: string(),
  contact_num: string(),
  status: enums(PURCHASE_STATUSES),
  mine: number(),
  create_time: number(),
});
export type Purchase = Infer<typeof Purchase>;

const PurchasePage = type({ data: array(Purchase), page_no: number(), page_size: number(), data_total: number() });
export type PurchasePage = Infer<typeof PurchasePage>;

/** The form as sent: every spec §3 field, dates in seconds, the image as its uploaded path. */
export type PurchaseForm = Record<
  | 'title'
  | 'goods_type'
  | 'goods_names'
  | 'goods_category'
  | 'goods_num'
  | 'goods_unit'
  | 'goods_sku'
  | 'goods_img'
  | 'closing_date'
  | 'receiving_date'
  | 'price_type'
  | 'goods_price'
  | 'ship_county'
  | 'seller_county'
  | 'need_receipt'
  | 'remark'
  | 'privacy'
  | 'contact_name'
  | 'contact_num',
  string
>;

export interface PurchaseSearch {
  keyword?: string;
  category?: number;
  status?: 'open' | 'closed';
  mine?: boolean;
  pageNo: number;
  pageSize: number;
}

export const publishPurchase = (form: PurchaseForm) => call({ method: 'POST', path: '/b2b/purchase/orders', form, auth: true }, Purchase);

export const fetchPurchase = (id: number) => call({ path: `/b2b/purchase/orders/${id}`, auth: true }, Purchase);

export function searchPurchases(search: PurchaseSearch) {
  const query: Params = { page_no: search.pageNo, page_size: search.pageSize };
  if (search.keyword) query.keyword = search.keyword;
  if (search.category) query.category = search.category;
  if (search.status) query.status = search.status;
  if (search.mine) query.mine = 1;
  return call({ path: '/b2b/purchase/orders/search', query, auth: true }, PurchasePage);
}
