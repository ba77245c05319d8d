import type { Locale } from '../../../../src/core/contract/locales';
import type { JavashopPage, MallPage, MemberGoodsCard, ShopCollectionItem } from '../../../../src/core/contract/types-discovery';
import type { Db } from '../../db/types';
import { ApiError } from '../../http/errors';
import { toMxn } from '../../http/money';
import { goodsListed, type Paging } from '../../repos/catalogue/goods-feedback';
import {
  collectShop,
  listBrowseRecords,
  listCollectedShops,
  listFavorites,
  recordBrowse,
  setFavorite,
  shopCollected,
  shopExists,
  uncollectShop,
  type MemberGoodsRow,
} from '../../repos/members/collections';
import { goodsGone } from '../catalogue/goods-detail';

type Asset = (path: string) => string;

const card = (r: MemberGoodsRow, asset: Asset): MemberGoodsCard => ({
  goodsId: r.goods_id,
  skuId: r.sku_id,
  name: r.goods_name,
  image: asset(r.image),
  price: toMxn(r.price_cents),
  stock: r.stock,
  time: r.time,
});

const mallPage = <T>(list: T[], total: number, p: Paging): MallPage<T> => ({ list, total, pageNo: p.pageNo, pageSize: p.pageSize });

export const shopLogo = (shopId: number) => `/uploads/generated/shop/${shopId}.svg`;

/** What a member keeps around a product: favourites, collected shops, and the footprint. */
export function createGoodsMemberService(db: Db, now: () => number) {
  return {
    async favorite(memberId: number, goodsId: number, favorite: boolean): Promise<void> {
      // Unfavouriting a goods that has since been delisted must still work; favouriting must not.
      if (favorite && !(await goodsListed(db, goodsId))) throw goodsGone();
      await setFavorite(db, memberId, goodsId, favorite, now());
    },

    async favorites(
      memberId: number,
      goodsId: number | undefined,
      locale: Locale,
      p: Paging,
      asset: Asset,
    ): Promise<MallPage<MemberGoodsCard>> {
      const { rows, total } = await listFavorites(db, memberId, goodsId, locale, p);
      return mallPage(
        rows.map((r) => card(r, asset)),
        total,
        p,
      );
    },

    browsed: (memberId: number, goodsId: number) => recordBrowse(db, memberId, goodsId, now()),

    async footprint(memberId: number, locale: Locale, p: Paging, asset: Asset): Promise<MallPage<MemberGoodsCard>> {
      const { rows, total } = await listBrowseRecords(db, memberId, locale, p);
      return mallPage(
        rows.map((r) => card(r, asset)),
        total,
        p,
      );
    },

    async collect(memberId: number, shopId: number): Promise<void> {
      if (!(await shopExists(db, shopId))) throw new ApiError('not_found', 'discoveryShopNotFound', { shopId });
      await collectShop(db, memberId, shopId, now());
    },

    uncollect: (memberId: number, shopId: number) => uncollectShop(db, memberId, shopId),

    collected: (memberId: number, shopId: number) => shopCollected(db, memberId, shopId),

    async shops(memberId: number, p: Paging, asset: Asset): Promise<JavashopPage<ShopCollectionItem>> {
      const { rows, total } = await listCollectedShops(db, memberId, p);
      return {
        data: rows.map((r) => ({
          id: r.id,
          shop_id: r.shop_id,
          shop_name: r.shop_name,
          logo: asset(shopLogo(r.shop_id)),
          city: r.city,
          state: r.state,
          goods_num: r.goods_num,
          create_time: r.created_at,
        })),
        page_no: p.pageNo,
        page_size: p.pageSize,
        data_total: total,
      };
    },
  };
}
