// A member's favourites and footprint (spec §7 "Member"): the product-detail widget's heart and
// the member centre's lists read the same cards.
import { boolean, number, string, type, type Infer } from 'superstruct';

/** A goods card of a member list: favourites (`query_page`) and footprint (`queryBrowseRecord`), in `MallPage`s. */
export const MemberGoodsCard = type({
  goodsId: number(),
  skuId: number(),
  name: string(),
  image: string(),
  price: number(),
  stock: number(),
  /** Unix seconds: when favourited, or when last viewed */
  time: number(),
});
export type MemberGoodsCard = Infer<typeof MemberGoodsCard>;

/** `POST /mallpcapi/memberFavorite/updateFavorite` JSON body, and its result */
export const FavoriteUpdate = type({ goodsId: number(), favorite: boolean() });
export type FavoriteUpdate = Infer<typeof FavoriteUpdate>;
