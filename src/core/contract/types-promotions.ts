// Reply shapes of the catalogue's promotions part (issue 3). `/mallpcapi/*` replies are camelCase
// inside the `MallReply` envelope; `/buyer/*` replies are the bare Javashop snake_case.
//
// The api reference is silent on promotion lists, so these follow Javashop 7.x's buyer
// promotion controllers (`/buyer/promotions/…`): coupons/all, group-buy/goods, seckill/time-line
// and seckill/goods-list, exchange/goods. Crowdfunding has no Javashop counterpart; it takes the
// same family's conventions. Money is decimal MXN, times are Unix seconds.
import { array, literal, nullable, number, string, type, union, type Infer } from 'superstruct';
import { Flag } from './shared-structs';

/** `GET /buyer/promotions/coupons/all?page_no&page_size&seller_id` → `JavashopPage<PromoCoupon>`. */
export const PromoCoupon = type({
  coupon_id: number(),
  title: string(),
  coupon_price: number(),
  coupon_threshold_price: number(),
  start_time: number(),
  end_time: number(),
  /** 0 = a platform coupon, valid in every shop */
  seller_id: number(),
  seller_name: string(),
  /** how many exist; null = unlimited */
  create_num: nullable(number()),
  received_num: number(),
  /** how many one member may receive */
  limit_num: number(),
  /** how many are left to receive; null = unlimited */
  remain_num: nullable(number()),
  /** how many the caller already holds (0 for a visitor) */
  member_received: number(),
});
export type PromoCoupon = Infer<typeof PromoCoupon>;

/** `GET /buyer/promotions/group-buy/goods?page_no&page_size` → `JavashopPage<GroupBuyGoods>`. */
export const GroupBuyGoods = type({
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
export type GroupBuyGoods = Infer<typeof GroupBuyGoods>;

/** `GET /buyer/promotions/crowdfunding?page_no&page_size` → `JavashopPage<Crowdfunding>`. */
export const Crowdfunding = type({
  cf_id: number(),
  title: string(),
  goods_id: number(),
  goods_name: string(),
  thumbnail: string(),
  price: number(),
  target_amount: number(),
  raised_amount: number(),
  backers: number(),
  /** raised / target in whole percent, may exceed 100 */
  progress: number(),
  start_time: number(),
  end_time: number(),
});
export type Crowdfunding = Infer<typeof Crowdfunding>;

/**
 * `GET /buyer/promotions/seckill/time-line` → `SeckillSlot[]`: the running slot first, then the
 * coming ones. Slots repeat daily, so times are computed from the server's clock per request.
 */
export const SeckillSlot = type({
  /** the slot's start hour, the `range_time` of goods-list */
  range_time: number(),
  /** "10:00" */
  time_text: string(),
  start_time: number(),
  end_time: number(),
  /** seconds until the slot starts; 0 when it is running */
  distance_time: number(),
  /** seconds until the slot ends */
  end_distance: number(),
  active: Flag,
  /** the server's clock when it answered (Unix seconds) */
  now: number(),
});
export type SeckillSlot = Infer<typeof SeckillSlot>;

/** `GET /buyer/promotions/seckill/goods-list?range_time&page_no&page_size` → `JavashopPage<SeckillGoods>`. */
export const SeckillGoods = type({
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

/** `GET /buyer/promotions/exchange/goods?page_no&page_size` → `JavashopPage<ExchangeGoods>`: the points mall. */
export const ExchangeGoods = type({
  exchange_id: number(),
  goods_id: number(),
  sku_id: number(),
  goods_name: string(),
  thumbnail: string(),
  original_price: number(),
  exchange_point: number(),
  exchange_money: number(),
  enable_quantity: number(),
  goods_type: literal('POINT'),
  /** what the cart records for the line (cart_item.promotion_type) */
  promotion_type: literal('EXCHANGE'),
});
export type ExchangeGoods = Infer<typeof ExchangeGoods>;

/** A goods of a CMS page's goods block. */
export const CmsGoods = type({ goods_id: number(), goods_name: string(), thumbnail: string(), price: number() });

/** A block of a CMS page. Texts are in the request's locale; goods are read when the page is. */
export const CmsBlock = union([
  type({ type: literal('title'), text: string() }),
  type({ type: literal('text'), text: string() }),
  type({ type: literal('banner'), text: string(), link: string() }),
  type({ type: literal('goods'), title: string(), goods: array(CmsGoods) }),
]);
export type CmsBlock = Infer<typeof CmsBlock>;

/**
 * `GET /buyer/pages/{id}` → `CmsPage` (Javashop PageDO: page_data is a JSON string, here of
 * `CmsBlock[]`).
 */
export const CmsPage = type({
  page_id: number(),
  page_name: string(),
  page_type: string(),
  client_type: string(),
  page_data: string(),
  modify_time: number(),
});
export type CmsPage = Infer<typeof CmsPage>;
