// Request shapes of purchase requests (spec §3 "Purchase request", §7), as the client builds them
// before they are form-encoded or put in the query. Read as types only by the client.
import { boolean, enums, number, optional, string, type, type Infer } from 'superstruct';
import { PURCHASE_STATUSES } from './rules-purchase';

/** `POST /b2b/purchase/orders`: every spec §3 field as sent, dates in seconds, the image as its uploaded path. */
export const PurchaseForm = type({
  title: string(),
  goods_type: string(),
  goods_names: string(),
  goods_category: string(),
  goods_num: string(),
  goods_unit: string(),
  goods_sku: string(),
  goods_img: string(),
  closing_date: string(),
  receiving_date: string(),
  price_type: string(),
  goods_price: string(),
  ship_county: string(),
  seller_county: string(),
  need_receipt: string(),
  remark: string(),
  privacy: string(),
  contact_name: string(),
  contact_num: string(),
});
export type PurchaseForm = Infer<typeof PurchaseForm>;

/** `GET /b2b/purchase/orders/search`: the filters and the page. */
export const PurchaseSearch = type({
  keyword: optional(string()),
  category: optional(number()),
  status: optional(enums(PURCHASE_STATUSES)),
  mine: optional(boolean()),
  pageNo: number(),
  pageSize: number(),
});
export type PurchaseSearch = Infer<typeof PurchaseSearch>;
