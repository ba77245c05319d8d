/**
 * Reply shapes of the buyer API, shared by the server and the client. Types only: importing this
 * file adds no bytes to a bundle.
 *
 * Two families (see api-reference.md):
 * - `/mallpcapi/*`: always HTTP 200 with a `MallReply`, camelCase keys; `code: 502` = session gone.
 * - `/buyer/*`, `/base/*`, `/seller/*`, `/passport/*`, `/b2b/*`: the bare resource on 2xx,
 *   snake_case keys, timestamps in Unix seconds; errors are `ApiErrorBody` with a 4xx/5xx status.
 * Money is a decimal number of MXN with at most 2 decimals.
 */
import type { LanguageCode } from './locales';
import type { CartWay } from './rules';
import type { ShipmentType } from './shipment';

export interface MallReply<T> {
  success: boolean;
  /** 200 on success; 400 validation, 401 bad credentials, 404 not found, 502 session gone, 500 server. */
  code: number;
  message: string;
  result: T;
}

/** Error body of the Javashop family: "004" validation (400), "002" no permission (401),
 * "003" not found (404), "403" session gone (403), "109" bad refresh token (401), "500" server. */
export interface ApiErrorBody {
  code: string;
  message: string;
  data?: unknown;
}

export interface Paged<T> {
  data: T[];
  page_no: number;
  page_size: number;
  data_total: number;
}

// --- site -------------------------------------------------------------------------------------

/** `GET /base/site-show` */
export interface SiteShow {
  site_name: string;
  siteon: 0 | 1;
  keywords: string;
  descript: string;
  logo: string;
  currency: 'MXN';
}

/** `GET /buyer/pages/site-navigations/{PC|MOBILE}`; `url` is an internal path or an absolute http(s) URL. */
export interface SiteNavigation {
  navigation_id: number;
  navigation_name: string;
  url: string;
  sort: number;
}

// --- catalogue --------------------------------------------------------------------------------

export interface ChildCategory {
  cateId: number;
  cn: string;
  en: string;
  mx: string;
}

/** `GET /mallpcapi/productCate/queryAllGrandCate` → `MallReply<GrandCategory[]>` */
export interface GrandCategory {
  grandId: number;
  cn: string;
  en: string;
  mx: string;
  image: string;
  children: ChildCategory[];
}

export interface ProductListItem {
  goodsId: number;
  /** The sku shown on the card: the cheapest in stock, else the cheapest. */
  skuId: number;
  /** In the request's locale. */
  name: string;
  image: string;
  /** Lowest unit price of the goods at the first wholesale tier. */
  price: number;
  /** List ("was") price; ≥ price. */
  originalPrice: number;
  /** Quantities must be multiples of this. */
  packageUnit: number;
  /** Units in stock over all skus. */
  stock: number;
  sales: number;
  shopId: number;
  shopName: string;
  brandName: string;
}

/** `GET /mallpcapi/product/productQuery` → `MallReply<ProductQueryResult>` */
export interface ProductQueryResult {
  list: ProductListItem[];
  total: number;
  pageNo: number;
  pageSize: number;
}

/** `GET /buyer/goods/search/words` → `SearchWord[]` (at most 10, best first). */
export interface SearchWord {
  words: string;
  goods_num: number;
}

// --- cart -------------------------------------------------------------------------------------

export interface PriceDetail {
  total_price: number;
  original_price: number;
  goods_price: number;
  freight_price: number;
  discount_price: number;
  cash_back: number;
  coupon_price: number;
  full_minus: number;
  is_free_freight: 0 | 1;
  exchange_point: number;
}

export interface CartPromo {
  sku_id: number;
  promotion_id: number;
  promotion_type: string;
  promotion_name: string;
  is_check: 0 | 1;
  /** Marketplace addition: the unit price under this promotion. */
  price?: number;
  /** Marketplace addition: pieces one buyer may take (null = no cap of its own). */
  limit_num?: number | null;
  /** Marketplace addition: pieces left at the promotion price (null = the sku's stock). */
  remain_quantity?: number | null;
}

export interface SpecValue {
  spec_id: number;
  spec_name: string;
  spec_value_id: number;
  spec_value: string;
  spec_image: string;
}

export interface CartSku {
  seller_id: number;
  seller_name: string;
  goods_id: number;
  sku_id: number;
  sku_sn: string;
  cat_id: number;
  num: number;
  purchase_num: number;
  /** kg */
  goods_weight: number;
  /** Unit price at the first wholesale tier. */
  original_price: number;
  /** Unit price at the tier reached by this goods' total quantity in the cart. */
  purchase_price: number;
  subtotal: number;
  name: string;
  goods_image: string;
  checked: 0 | 1;
  is_free_freight: 0 | 1;
  single_list: CartPromo[];
  group_list: CartPromo[];
  promotion_tags: string[];
  spec_list: SpecValue[];
  point: number;
  snapshot_id: number;
  /** Units in stock. */
  enable_quantity: number;
  invalid: 0 | 1;
  error_message: string;
  is_ship: 0 | 1;
  goods_type: 'NORMAL' | 'POINT';
  /** Marketplace addition: why the chosen promotion does not price the line (ended, over its cap); '' when it does or none is chosen. */
  promotion_notice?: string;
  /** Marketplace addition: quantities must be multiples of it (1 on dropship lines). */
  package_unit: number;
  /** Marketplace addition: 1 wholesale, 2 dropshipping (contract/shipment.ts). */
  shipment_type: ShipmentType;
}

export interface CartShop {
  seller_id: number;
  seller_name: string;
  shipping_type_id: number;
  shipping_type_name: string;
  weight: number;
  price: PriceDetail;
  sku_list: CartSku[];
  promotion_list: CartPromo[];
  promotion_notice: string;
  invalid: 0 | 1;
  checked: 0 | 1;
  cart_type: 'CART' | 'CHECKOUT';
}

export interface CartCoupon {
  member_coupon_id: number;
  coupon_id: number;
  seller_id: number;
  seller_name: string;
  amount: number;
  end_time: number;
  use_term: string;
  coupon_threshold_price: number;
  enable: 0 | 1;
  selected: 0 | 1;
  error_msg: string;
}

/** `GET /buyer/trade/carts/{all|checked}?way=` */
export interface CartView {
  cart_list: CartShop[];
  total_price: PriceDetail;
  coupon_list: CartCoupon[];
}

export type { CartWay };

// --- members and sessions ---------------------------------------------------------------------

export interface UserInfo {
  id: number;
  /** the login name (registration rules; not renamed by the profile) */
  userName: string;
  /** the display name the profile edits (spec §5: 2–20 characters) */
  nickname: string;
  headImg: string;
  /** 0 English, 2 Chinese, 4 Spanish. */
  language: LanguageCode;
  /** Unix seconds; 0 when unknown. */
  birthday: number;
  mobile: string;
  email: string;
  /** the email has been proved by its link (issue 9); false when there is none */
  emailVerified: boolean;
  /** checkout and free coupons wait until the email is proved (or a phone bound): show /verify-email */
  mustVerifyEmail: boolean;
  /** 1 male, 0 female, -1 not given. */
  sex: number;
}

/** `POST /mallpcapi/login/login` → `MallReply<LoginResult>`; the token is both access and refresh token. */
export interface LoginResult {
  token: string;
  userInfo: UserInfo;
}

/** `POST /passport/token` */
export interface TokenPair {
  accessToken: string;
  refreshToken: string;
}
