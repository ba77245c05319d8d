import type { Locale } from './locales';

/** Server messages of the trade stream, es_MX first; merged into `messages`. */
export const tradeMessages = {
  tradeSelectOne: {
    es_MX: 'Selecciona al menos un producto',
    en_US: 'Please select at least one product',
    zh_CN: '请至少选择一件商品',
  },
  tradeLineMissing: {
    es_MX: 'Este producto no está en tu carrito',
    en_US: 'This product is not in your cart',
    zh_CN: '该商品不在购物车中',
  },
  tradeIdList: {
    es_MX: 'El campo {field} debe ser una lista de identificadores separados por comas (como máximo {max})',
    en_US: 'The field {field} must be a comma-separated list of ids (at most {max})',
    zh_CN: '字段 {field} 必须是以逗号分隔的编号列表（最多 {max} 个）',
  },
  tradeShopNotInCart: {
    es_MX: 'No tienes productos de esta tienda en tu carrito',
    en_US: 'You have no products of this shop in your cart',
    zh_CN: '购物车中没有该店铺的商品',
  },
  tradeCanBuy: {
    es_MX: 'Se puede comprar',
    en_US: 'Available to buy',
    zh_CN: '可以购买',
  },
  tradeAddressRequired: {
    es_MX: 'Elige una dirección de envío',
    en_US: 'Please choose a shipping address',
    zh_CN: '请选择收货地址',
  },
  tradePaymentTypeRequired: {
    es_MX: 'Elige cómo pagar este pedido (en línea o contra entrega)',
    en_US: 'Choose how to pay for this order (online or cash on delivery)',
    zh_CN: '请选择此订单的支付方式（在线支付或货到付款）',
  },
  tradeAddressMissing: {
    es_MX: 'La dirección de envío no existe',
    en_US: 'The shipping address does not exist',
    zh_CN: '收货地址不存在',
  },
  tradeAddressLimit: {
    es_MX: 'Puedes guardar como máximo {max} direcciones',
    en_US: 'You can save at most {max} addresses',
    zh_CN: '最多可保存 {max} 个地址',
  },
  tradeRegionInvalid: {
    es_MX: 'El campo {field} debe ser una colonia de la lista (estado, municipio y colonia)',
    en_US: 'The field {field} must be an area of the list (state, city and area)',
    zh_CN: '字段 {field} 必须是列表中的区域（省、市、区）',
  },
  tradeFieldPattern: {
    es_MX: 'El campo {field} no tiene un formato válido ({hint})',
    en_US: 'The field {field} is not in a valid format ({hint})',
    zh_CN: '字段 {field} 格式无效（{hint}）',
  },
  tradeCouponUnavailable: {
    es_MX: 'El cupón {coupon} no se puede usar en este pedido',
    en_US: 'The coupon {coupon} cannot be used for this order',
    zh_CN: '优惠券 {coupon} 不能用于此订单',
  },
  tradeCardUsed: {
    es_MX: 'La tarjeta de descuento {card} ya se usó en otro pedido: quítala o elige otra',
    en_US: 'The discount card {card} has already been used on another order: remove it or choose another',
    zh_CN: '折扣卡 {card} 已在其他订单中使用：请取消选择或换一张',
  },
  tradeCardExpired: {
    es_MX: 'La tarjeta de descuento {card} ya venció: quítala o elige otra',
    en_US: 'The discount card {card} has expired: remove it or choose another',
    zh_CN: '折扣卡 {card} 已过期：请取消选择或换一张',
  },
  tradeCreateFailed: {
    es_MX: 'No se pudo crear el pedido: {names}',
    en_US: 'The order could not be created: {names}',
    zh_CN: '订单创建失败：{names}',
  },
  insufficientBalance: {
    es_MX: 'Saldo insuficiente, recarga tu cuenta',
    en_US: 'Insufficient balance',
    zh_CN: '余额不足，请充值',
  },
  tradePayPasswordWrong: {
    es_MX: 'La contraseña de pago es incorrecta',
    en_US: 'The payment password is incorrect',
    zh_CN: '支付密码错误',
  },
  tradeOnlineOff: {
    es_MX: 'El pago en línea no está disponible en esta tienda. Paga con tu saldo o por transferencia bancaria.',
    en_US: 'Online payment is not available in this shop. Pay from your balance or by bank transfer.',
    zh_CN: '本店暂不支持在线支付，请使用账户余额或银行转账付款。',
  },
  tradeNothingToPay: {
    es_MX: 'Este pedido ya está pagado o cerrado',
    en_US: 'This order is already paid or closed',
    zh_CN: '该订单已支付或已关闭',
  },
  tradeCannotCancel: {
    es_MX: 'Este pedido ya no se puede cancelar',
    en_US: 'This order can no longer be cancelled',
    zh_CN: '该订单已无法取消',
  },
  tradeCannotConfirm: {
    es_MX: 'Este pedido no está en camino: no se puede confirmar la recepción',
    en_US: 'This order is not on its way: receipt cannot be confirmed',
    zh_CN: '该订单未发货，无法确认收货',
  },
  tradeAutoCancelled: {
    es_MX: 'Cancelado automáticamente: no se pagó a tiempo',
    en_US: 'Cancelled automatically: not paid in time',
    zh_CN: '超时未支付，系统自动取消',
  },
  tradeShipmentMissing: {
    es_MX: 'Ninguno de tus pedidos se envió con esta paquetería y número de guía',
    en_US: 'None of your orders was shipped with this carrier and tracking number',
    zh_CN: '您的订单中没有该快递公司和运单号的包裹',
  },
  tradeSnapshotMissing: {
    es_MX: 'No encontramos esta instantánea del producto entre tus pedidos',
    en_US: 'This product snapshot is not among your orders',
    zh_CN: '您的订单中没有该商品快照',
  },
  tradeSnapshotNotYourShop: {
    es_MX: 'No encontramos esta instantánea del producto entre los pedidos de tu tienda',
    en_US: 'This product snapshot is not among your shop’s orders',
    zh_CN: '您店铺的订单中没有该商品快照',
  },
  sellerLoginNeeded: {
    es_MX: 'Inicia sesión con la cuenta de vendedor de una tienda',
    en_US: 'Sign in with a shop’s seller account',
    zh_CN: '请使用店铺的卖家账号登录',
  },
  tradePayExpired: {
    es_MX: 'Se acabó el tiempo para pagar este pedido: se cancela y no se puede pagar',
    en_US: 'The time to pay this order has run out: it is cancelled and can no longer be paid',
    zh_CN: '该订单已超过付款时限：订单将被取消，无法再付款',
  },
  tradeRefundCancelled: {
    es_MX: 'Reembolso del pago del pedido cancelado {sn}',
    en_US: 'Refund of payment for cancelled order {sn}',
    zh_CN: '已取消订单 {sn} 的付款退款',
  },
  tradeRefundDuplicate: {
    es_MX: 'Reembolso del pago duplicado del pedido {sn}',
    en_US: 'Refund of a duplicate payment for order {sn}',
    zh_CN: '订单 {sn} 重复付款的退款',
  },
  tradeOfflineOnly: {
    es_MX: 'Solo se puede avisar de una transferencia en un pedido sin pagar',
    en_US: 'A transfer can only be reported for an unpaid order',
    zh_CN: '只能为未支付的订单提交转账凭证',
  },
  tradeNoBalance: {
    es_MX: 'No tienes saldo para aplicar a este pedido',
    en_US: 'You have no balance to apply to this order',
    zh_CN: '您没有可用于此订单的余额',
  },
  tradeRefundBalancePart: {
    es_MX: 'Devolución del saldo usado en el pedido cancelado {sn}',
    en_US: 'Return of the balance used on cancelled order {sn}',
    zh_CN: '已取消订单 {sn} 所用余额的退回',
  },
  tradeBillMissing: {
    es_MX: 'No encontramos este pago entre los tuyos',
    en_US: 'This payment is not among yours',
    zh_CN: '未找到您的这笔支付',
  },
  tradePayCod: {
    es_MX: 'Este pedido es contra entrega: lo pagas en efectivo al repartidor cuando llega, no en línea ni con saldo',
    en_US: 'This order is cash on delivery: you pay the carrier in cash when it arrives, not online or from your balance',
    zh_CN: '该订单为货到付款：请在收货时以现金付给快递员，无需在线或用余额支付',
  },
  tradePayPasswordLocked: {
    es_MX:
      'Demasiados intentos con una contraseña de pago incorrecta: el pago con saldo está bloqueado. Inténtalo de nuevo en {minutes} min',
    en_US: 'Too many wrong payment passwords: paying from your balance is locked. Try again in {minutes} min',
    zh_CN: '支付密码错误次数过多，余额支付已锁定，请 {minutes} 分钟后再试',
  },
  tradeQrPay: {
    es_MX: 'Pagar',
    en_US: 'Pay',
    zh_CN: '确认支付',
  },
  tradeQrDecline: {
    es_MX: 'Rechazar',
    en_US: 'Decline',
    zh_CN: '拒绝',
  },
  tradeQrPaid: {
    es_MX: 'Pago realizado. Vuelve a la caja: tu pedido se actualiza solo.',
    en_US: 'Payment done. Look back at the cashier: your order updates by itself.',
    zh_CN: '支付成功。请回到收银台，订单会自动更新。',
  },
  tradeQrDeclined: {
    es_MX: 'Rechazaste el pago. Puedes intentarlo de nuevo desde la caja.',
    en_US: 'You declined the payment. You can try again from the cashier.',
    zh_CN: '您已拒绝支付，可在收银台重新发起。',
  },
  tradeQrExpired: {
    es_MX: 'Este código QR caducó. Pide uno nuevo en la caja.',
    en_US: 'This QR code has expired. Get a new one at the cashier.',
    zh_CN: '该二维码已过期，请在收银台重新获取。',
  },
  tradeQrInvalid: {
    es_MX: 'Este código QR no es válido.',
    en_US: 'This QR code is not valid.',
    zh_CN: '该二维码无效。',
  },
  tradeQrNotifyFailed: {
    es_MX: 'No pudimos avisar a la tienda de tu pago. Inténtalo de nuevo en un momento.',
    en_US: 'We could not tell the shop about your payment. Please try again in a moment.',
    zh_CN: '无法通知商家您的支付结果，请稍后重试。',
  },
} as const satisfies Record<string, Record<Locale, string>>;
