import type { Locale } from '../../../../src/core/contract/locales';
import type { Db } from '../../db/types';
import { countComments, goodsListed, type Paging } from '../../repos/catalogue/goods-feedback';
import { findBannerArt } from '../../repos/catalogue/browse';
import { goodsIdOfSku, type GoodsTag } from '../../repos/catalogue/goods-detail';
import { seedBrowseIfEmpty } from '../../seed/discovery-browse';
import {
  brandPage,
  brandProductPage,
  shopInfo,
  shopPage,
  type parseBrandPageQuery,
  type parseBrandProductQuery,
  type parseShopPageQuery,
} from '../../services/catalogue/browse-directory';
import { productFacets } from '../../services/catalogue/browse-facets';
import { homepageModules, indexBanners, labelProductPage, type parseLabelQuery } from '../../services/catalogue/browse-home';
import { grandCategories } from '../../services/catalogue/categories';
import { createAskMessageService } from '../../services/catalogue/ask-messages';
import { createAskService } from '../../services/catalogue/goods-asks';
import { goodsDetail, goodsGone, goodsSkus } from '../../services/catalogue/goods-detail';
import { goodsAsks, goodsComments, goodsSales } from '../../services/catalogue/goods-feedback';
import { relatedGoods, tagGoods } from '../../services/catalogue/goods-lists';
import { queryProducts, type ProductQuery } from '../../services/catalogue/product-query';
import { receiveCoupon } from '../../services/catalogue/promo-coupons';
import { couponPage, crowdfundingPage, exchangePage, groupBuyPage, seckillPage, seckillSlots } from '../../services/catalogue/promo-lists';
import { createSuggestService } from '../../services/search/suggest-service';

type Asset = (path: string) => string;

export interface CatalogueDeps {
  db: Db;
  clock: () => number;
  /** records a member's view of a goods in their footprint (the members domain keeps it) */
  viewed: (memberId: number, goodsId: number) => Promise<void>;
}

/**
 * The catalogue and discovery (issue 3): categories, search and its suggestions, listing facets,
 * home and browse pages, goods detail with its sales, comments and questions, promotions.
 */
export function createCatalogueService({ db, clock, viewed }: CatalogueDeps) {
  const nowS = () => Math.floor(clock() / 1000);
  const suggest = createSuggestService(db);

  return {
    /**
     * Before the first request: the suggestion index, and the banners and home modules a database
     * seeded before they existed gets now.
     */
    async prepare(): Promise<void> {
      await suggest.rebuild();
      await db.tx((q) => seedBrowseIfEmpty(q));
    },

    // --- search and listing ----------------------------------------------------------------
    categories: (asset: Asset) => grandCategories(db, asset),
    products: (query: ProductQuery, lang: Locale, asset: Asset) => queryProducts(db, query, lang, asset),
    facets: (query: ProductQuery, lang: Locale) => productFacets(db, query, lang),
    suggest: (keyword: string, lang: Locale) => suggest.suggest(keyword, lang),
    suggestSections: (keyword: string, lang: Locale, asset: Asset) => suggest.sections(keyword, lang, asset),

    // --- home, brands, shops ---------------------------------------------------------------
    banners: (lang: Locale, asset: Asset) => indexBanners(db, lang, asset),
    bannerArt: (id: number) => findBannerArt(db, id),
    homepageModules: (lang: Locale, asset: Asset) => homepageModules(db, lang, asset),
    labelProductPage: (query: ReturnType<typeof parseLabelQuery>, lang: Locale, asset: Asset) => labelProductPage(db, query, lang, asset),
    brandPage: (query: ReturnType<typeof parseBrandPageQuery>, asset: Asset) => brandPage(db, query, asset),
    brandProductPage: (query: ReturnType<typeof parseBrandProductQuery>, lang: Locale, asset: Asset) =>
      brandProductPage(db, query, lang, asset),
    shopPage: (query: ReturnType<typeof parseShopPageQuery>, asset: Asset) => shopPage(db, query, asset),
    shopInfo: (shopId: number, asset: Asset) => shopInfo(db, shopId, asset),

    // --- goods detail and around it ---------------------------------------------------------
    detail: (goodsId: number, lang: Locale, asset: Asset) => goodsDetail(db, goodsId, lang, asset),
    viewed,
    related: (goodsId: number, num: number, lang: Locale, asset: Asset) => relatedGoods(db, goodsId, num, lang, asset),
    skus: (goodsId: number, lang: Locale, asset: Asset) => goodsSkus(db, goodsId, lang, asset),
    goodsIdOfSku: (skuId: number) => goodsIdOfSku(db, skuId),
    tagGoods: (mark: GoodsTag, shopId: number | undefined, num: number, lang: Locale, asset: Asset) =>
      tagGoods(db, mark, shopId, num, lang, asset),
    sales: (goodsId: number, page: Paging) => goodsSales(db, goodsId, page),
    comments: (goodsId: number, filter: Parameters<typeof goodsComments>[2], page: Paging, asset: Asset) =>
      goodsComments(db, goodsId, filter, page, asset),
    /** The comment counts of a goods still on sale. */
    async commentCount(goodsId: number) {
      if (!(await goodsListed(db, goodsId))) throw goodsGone();
      return countComments(db, goodsId);
    },
    goodsAsks: (goodsId: number, page: Paging) => goodsAsks(db, goodsId, page),
    /** the members' questions and answers */
    asks: createAskService(db, nowS),
    /** what happened to my questions and to questions about goods I bought (issue 12 §2) */
    askMessages: createAskMessageService(db),

    // --- promotions ------------------------------------------------------------------------
    coupons: (input: { sellerId: number | undefined; memberId: number; lang: Locale }, page: Paging) =>
      couponPage(db, { ...input, now: nowS() }, page),
    receiveCoupon: (memberId: number, couponId: number) => receiveCoupon(db, memberId, couponId, nowS()),
    groupBuys: (lang: Locale, page: Paging, asset: Asset) => groupBuyPage(db, nowS(), lang, page, asset),
    crowdfunding: (lang: Locale, page: Paging, asset: Asset) => crowdfundingPage(db, nowS(), lang, page, asset),
    seckillSlots: () => seckillSlots(db, nowS()),
    seckillGoods: (hour: number, lang: Locale, page: Paging, asset: Asset) => seckillPage(db, hour, lang, page, asset),
    exchangeGoods: (lang: Locale, page: Paging, asset: Asset) => exchangePage(db, lang, page, asset),
  };
}

export type CatalogueService = ReturnType<typeof createCatalogueService>;
