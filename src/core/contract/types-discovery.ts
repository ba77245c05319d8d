// Reply shapes of the catalogue and discovery calls (issue 3). `/mallpcapi/*` replies are
// camelCase inside the `MallReply` envelope; `/buyer/*` replies are the bare Javashop snake_case.

/** One value of a spec axis ("Rojo" of "Color"). */
export interface GoodsSpecValue {
  specValueId: number;
  specValue: string;
}

/** A spec axis of a product and the values its skus use, in display order. */
export interface GoodsSpecAxis {
  specId: number;
  specName: string;
  values: GoodsSpecValue[];
}

/** One sku of the detail: the spec values it stands for (one per axis, axis order), price, stock. */
export interface GoodsDetailSku {
  skuId: number;
  sn: string;
  specValueIds: number[];
  /** wholesale unit price at the first tier, MXN */
  price: number;
  /** unit price when the shop ships one order straight to the buyer's customer */
  dropshipPrice: number;
  stock: number;
}

/** From `minNum` units of the goods (all skus together) each unit costs `rate` of its base price. */
export interface GoodsPriceTier {
  minNum: number;
  /** 0 < rate ≤ 1, e.g. 0.95 */
  rate: number;
  /** the cheapest sku's unit price at this tier, MXN */
  price: number;
}

export interface GoodsShopCard {
  shopId: number;
  shopName: string;
  logo: string;
  city: string;
  state: string;
  goodsCount: number;
  /** Unix seconds */
  createTime: number;
}

/** `GET /mallpcapi/product/productDetail?goodsId` → `MallReply<GoodsDetail>` */
export interface GoodsDetail {
  goodsId: number;
  name: string;
  images: string[];
  price: number;
  originalPrice: number;
  packageUnit: number;
  stock: number;
  sales: number;
  weight: number;
  brandId: number;
  brandName: string;
  grandId: number;
  categoryId: number;
  categoryName: string;
  /** the sku selected first: the cheapest in stock, else the cheapest */
  defaultSkuId: number;
  specs: GoodsSpecAxis[];
  skus: GoodsDetailSku[];
  tiers: GoodsPriceTier[];
  /** seller HTML: untrusted, sanitise before rendering */
  intro: string;
  shop: GoodsShopCard;
  commentCount: number;
  /** share of good comments, 0–100 */
  goodRate: number;
}

/** `GET /buyer/goods/{id}/skus` item */
export interface GoodsSku {
  sku_id: number;
  goods_id: number;
  goods_name: string;
  sn: string;
  quantity: number;
  enable_quantity: number;
  price: number;
  spec_list: { spec_id: number; spec_name: string; spec_value_id: number; spec_value: string; spec_image: string }[];
  thumbnail: string;
  goods_type: 'NORMAL' | 'POINT';
}

/** `GET /buyer/goods/tags/{hot|new|recommend}/goods` item */
export interface TagGoods {
  goods_id: number;
  sku_id: number;
  goods_name: string;
  thumbnail: string;
  price: number;
  enable_quantity: number;
  buy_count: number;
}

/** Javashop paged list */
export interface JavashopPage<T> {
  data: T[];
  page_no: number;
  page_size: number;
  data_total: number;
}

/** `GET /buyer/trade/goods/{id}/sales` item; the buyer's name is masked */
export interface GoodsSaleRecord {
  buyer_name: string;
  num: number;
  price: number;
  create_time: number;
}

export type CommentGrade = 'good' | 'neutral' | 'bad';

/** `GET /buyer/members/comments/goods/{id}` item */
export interface GoodsComment {
  comment_id: number;
  goods_id: number;
  sku_id: number | null;
  member_name: string;
  member_face: string;
  content: string;
  grade: CommentGrade;
  images: string[];
  reply: string | null;
  create_time: number;
}

/** `GET /buyer/members/comments/goods/{id}/count` */
export interface GoodsCommentCount {
  all_count: number;
  good_count: number;
  neutral_count: number;
  bad_count: number;
  image_count: number;
}

/** `GET /buyer/members/asks/list?goods_id` item; `member_name` is hidden when anonymous */
export interface GoodsAsk {
  ask_id: number;
  goods_id: number;
  content: string;
  create_time: number;
  reply: string | null;
  reply_time: number | null;
  reply_status: 0 | 1;
  member_name: string;
  anonymous: 'YES' | 'NO';
}

/** `GET /buyer/members/asks` item (the member's own questions) and `GET …/asks/detail/{id}` */
export interface MemberAsk extends GoodsAsk {
  goods_name: string;
  goods_img: string;
  /** answers other members gave */
  reply_num: number;
}

/** `GET /buyer/members/asks/reply/list/{ask_id}` item: another member's answer to a question */
export interface AskReply {
  reply_id: number;
  ask_id: number;
  content: string;
  create_time: number;
  /** empty when the answer was given anonymously */
  member_name: string;
  anonymous: 'YES' | 'NO';
}

/** `GET /buyer/members/collection/shops` item */
export interface ShopCollectionItem {
  id: number;
  shop_id: number;
  shop_name: string;
  logo: string;
  city: string;
  state: string;
  goods_num: number;
  create_time: number;
}

/** A paged `/mallpcapi/*` list (same keys as productQuery). */
export interface MallPage<T> {
  list: T[];
  total: number;
  pageNo: number;
  pageSize: number;
}

/** A goods card of a member list: favourites (`query_page`) and footprint (`queryBrowseRecord`). */
export interface MemberGoodsCard {
  goodsId: number;
  skuId: number;
  name: string;
  image: string;
  price: number;
  stock: number;
  /** Unix seconds: when favourited, or when last viewed */
  time: number;
}

/** `POST /mallpcapi/memberFavorite/updateFavorite` JSON body, and its result */
export interface FavoriteUpdate {
  goodsId: number;
  favorite: boolean;
}
