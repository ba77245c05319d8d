// The member centre's lists (spec §2 "Member area"): saved goods, saved shops, browsing history
// and the member's coupons. Imported only by those lazily loaded pages, so it never reaches the
// shared runtime. Shapes: api-reference.md ("Members") and the mall layer's `MallPage`.
import { array, literal, number, string, type, union, type Infer, type Struct } from 'superstruct';
import { request } from '../http';
import { call } from './check';

const MemberGoods = type({
  goodsId: number(),
  skuId: number(),
  name: string(),
  image: string(),
  price: number(),
  stock: number(),
  time: number(),
});
export type MemberGoods = Infer<typeof MemberGoods>;

const mallPage = <T, S>(item: Struct<T, S>) => type({ list: array(item), total: number(), pageNo: number(), pageSize: number() });
const javashopPage = <T, S>(item: Struct<T, S>) =>
  type({ data: array(item), page_no: number(), page_size: number(), data_total: number() });

/** One page of a list, the same whichever family answered it. */
export interface ListPage<T> {
  items: T[];
  total: number;
  pageNo: number;
  pageSize: number;
}

export const MEMBER_PAGE_SIZE = 12;

export async function fetchSavedGoods(pageNo: number, signal?: AbortSignal): Promise<ListPage<MemberGoods>> {
  const page = await call(
    { path: '/mallpcapi/memberFavorite/query_page', query: { pageNo, pageSize: MEMBER_PAGE_SIZE }, auth: true, signal },
    mallPage(MemberGoods),
  );
  return { items: page.list, total: page.total, pageNo: page.pageNo, pageSize: page.pageSize };
}

/** Takes a goods off the saved list (the JSON body the spec names). */
export const unsaveGoods = (goodsId: number) =>
  call(
    { method: 'POST', path: '/mallpcapi/memberFavorite/updateFavorite', json: { goodsId, favorite: false }, auth: true },
    type({ goodsId: number() }),
  );

export async function fetchFootprint(pageNo: number, signal?: AbortSignal): Promise<ListPage<MemberGoods>> {
  const page = await call(
    { path: '/mallpcapi/product/queryBrowseRecord', query: { pageNo, pageSize: MEMBER_PAGE_SIZE }, auth: true, signal },
    mallPage(MemberGoods),
  );
  return { items: page.list, total: page.total, pageNo: page.pageNo, pageSize: page.pageSize };
}

const SavedShop = type({
  id: number(),
  shop_id: number(),
  shop_name: string(),
  logo: string(),
  city: string(),
  state: string(),
  goods_num: number(),
  create_time: number(),
});
export type SavedShop = Infer<typeof SavedShop>;

export async function fetchSavedShops(pageNo: number, signal?: AbortSignal): Promise<ListPage<SavedShop>> {
  const page = await call(
    { path: '/buyer/members/collection/shops', query: { page_no: pageNo, page_size: MEMBER_PAGE_SIZE }, auth: true, signal },
    javashopPage(SavedShop),
  );
  return { items: page.data, total: page.data_total, pageNo: page.page_no, pageSize: page.page_size };
}

export const unsaveShop = (shopId: number) => request({ method: 'DELETE', path: `/buyer/members/collection/shop/${shopId}`, auth: true });

const MemberCoupon = type({
  mc_id: number(),
  coupon_id: number(),
  title: string(),
  coupon_price: number(),
  coupon_threshold_price: number(),
  start_time: number(),
  end_time: number(),
  used_status: union([literal(0), literal(1), literal(2)]),
  used_status_text: string(),
  seller_id: number(),
  seller_name: string(),
});
export type MemberCoupon = Infer<typeof MemberCoupon>;

/** The tabs of "my coupons", as the `status` the API filters by. */
export const COUPON_STATUS = { usable: 1, used: 2, expired: 3 } as const;
export type CouponTab = keyof typeof COUPON_STATUS;

export async function fetchMemberCoupons(tab: CouponTab, pageNo: number, signal?: AbortSignal): Promise<ListPage<MemberCoupon>> {
  const page = await call(
    {
      path: '/buyer/members/coupon',
      query: { status: COUPON_STATUS[tab], page_no: pageNo, page_size: MEMBER_PAGE_SIZE },
      auth: true,
      signal,
    },
    javashopPage(MemberCoupon),
  );
  return { items: page.data, total: page.data_total, pageNo: page.page_no, pageSize: page.page_size };
}
