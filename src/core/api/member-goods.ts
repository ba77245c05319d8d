// A member's favourites and collected shops (spec §7 "Member"). Imported by the product-detail
// widget only, so it travels in that widget's chunk.
import { boolean } from 'superstruct';
import { mallPage } from '../contract/shared-structs';
import { FavoriteUpdate, MemberGoodsCard } from '../contract/types-member-goods';
import { request } from '../http';
import { call } from './check';

/** Whether the member keeps this goods among favourites (query_page filtered to the goods). */
export const fetchFavorite = async (goodsId: number): Promise<boolean> =>
  (await call({ path: '/mallpcapi/memberFavorite/query_page', query: { goodsId, pageSize: 1 }, auth: true }, mallPage(MemberGoodsCard)))
    .total > 0;

/** Favourites or unfavourites a goods (JSON, as the spec says). */
export const updateFavorite = async (goodsId: number, favorite: boolean): Promise<boolean> =>
  (
    await call(
      { method: 'POST', path: '/mallpcapi/memberFavorite/updateFavorite', json: { goodsId, favorite }, auth: true },
      FavoriteUpdate,
    )
  ).favorite;

export const fetchShopCollected = (shopId: number) => call({ path: `/buyer/members/collection/shop/${shopId}`, auth: true }, boolean());

export const collectShop = (shopId: number, collect: boolean) =>
  collect
    ? request({ method: 'POST', path: '/buyer/members/collection/shop', form: { shop_id: shopId }, auth: true })
    : request({ method: 'DELETE', path: `/buyer/members/collection/shop/${shopId}`, auth: true });
