// Request shapes of orders and what follows them (spec §7 Checkout, api-reference
// "trade/orders"): the order list's filters, an order's sn, the cancel reason, tracking, snapshots
// and the points ledger, as the server's route schemas read them (request-fields.ts).
import { optional, type, type Infer } from 'superstruct';
import { id, int, javashopPaging, oneOf, text, withDefault } from './request-fields';
import { PAGE_NO_MAX, PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX } from './rules';
import { ORDER_FILTERS } from './types-orders';

/** An order's sn as sent. */
export const ORDER_SN_MAX = 40;
/** Spec §5/§9: a cancel reason is required, at most 200 characters. */
export const CANCEL_REASON_MAX = 200;
/** What the order list's keyword holds. */
export const ORDER_KEYWORD_MAX = 50;
/** A courier's tracking number as sent. */
export const COURIER_NUM_MAX = 40;

/** `GET /buyer/trade/orders`: a filter, a page (20 a page unless asked) and an optional keyword. */
export const OrderListQuery = type({
  order_status: withDefault(oneOf(ORDER_FILTERS), 'ALL'),
  page_no: withDefault(int(1, PAGE_NO_MAX), 1),
  page_size: withDefault(int(1, PAGE_SIZE_MAX), PAGE_SIZE_DEFAULT),
  key_words: optional(text(ORDER_KEYWORD_MAX)),
});
export type OrderListQuery = Infer<typeof OrderListQuery>;

/** `/buyer/trade/orders/{sn}/…` */
export const OrderSnParams = type({ sn: text(ORDER_SN_MAX) });

/** `POST /buyer/trade/orders/{sn}/cancel` */
export const CancelForm = type({ reason: text(CANCEL_REASON_MAX) });
export type CancelForm = Infer<typeof CancelForm>;

/** `GET /buyer/express?id&num`: the logistics company and the courier's number. */
export const ExpressQuery = type({ id: int(1, 1_000_000), num: text(COURIER_NUM_MAX) });
export type ExpressQuery = Infer<typeof ExpressQuery>;

/** `GET /buyer/trade/snapshots/{id}` and `GET /seller/trade/snapshots/{id}` */
export const SnapshotParams = type({ id: id() });

/** `GET /buyer/members/points` and `GET /buyer/members/receipt/history`: a Javashop page, 10 a page unless asked. */
export const JavashopPageQuery = type(javashopPaging());
export type JavashopPageQuery = Infer<typeof JavashopPageQuery>;
