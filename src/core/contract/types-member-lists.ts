/** `GET /buyer/members/collection/shops` item: a shop the member collected (the member centre's list). */
import { number, string, type, type Infer } from 'superstruct';

export const ShopCollectionItem = type({
  id: number(),
  shop_id: number(),
  shop_name: string(),
  logo: string(),
  city: string(),
  state: string(),
  goods_num: number(),
  create_time: number(),
});
export type ShopCollectionItem = Infer<typeof ShopCollectionItem>;
