// Replies of the buyer API as the contract (src/core/contract) says the server sends them, for
// unit tests that answer in the server's place: the client checks every reply against the same
// structs, so a fixture is whole. Each builder takes the fields a test is about.
import type { CartCoupon, CartPromo, CartShop, CartSku, CartView, PriceDetail } from '../../../src/core/contract/types-cart';
import type { ProductListItem } from '../../../src/core/contract/types-catalogue';
import type { UserInfo } from '../../../src/core/contract/types-member';
import type { SiteShow } from '../../../src/core/contract/types-site';

/** The server's nickname falls back to the login name (services/members/user-info.ts). */
export const aUser = (over: Partial<UserInfo> = {}): UserInfo => ({
  id: 7,
  userName: over.userName ?? 'ana',
  nickname: over.userName ?? 'ana',
  headImg: '',
  language: 4,
  birthday: 0,
  mobile: '',
  email: '',
  emailVerified: false,
  mustVerifyEmail: false,
  sex: -1,
  ...over,
});

export const aSite = (over: Partial<SiteShow> = {}): SiteShow => ({
  site_name: 'Vitrina',
  siteon: 1,
  keywords: '',
  descript: '',
  logo: '',
  currency: 'MXN',
  ...over,
});

export const aPriceDetail = (over: Partial<PriceDetail> = {}): PriceDetail => ({
  total_price: 0,
  original_price: 0,
  goods_price: 0,
  freight_price: 0,
  discount_price: 0,
  cash_back: 0,
  coupon_price: 0,
  full_minus: 0,
  is_free_freight: 0,
  exchange_point: 0,
  ...over,
});

export const aPromo = (over: Partial<CartPromo> = {}): CartPromo => ({
  sku_id: 1,
  promotion_id: 1,
  promotion_type: 'SECKILL',
  promotion_name: 'Seckill',
  is_check: 0,
  price: 0,
  limit_num: null,
  remain_quantity: null,
  ...over,
});

/** A wholesale line of sku `id`: 6 pieces at 10.10, packages of 6, 30 in stock. */
export const aCartSku = (id: number, over: Partial<CartSku> = {}): CartSku => ({
  seller_id: 1,
  seller_name: 'shop 1',
  goods_id: id,
  sku_id: id,
  sku_sn: `SN-${id}`,
  cat_id: 1,
  num: 6,
  purchase_num: 6,
  goods_weight: 0,
  original_price: 10.1,
  purchase_price: 10.1,
  subtotal: 60.6,
  name: `sku ${id}`,
  goods_image: '',
  checked: 1,
  is_free_freight: 0,
  single_list: [],
  group_list: [],
  promotion_tags: [],
  spec_list: [],
  point: 0,
  snapshot_id: 0,
  enable_quantity: 30,
  invalid: 0,
  error_message: '',
  is_ship: 1,
  goods_type: 'NORMAL',
  promotion_notice: '',
  package_unit: 6,
  shipment_type: 1,
  ...over,
});

export const aCartShop = (id: number, skus: CartSku[], over: Partial<CartShop> = {}): CartShop => ({
  seller_id: id,
  seller_name: `shop ${id}`,
  shipping_type_id: 0,
  shipping_type_name: '',
  weight: 0,
  price: aPriceDetail(),
  sku_list: skus,
  promotion_list: [],
  promotion_notice: '',
  invalid: 0,
  checked: 1,
  cart_type: 'CART',
  ...over,
});

export const aCoupon = (over: Partial<CartCoupon> = {}): CartCoupon => ({
  member_coupon_id: 1,
  coupon_id: 1,
  seller_id: 0,
  seller_name: '',
  amount: 0,
  end_time: 0,
  use_term: '',
  coupon_threshold_price: 0,
  enable: 1,
  selected: 0,
  error_msg: '',
  ...over,
});

export const aCartView = (shops: CartShop[], total: Partial<PriceDetail> = {}, coupons: CartCoupon[] = []): CartView => ({
  cart_list: shops,
  total_price: aPriceDetail(total),
  coupon_list: coupons,
});

export const aProduct = (over: Partial<ProductListItem> = {}): ProductListItem => ({
  goodsId: 1,
  skuId: 101,
  name: 'Tornillo',
  image: '',
  price: 10,
  originalPrice: 10,
  packageUnit: 1,
  stock: 100,
  sales: 0,
  shopId: 1,
  shopName: 'Ferretería',
  brandName: '',
  ...over,
});
