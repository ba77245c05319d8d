/** Server messages of the catalogue's promotions part, es_MX first; keys start with `promotions`. */
export const promotionsMessages = {
  promotionsPlatform: {
    es_MX: 'Todas las tiendas',
    en_US: 'All shops',
    zh_CN: '全平台通用',
  },
  promotionsCouponNotFound: {
    es_MX: 'El cupón {coupon} no existe',
    en_US: 'Coupon {coupon} does not exist',
    zh_CN: '优惠券 {coupon} 不存在',
  },
  promotionsCouponLimit: {
    es_MX: 'Ya recibiste este cupón: cada cliente puede recibir {limit}',
    en_US: 'You already received this coupon: each buyer may receive {limit}',
    zh_CN: '您已领取过此优惠券：每位买家限领 {limit} 张',
  },
  promotionsCouponGone: {
    es_MX: 'Este cupón ya se agotó',
    en_US: 'This coupon has run out',
    zh_CN: '此优惠券已领完',
  },
  promotionsCouponNotActive: {
    es_MX: 'Este cupón no está vigente',
    en_US: 'This coupon is not valid at this time',
    zh_CN: '此优惠券不在有效期内',
  },
  promotionsPageNotFound: {
    es_MX: 'La página {page} no existe',
    en_US: 'Page {page} does not exist',
    zh_CN: '页面 {page} 不存在',
  },
} as const
