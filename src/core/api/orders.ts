// Member orders (spec §7, api-reference "trade/orders"): list, detail, cancel, confirm receipt.
import type { CancelForm, ExpressQuery, OrderListQuery } from '../contract/requests-trade';
import type { OrderFilter } from '../contract/types-orders';
import { BuyAgain, Express, OrderDetail, OrderPage } from '../contract/types-orders';
import { Snapshot } from '../contract/types-snapshot';
import { request } from '../http';
import { call } from './check';

export type { BuyAgain, Express, Order, OrderDetail, OrderFilter } from '../contract/types-orders';
export type { Snapshot } from '../contract/types-snapshot';

export const fetchOrders = (filter: OrderFilter, pageNo: number) =>
  call(
    { path: '/buyer/trade/orders', query: { order_status: filter, page_no: pageNo, page_size: 10 } satisfies OrderListQuery, auth: true },
    OrderPage,
  );
export const fetchOrder = (sn: string) => call({ path: `/buyer/trade/orders/${encodeURIComponent(sn)}`, auth: true }, OrderDetail);
export const cancelOrder = (sn: string, reason: string) =>
  request({
    method: 'POST',
    path: `/buyer/trade/orders/${encodeURIComponent(sn)}/cancel`,
    form: { reason } satisfies CancelForm,
    auth: true,
  });
export const confirmReceipt = (sn: string) =>
  request({ method: 'POST', path: `/buyer/trade/orders/${encodeURIComponent(sn)}/rog`, auth: true });

/** `GET express?id&num`: the carrier's events for one of the buyer's shipments, newest first. */
export const fetchExpress = (companyId: number, courierNum: string) =>
  call({ path: '/buyer/express', query: { id: companyId, num: courierNum } satisfies ExpressQuery, auth: true }, Express);

/** Puts an order's lines back in the cart; `not_added` names those that cannot be bought now. */
export const buyAgain = (sn: string) =>
  call({ method: 'POST', path: `/buyer/trade/orders/${encodeURIComponent(sn)}/buy-again`, auth: true }, BuyAgain);

/** `GET trade/snapshots/{id}`: the goods of an ordered line as they were when ordered. */
export const fetchSnapshot = (id: number) => call({ path: `/buyer/trade/snapshots/${id}`, auth: true }, Snapshot);
