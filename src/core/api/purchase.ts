// Purchase requests (spec §3 "Purchase request", §7 "Purchase requests (token)"): publish one, read
// one, search with filters and pages. Loaded only by the purchase pages.
import type { Params } from '../locale';
import type { PurchaseForm, PurchaseSearch } from '../contract/requests-purchase';
import { Purchase, PurchasePage } from '../contract/types-purchase';
import { call } from './check';

export type { PurchaseForm, PurchaseSearch } from '../contract/requests-purchase';
export type { Purchase, PurchasePage } from '../contract/types-purchase';

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
