import type { Locale } from './locales';

/**
 * Sentences the system writes about a member's money, orders and parcels (issue 16 §3). They are
 * stored as one of these keys plus its parameters, never as words, and rendered in the reader's
 * language when read. `{amount}`-like parameters are MXN amounts, formatted when rendered.
 */
export const systemTextMessages = {
  ledgerRecharge: {
    es_MX: 'Recarga por SPEI, referencia {ref}',
    en_US: 'SPEI top-up, reference {ref}',
    zh_CN: 'SPEI 充值，参考号 {ref}',
  },
  ledgerPayment: {
    es_MX: 'Pago del pedido {sn}',
    en_US: 'Payment for order {sn}',
    zh_CN: '订单 {sn} 付款',
  },
  ledgerRefund: {
    es_MX: 'Reembolso del pedido {sn}',
    en_US: 'Refund for order {sn}',
    zh_CN: '订单 {sn} 退款',
  },
  ledgerWithdraw: {
    es_MX: 'Retiro a {bank} ****{last4}',
    en_US: 'Withdrawal to {bank} ****{last4}',
    zh_CN: '提现至 {bank} ****{last4}',
  },
  noticeOrderShipped: {
    es_MX: 'Tu pedido {sn} fue enviado',
    en_US: 'Your order {sn} has shipped',
    zh_CN: '您的订单 {sn} 已发货',
  },
  noticeOrderShippedBody: {
    es_MX: 'El pedido {sn} salió del almacén con {carrier}, guía {ship_no}. Puedes seguir el envío en «Mis pedidos».',
    en_US: 'Order {sn} left the warehouse with {carrier}, tracking number {ship_no}. You can follow it in "My orders".',
    zh_CN: '订单 {sn} 已由 {carrier} 发出，运单号 {ship_no}。可在“我的订单”中查看物流。',
  },
  noticeAskAnswered: {
    es_MX: 'Respondieron tu pregunta',
    en_US: 'Your question was answered',
    zh_CN: '您的提问有了回复',
  },
  noticeAskAnsweredBody: {
    es_MX: 'La tienda respondió tu pregunta sobre la unidad de empaque de un producto.',
    en_US: "The shop answered your question about a product's package unit.",
    zh_CN: '店铺回复了您关于商品包装单位的提问。',
  },
  noticeCouponReceived: {
    es_MX: 'Nuevo cupón disponible',
    en_US: 'New coupon available',
    zh_CN: '新优惠券已到账',
  },
  noticeCouponReceivedBody: {
    es_MX: 'Recibiste un cupón de {amount} para compras desde {threshold}.',
    en_US: 'You received a coupon of {amount} for purchases from {threshold}.',
    zh_CN: '您获得一张满 {threshold} 减 {amount} 的优惠券。',
  },
  noticeInvoiceIssued: {
    es_MX: 'Factura CFDI emitida',
    en_US: 'CFDI invoice issued',
    zh_CN: 'CFDI 发票已开具',
  },
  noticeInvoiceIssuedBody: {
    es_MX: 'Emitimos la factura CFDI del pedido {sn} y la enviamos a tu correo.',
    en_US: 'We issued the CFDI invoice for order {sn} and sent it to your email.',
    zh_CN: '订单 {sn} 的 CFDI 发票已开具并发送至您的邮箱。',
  },
  noticeMaintenance: {
    es_MX: 'Mantenimiento programado',
    en_US: 'Scheduled maintenance',
    zh_CN: '系统维护通知',
  },
  noticeMaintenanceBody: {
    es_MX: 'El domingo de {from} a {to} la tienda puede tardar en responder por mantenimiento.',
    en_US: 'On Sunday from {from} to {to} the shop may be slow to respond during maintenance.',
    zh_CN: '周日 {from} 至 {to} 系统维护，商城响应可能较慢。',
  },
  noticeOrderCancelled: {
    es_MX: 'Pedido {sn} cancelado',
    en_US: 'Order {sn} cancelled',
    zh_CN: '订单 {sn} 已取消',
  },
  noticeOrderCancelledBody: {
    es_MX: 'Cancelaste el pedido {sn}. No se te cobró nada.',
    en_US: 'You cancelled order {sn}. You were not charged.',
    zh_CN: '您已取消订单 {sn}，未产生任何扣款。',
  },
  noticeWelcome: {
    es_MX: 'Bienvenido a Vitrina',
    en_US: 'Welcome to Vitrina',
    zh_CN: '欢迎来到 Vitrina',
  },
  noticeWelcomeBody: {
    es_MX: 'Gracias por registrarte. Completa tu perfil para recibir ofertas de mayoreo.',
    en_US: 'Thank you for signing up. Complete your profile to receive wholesale offers.',
    zh_CN: '感谢注册。完善个人资料即可收到批发优惠。',
  },
  traceLabelCreated: {
    es_MX: 'Guía generada: el remitente documentó el envío en {place}',
    en_US: 'Label created: the sender registered the parcel in {place}',
    zh_CN: '已生成运单：寄件人在 {place} 交寄',
  },
  tracePickedUp: {
    es_MX: 'Recolectado en sucursal {place}',
    en_US: 'Picked up at the {place} branch',
    zh_CN: '已在 {place} 网点揽收',
  },
  traceArrived: {
    es_MX: 'Llegó al centro de distribución {place}',
    en_US: 'Arrived at the {place} distribution centre',
    zh_CN: '已到达 {place} 分拨中心',
  },
  traceDeparted: {
    es_MX: 'Salió del centro de distribución {place} con destino a {destination}',
    en_US: 'Left the {place} distribution centre for {destination}',
    zh_CN: '已离开 {place} 分拨中心，发往 {destination}',
  },
  traceInTransit: {
    es_MX: 'En tránsito: pasó por el centro de consolidación {place}',
    en_US: 'In transit: passed through the {place} consolidation centre',
    zh_CN: '运输中：途经 {place} 集散中心',
  },
  traceOutForDelivery: {
    es_MX: 'En ruta de entrega: {place}',
    en_US: 'Out for delivery: {place}',
    zh_CN: '派送中：{place}',
  },
  traceDelivered: {
    es_MX: 'Entregado: recibió {name} en {address}',
    en_US: 'Delivered: received by {name} at {address}',
    zh_CN: '已签收：{name} 于 {address} 签收',
  },
  couponTitle: {
    es_MX: '{amount} en compras desde {threshold}',
    en_US: '{amount} off purchases from {threshold}',
    zh_CN: '满 {threshold} 减 {amount}',
  },
  couponTitleWelcome: {
    es_MX: 'Bienvenida: {amount} en compras desde {threshold}',
    en_US: 'Welcome: {amount} off purchases from {threshold}',
    zh_CN: '新人礼：满 {threshold} 减 {amount}',
  },
  couponTitleSeason: {
    es_MX: 'Temporada: {amount} en compras desde {threshold}',
    en_US: 'Seasonal: {amount} off purchases from {threshold}',
    zh_CN: '季节券：满 {threshold} 减 {amount}',
  },
  couponTitleWholesale: {
    es_MX: 'Mayoreo: {amount} en compras desde {threshold}',
    en_US: 'Wholesale: {amount} off purchases from {threshold}',
    zh_CN: '批发券：满 {threshold} 减 {amount}',
  },
  couponTitleFlash: {
    es_MX: 'Relámpago: {amount} en compras desde {threshold}',
    en_US: 'Flash: {amount} off purchases from {threshold}',
    zh_CN: '闪购券：满 {threshold} 减 {amount}',
  },
  couponTitleShop: {
    es_MX: 'Tienda: {amount} en compras desde {threshold}',
    en_US: 'Shop: {amount} off purchases from {threshold}',
    zh_CN: '店铺券：满 {threshold} 减 {amount}',
  },
} as const satisfies Record<string, Record<Locale, string>>;
