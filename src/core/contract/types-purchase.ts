// Reply shapes of purchase requests (spec §3 "Purchase request", §7 "Purchase requests (token)").
// Only the purchase pages read them.
import { enums, number, string, type, type Infer } from 'superstruct';
import { PURCHASE_STATUSES } from './rules-purchase';
import { javashopPage } from './shared-structs';

/** One purchase request as replied (Javashop family: snake_case, seconds, MXN). */
export const Purchase = type({
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
  /** 0 negotiable, 1 fixed, 2 face to face */
  price_type: number(),
  goods_price: number(),
  ship_province: number(),
  ship_city: number(),
  ship_county: number(),
  ship_region: string(),
  seller_province: number(),
  seller_city: number(),
  seller_county: number(),
  seller_region: string(),
  need_receipt: number(),
  remark: string(),
  privacy: number(),
  /** empty for other members while privacy is 0 (visible after a quote) */
  contact_name: string(),
  contact_num: string(),
  status: enums(PURCHASE_STATUSES),
  /** 1 when the asking member published it */
  mine: number(),
  create_time: number(),
});
export type Purchase = Infer<typeof Purchase>;

/** `GET /b2b/purchase/orders/search` */
export const PurchasePage = javashopPage(Purchase);
export type PurchasePage = Infer<typeof PurchasePage>;
