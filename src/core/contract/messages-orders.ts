import type { Locale } from './locales';

/**
 * Orders (issue 5): activity sales at checkout and the order status texts. The status texts are
 * spec §3's list codes 1–8 word for word (the storefront's buying dictionaries say the same).
 */
export const ordersMessages = {
  tradeActivityNoRoom: {
    es_MX:
      'Ya no alcanzan las piezas de la promoción (las que quedan o el límite por cliente) para: {names}. Cambia la cantidad o quita la promoción en el carrito',
    en_US:
      'The promotion no longer has room (pieces left or the limit per buyer) for: {names}. Change the quantity or drop the promotion in the cart',
    zh_CN: '以下商品超出活动可售数量（剩余数量或每人限购）：{names}。请在购物车中修改数量或取消活动',
  },
  promotionsOverLimitBought: {
    es_MX: 'En esta promoción cada cliente puede comprar hasta {limit} piezas y ya compraste {bought}: te quedan {left}',
    en_US: 'Each buyer may buy up to {limit} pieces in this promotion and you already bought {bought}: {left} left',
    zh_CN: '此活动每位买家最多购买 {limit} 件，您已购买 {bought} 件：还可购买 {left} 件',
  },
  orderStatus1: { es_MX: 'Pendiente de pago', en_US: 'Pending payment', zh_CN: '待付款' },
  orderStatus2: { es_MX: 'Pendiente de envío', en_US: 'Pending shipment', zh_CN: '待发货' },
  orderStatus3: { es_MX: 'Pendiente de firma', en_US: 'Pending sign', zh_CN: '待签收' },
  orderStatus4: { es_MX: 'Firmado', en_US: 'Signed', zh_CN: '已签收' },
  orderStatus5: { es_MX: 'Cancelado', en_US: 'Cancelled', zh_CN: '已取消' },
  orderStatus6: { es_MX: 'Completado', en_US: 'Completed', zh_CN: '已完成' },
  orderStatus7: { es_MX: 'Cambiado', en_US: 'Exchanged', zh_CN: '已换货' },
  orderStatus8: { es_MX: 'Pendiente de confirmación', en_US: 'Pending confirmation', zh_CN: '待确认' },
} as const satisfies Record<string, Record<Locale, string>>;
