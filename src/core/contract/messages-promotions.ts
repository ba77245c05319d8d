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
  // A member's own coupons (GET members/coupon): the status each one shows.
  promotionsCouponUnused: {
    es_MX: 'Disponible',
    en_US: 'Available',
    zh_CN: '可使用',
  },
  promotionsCouponUsed: {
    es_MX: 'Usado',
    en_US: 'Used',
    zh_CN: '已使用',
  },
  promotionsCouponExpired: {
    es_MX: 'Vencido',
    en_US: 'Expired',
    zh_CN: '已过期',
  },
  // Promotions on cart lines (issues 3 and 5): names in the chooser, refusals, fallback notices.
  promotionsNameSeckill: {
    es_MX: 'Oferta relámpago',
    en_US: 'Flash sale',
    zh_CN: '限时秒杀',
  },
  promotionsNameGroupbuy: {
    es_MX: 'Compra en grupo',
    en_US: 'Group buy',
    zh_CN: '团购',
  },
  promotionsNameCrowdfunding: {
    es_MX: 'Financiamiento colectivo',
    en_US: 'Crowdfunding',
    zh_CN: '众筹',
  },
  promotionsNotOffered: {
    es_MX: 'Esta promoción no está disponible para este producto en este momento',
    en_US: 'This promotion is not available for this product right now',
    zh_CN: '该促销活动目前不适用于此商品',
  },
  promotionsPointNoFullDiscount: {
    es_MX: 'Los productos de puntos no admiten promociones de descuento por monto',
    en_US: 'Point goods cannot take full-discount promotions',
    zh_CN: '积分商品不参与满减活动',
  },
  promotionsOverLimit: {
    es_MX: 'En esta promoción cada cliente puede comprar hasta {limit} piezas',
    en_US: 'Each buyer may buy up to {limit} pieces in this promotion',
    zh_CN: '此活动每位买家最多购买 {limit} 件',
  },
  promotionsOverRemaining: {
    es_MX: 'Solo quedan {remaining} piezas al precio de la promoción',
    en_US: 'Only {remaining} pieces are left at the promotion price',
    zh_CN: '活动价仅剩 {remaining} 件',
  },
  promotionsEnded: {
    es_MX: 'La promoción «{name}» terminó: se aplica el precio normal',
    en_US: 'The “{name}” promotion has ended: the normal price applies',
    zh_CN: '“{name}”活动已结束：按正常价格计算',
  },
  promotionsNoLongerFits: {
    es_MX: 'La cantidad supera lo permitido en «{name}» ({max} piezas): se aplica el precio normal',
    en_US: 'The quantity is over what “{name}” allows ({max} pieces): the normal price applies',
    zh_CN: '数量超过“{name}”允许的 {max} 件：按正常价格计算',
  },
  // Member points and the points mall (issue 5): the cart's name for an exchange, the checkout
  // refusal, and the reasons the points ledger shows.
  promotionsNameExchange: {
    es_MX: 'Canje por puntos',
    en_US: 'Points exchange',
    zh_CN: '积分兑换',
  },
  promotionsPointsInsufficient: {
    es_MX: 'Puntos insuficientes: este pedido necesita {needed} puntos y tienes {available}',
    en_US: 'Insufficient points: this order needs {needed} points and you have {available}',
    zh_CN: '积分不足：此订单需要 {needed} 积分，您当前有 {available} 积分',
  },
  promotionsExchangeGone: {
    es_MX: 'Ya no quedan suficientes piezas para canjear: {names}',
    en_US: 'Not enough pieces are left to exchange: {names}',
    zh_CN: '可兑换数量不足：{names}',
  },
  promotionsPointsSignup: {
    es_MX: 'Bono de bienvenida',
    en_US: 'Welcome bonus',
    zh_CN: '注册奖励',
  },
  promotionsPointsOrderReward: {
    es_MX: 'Puntos por el pedido {sn}',
    en_US: 'Points for order {sn}',
    zh_CN: '订单 {sn} 奖励积分',
  },
  promotionsPointsReview: {
    es_MX: 'Puntos por reseñar un producto',
    en_US: 'Points for reviewing a product',
    zh_CN: '商品评价奖励积分',
  },
  promotionsPointsExchange: {
    es_MX: 'Canje en la tienda de puntos, compra {sn}',
    en_US: 'Points mall exchange, purchase {sn}',
    zh_CN: '积分商城兑换，交易 {sn}',
  },
  promotionsPointsReturned: {
    es_MX: 'Devolución por cancelar el pedido {sn}',
    en_US: 'Returned: order {sn} was cancelled',
    zh_CN: '订单 {sn} 取消，积分退回',
  },
} as const;
