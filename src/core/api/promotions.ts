// Promotion pages (issue 3): coupons, group buy, crowdfunding, seckill, points mall, CMS pages.
// Imported only by the lazily loaded promotion pages, so it never lands in the shared runtime.
// Paths follow Javashop 7.x's `/buyer/promotions/…` family where the api reference is silent
// (see src/core/contract/types-promotions.ts).
import { array, literal, nullable, number, string, type, union, type Infer } from 'superstruct';
import { request } from '../http';
import { accessToken } from '../session';
import { call } from './check';

const paged = <T, S>(item: import('superstruct').Struct<T, S>) =>
  type({ data: array(item), page_no: number(), page_size: number(), data_total: number() });
export interface Paged<T> {
  data: T[];
  page_no: number;
  page_size: number;
  data_total: number;
}

const Coupon = type({
  coupon_id: number(),
  title: string(),
  coupon_price: number(),
  coupon_threshold_price: number(),
  start_time: number(),
  end_time: number(),
  seller_id: number(),
  seller_name: string(),
  create_num: nullable(number()),
  received_num: number(),
  limit_num: number(),
  remain_num: nullable(number()),
  member_received: number(),
});
export type Coupon = Infer<typeof Coupon>;

const GroupBuy = type({
  gb_id: number(),
  goods_id: number(),
  goods_name: string(),
  thumbnail: string(),
  original_price: number(),
  price: number(),
  goods_num: number(),
  buy_num: number(),
  start_time: number(),
  end_time: number(),
});
export type GroupBuy = Infer<typeof GroupBuy>;

const Crowdfunding = type({
  cf_id: number(),
  title: string(),
  goods_id: number(),
  goods_name: string(),
  thumbnail: string(),
  price: number(),
  target_amount: number(),
  raised_amount: number(),
  backers: number(),
  progress: number(),
  start_time: number(),
  end_time: number(),
});
export type Crowdfunding = Infer<typeof Crowdfunding>;

const SeckillSlot = type({
  range_time: number(),
  time_text: string(),
  start_time: number(),
  end_time: number(),
  distance_time: number(),
  end_distance: number(),
  active: union([literal(0), literal(1)]),
  now: number(),
});
export type SeckillSlot = Infer<typeof SeckillSlot>;

const SeckillGoods = type({
  sg_id: number(),
  goods_id: number(),
  sku_id: number(),
  goods_name: string(),
  goods_image: string(),
  original_price: number(),
  seckill_price: number(),
  sold_quantity: number(),
  sold_num: number(),
  remain_quantity: number(),
});
export type SeckillGoods = Infer<typeof SeckillGoods>;

const ExchangeGoods = type({
  exchange_id: number(),
  goods_id: number(),
  sku_id: number(),
  goods_name: string(),
  thumbnail: string(),
  original_price: number(),
  exchange_point: number(),
  exchange_money: number(),
  enable_quantity: number(),
});
export type ExchangeGoods = Infer<typeof ExchangeGoods>;

const CmsPage = type({ page_id: number(), page_name: string(), page_data: string() });
const GoodsBlockItem = type({ goods_id: number(), goods_name: string(), thumbnail: string(), price: number() });
const CmsBlock = union([
  type({ type: literal('title'), text: string() }),
  type({ type: literal('text'), text: string() }),
  type({ type: literal('banner'), text: string(), link: string() }),
  type({ type: literal('goods'), title: string(), goods: array(GoodsBlockItem) }),
]);
export type CmsBlock = Infer<typeof CmsBlock>;

export const PROMO_PAGE_SIZE = 12;
const paging = (pageNo: number, pageSize = PROMO_PAGE_SIZE) => ({ page_no: pageNo, page_size: pageSize });

/** Coupons to receive; with a session, each says how many the member already holds. */
export const fetchCoupons = (pageNo: number, signal?: AbortSignal) =>
  call({ path: '/buyer/promotions/coupons/all', query: paging(pageNo), auth: Boolean(accessToken()), signal }, paged(Coupon));

/** Spec §7: POST /buyer/members/coupon/{id}/receive (a member only). */
export const receiveCoupon = (couponId: number) =>
  request({ method: 'POST', path: `/buyer/members/coupon/${couponId}/receive`, auth: true });

export const fetchGroupBuys = (pageNo: number, signal?: AbortSignal) =>
  call({ path: '/buyer/promotions/group-buy/goods', query: paging(pageNo), signal }, paged(GroupBuy));

export const fetchCrowdfunding = (pageNo: number, signal?: AbortSignal) =>
  call({ path: '/buyer/promotions/crowdfunding', query: paging(pageNo), signal }, paged(Crowdfunding));

export const fetchSeckillTimeLine = (signal?: AbortSignal) =>
  call({ path: '/buyer/promotions/seckill/time-line', signal }, array(SeckillSlot));

export const fetchSeckillGoods = (rangeTime: number, pageNo: number, signal?: AbortSignal) =>
  call({ path: '/buyer/promotions/seckill/goods-list', query: { range_time: rangeTime, ...paging(pageNo) }, signal }, paged(SeckillGoods));

export const fetchPointGoods = (pageNo: number, signal?: AbortSignal) =>
  call({ path: '/buyer/promotions/exchange/goods', query: paging(pageNo), signal }, paged(ExchangeGoods));

/** Spec §7: GET /buyer/pages/{id}; `page_data` is a JSON list of blocks, checked like any reply. */
export async function fetchCmsPage(id: string, signal?: AbortSignal): Promise<{ name: string; blocks: CmsBlock[] }> {
  const page = await call({ path: `/buyer/pages/${encodeURIComponent(id)}`, signal }, CmsPage);
  const raw: unknown = JSON.parse(page.page_data);
  return { name: page.page_name, blocks: (Array.isArray(raw) ? raw : []).flatMap((b: unknown) => (CmsBlock.is(b) ? [b] : [])) };
}
