/**
 * `GET /buyer/goods/{id}/skus` item: Javashop's sku list of a goods. No widget asks for it (the
 * detail carries its skus), so it stays out of the product-detail chunk.
 */
import { array, enums, number, string, type, type Infer } from 'superstruct';
import { SpecValue } from './types-cart';

export const GoodsSku = type({
  sku_id: number(),
  goods_id: number(),
  goods_name: string(),
  sn: string(),
  quantity: number(),
  enable_quantity: number(),
  price: number(),
  spec_list: array(SpecValue),
  thumbnail: string(),
  goods_type: enums(['NORMAL', 'POINT']),
});
export type GoodsSku = Infer<typeof GoodsSku>;
