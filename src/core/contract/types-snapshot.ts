/**
 * `GET /buyer/trade/snapshots/{id}` and `GET /seller/trade/snapshots/{id}`: the goods of an
 * ordered line as they were when ordered, in the reader's locale, money in MXN. The buyer's order
 * pages and the seller's snapshot page read it.
 */
import { array, number, string, type, type Infer } from 'superstruct';

export const Snapshot = type({
  snapshot_id: number(),
  order_sn: string(),
  num: number(),
  create_time: number(),
  goods_id: number(),
  sku_id: number(),
  sn: string(),
  goods_name: string(),
  thumbnail: string(),
  brand_name: string(),
  category_name: string(),
  seller_id: number(),
  seller_name: string(),
  price: number(),
  original_price: number(),
  package_unit: number(),
  weight_g: number(),
  spec_list: array(type({ spec_name: string(), spec_value: string() })),
  /** the wholesale tiers then: from `min_num` units, `discount_percent` off */
  price_tiers: array(type({ min_num: number(), discount_percent: number() })),
});
export type Snapshot = Infer<typeof Snapshot>;
