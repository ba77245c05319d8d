// Promotion pages (issue 3): coupons, group buy, crowdfunding, seckill, points mall, CMS pages.
// Imported only by the lazily loaded promotion pages, so it never lands in the shared runtime.
// Paths follow Javashop 7.x's `/buyer/promotions/…` family where the api reference is silent
// (see src/core/contract/types-promotions.ts).
import { array } from 'superstruct';
import { javashopPage } from '../contract/shared-structs';
import {
  CmsBlock,
  CmsPage,
  Crowdfunding,
  ExchangeGoods,
  GroupBuyGoods,
  PromoCoupon,
  SeckillGoods,
  SeckillSlot,
} from '../contract/types-promotions';
import { request } from '../http';
import { accessToken } from '../session';
import { call } from './check';

export type {
  CmsBlock,
  Crowdfunding,
  ExchangeGoods,
  GroupBuyGoods as GroupBuy,
  PromoCoupon as Coupon,
  SeckillGoods,
  SeckillSlot,
} from '../contract/types-promotions';

export const PROMO_PAGE_SIZE = 12;
const paging = (pageNo: number, pageSize = PROMO_PAGE_SIZE) => ({ page_no: pageNo, page_size: pageSize });

/** Coupons to receive; with a session, each says how many the member already holds. */
export const fetchCoupons = (pageNo: number, signal?: AbortSignal) =>
  call({ path: '/buyer/promotions/coupons/all', query: paging(pageNo), auth: Boolean(accessToken()), signal }, javashopPage(PromoCoupon));

/** Spec §7: POST /buyer/members/coupon/{id}/receive (a member only). */
export const receiveCoupon = (couponId: number) =>
  request({ method: 'POST', path: `/buyer/members/coupon/${couponId}/receive`, auth: true });

export const fetchGroupBuys = (pageNo: number, signal?: AbortSignal) =>
  call({ path: '/buyer/promotions/group-buy/goods', query: paging(pageNo), signal }, javashopPage(GroupBuyGoods));

export const fetchCrowdfunding = (pageNo: number, signal?: AbortSignal) =>
  call({ path: '/buyer/promotions/crowdfunding', query: paging(pageNo), signal }, javashopPage(Crowdfunding));

export const fetchSeckillTimeLine = (signal?: AbortSignal) =>
  call({ path: '/buyer/promotions/seckill/time-line', signal }, array(SeckillSlot));

export const fetchSeckillGoods = (rangeTime: number, pageNo: number, signal?: AbortSignal) =>
  call(
    { path: '/buyer/promotions/seckill/goods-list', query: { range_time: rangeTime, ...paging(pageNo) }, signal },
    javashopPage(SeckillGoods),
  );

export const fetchPointGoods = (pageNo: number, signal?: AbortSignal) =>
  call({ path: '/buyer/promotions/exchange/goods', query: paging(pageNo), signal }, javashopPage(ExchangeGoods));

/** Spec §7: GET /buyer/pages/{id}; `page_data` is a JSON list of blocks, checked like any reply. */
export async function fetchCmsPage(id: string, signal?: AbortSignal) {
  const page = await call({ path: `/buyer/pages/${encodeURIComponent(id)}`, signal }, CmsPage);
  const raw: unknown = JSON.parse(page.page_data);
  return { name: page.page_name, blocks: (Array.isArray(raw) ? raw : []).flatMap((b: unknown) => (CmsBlock.is(b) ? [b] : [])) };
}
