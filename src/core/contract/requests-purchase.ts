// Request shapes of purchase requests (spec §3 "Purchase request", §7), as the client builds them
// before they are form-encoded or put in the query, and as the server's route schemas read them.
// Read as types only by the client.
import { boolean, enums, number, optional, string, type, type Infer } from 'superstruct';
import { coded, id, int, intId, javashopPaging, money, oneOf, rule, text, withDefault, yesNo } from './request-fields';
import {
  PURCHASE_CONTACT_MAX,
  PURCHASE_NAMES_MAX,
  PURCHASE_NUM_MAX,
  PURCHASE_PHONE_PATTERN,
  PURCHASE_REMARK_MAX,
  PURCHASE_SKU_MAX,
  PURCHASE_STATUSES,
  PURCHASE_TITLE_MAX,
  PURCHASE_UNIT_MAX,
} from './rules-purchase';

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

/** Seconds of a purchase request's date as sent (the window is judged by the server against its clock). */
const seconds = () => int(0, 99_999_999_999);

/**
 * `POST /b2b/purchase/orders` as the server's route schema reads the form (`PurchaseForm` is the
 * client's text of it): codes become numbers, the price an MXN amount. The image's owner and the
 * dates' window are judged by the server, which knows the member and the day.
 */
export const PurchasePublish = type({
  title: text(PURCHASE_TITLE_MAX),
  goods_type: withDefault(coded({ '0': 0, '1': 1 } as const), 0),
  goods_names: text(PURCHASE_NAMES_MAX),
  goods_category: intId(),
  goods_num: int(1, PURCHASE_NUM_MAX),
  goods_unit: text(PURCHASE_UNIT_MAX),
  goods_sku: optional(text(PURCHASE_SKU_MAX)),
  goods_img: optional(text(200)),
  closing_date: seconds(),
  receiving_date: seconds(),
  price_type: withDefault(coded({ '0': 0, '1': 1, '2': 2 } as const), 0),
  goods_price: money(),
  ship_county: intId(),
  seller_county: intId(),
  need_receipt: withDefault(yesNo(), false),
  remark: optional(text(PURCHASE_REMARK_MAX)),
  privacy: withDefault(coded({ '0': 0, '1': 1 } as const), 1),
  contact_name: text(PURCHASE_CONTACT_MAX),
  contact_num: rule(text(20), 'purchasePhone', (value) => PURCHASE_PHONE_PATTERN.test(value)),
});
export type PurchasePublish = Infer<typeof PurchasePublish>;

/** `GET /b2b/purchase/orders/search` as the server's route schema reads the query (`PurchaseSearch` is the client's). */
export const PurchaseSearchQuery = type({
  keyword: optional(text(200)),
  category: optional(intId()),
  status: optional(oneOf(PURCHASE_STATUSES)),
  mine: withDefault(yesNo(), false),
  ...javashopPaging(),
});
export type PurchaseSearchQuery = Infer<typeof PurchaseSearchQuery>;

/** `GET /b2b/purchase/orders/{id}` */
export const PurchaseId = type({ id: id() });
