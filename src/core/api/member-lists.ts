// The member centre's lists (spec §2 "Member area"): saved goods, saved shops, browsing history
// and the member's coupons. Imported only by those lazily loaded pages, so it never reaches the
// shared runtime. Each call answers one page the same way whichever family (mall or Javashop)
// sent it; the shapes are the contract's.
import { javashopPage, mallPage } from '../contract/shared-structs';
import { MemberCoupon } from '../contract/types-member-coupons';
import { FavoriteUpdate, MemberGoodsCard } from '../contract/types-member-goods';
import { ShopCollectionItem } from '../contract/types-member-lists';
import { request } from '../http';
import { call } from './check';

export type { MemberCoupon } from '../contract/types-member-coupons';
export type { MemberGoodsCard as MemberGoods } from '../contract/types-member-goods';
export type { ShopCollectionItem as SavedShop } from '../contract/types-member-lists';

export const MEMBER_PAGE_SIZE = 12;

export async function fetchSavedGoods(pageNo: number, signal?: AbortSignal) {
  const page = await call(
    { path: '/mallpcapi/memberFavorite/query_page', query: { pageNo, pageSize: MEMBER_PAGE_SIZE }, auth: true, signal },
    mallPage(MemberGoodsCard),
  );
  return { items: page.list, total: page.total, pageNo: page.pageNo, pageSize: page.pageSize };
}

/** Takes a goods off the saved list (the JSON body the spec names). */
export const unsaveGoods = (goodsId: number) =>
  call(
    { method: 'POST', path: '/mallpcapi/memberFavorite/updateFavorite', json: { goodsId, favorite: false }, auth: true },
    FavoriteUpdate,
  );

export async function fetchFootprint(pageNo: number, signal?: AbortSignal) {
  const page = await call(
    { path: '/mallpcapi/product/queryBrowseRecord', query: { pageNo, pageSize: MEMBER_PAGE_SIZE }, auth: true, signal },
    mallPage(MemberGoodsCard),
  );
  return { items: page.list, total: page.total, pageNo: page.pageNo, pageSize: page.pageSize };
}

export async function fetchSavedShops(pageNo: number, signal?: AbortSignal) {
  const page = await call(
    { path: '/buyer/members/collection/shops', query: { page_no: pageNo, page_size: MEMBER_PAGE_SIZE }, auth: true, signal },
    javashopPage(ShopCollectionItem),
  );
  return { items: page.data, total: page.data_total, pageNo: page.page_no, pageSize: page.page_size };
}

export const unsaveShop = (shopId: number) => request({ method: 'DELETE', path: `/buyer/members/collection/shop/${shopId}`, auth: true });

/** The tabs of "my coupons", as the `status` the API filters by. */
export const COUPON_STATUS = { usable: 1, used: 2, expired: 3 } as const;
export type CouponTab = keyof typeof COUPON_STATUS;

export async function fetchMemberCoupons(tab: CouponTab, pageNo: number, signal?: AbortSignal) {
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
