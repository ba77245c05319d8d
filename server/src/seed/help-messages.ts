import type { Queryable } from '../db/types';
import { insertDemoNotice, insertFaq, insertFaqCategory } from '../repos/seed/help-messages';
import type { MessageKey, MessageParams } from '../../../src/core/contract/messages';
import { systemText } from '../services/text/system-text';
import type { SeededOrder } from './trade';

type Text = readonly [es: string, en: string, zh: string];

const CATEGORIES: readonly [code: string, name: Text][] = [
  ['ORDER', ['Pedidos', 'Ordering', '订购']],
  ['PACKAGE', ['Unidades de empaque', 'Package units', '包装单位']],
  ['DROPSHIP', ['Dropshipping', 'Dropshipping', '一件代发']],
  ['INVOICE', ['Facturas (CFDI)', 'Invoices (CFDI)', '发票（CFDI）']],
  ['PAYMENT', ['Pagos', 'Payment', '支付']],
  ['RETURNS', ['Devoluciones', 'Returns', '退货']],
];

const FAQ: readonly [category: string, question: Text, answer: Text][] = [
  [
    'ORDER',
    ['¿Cómo hago un pedido?', 'How do I place an order?', '如何下单？'],
    [
      'Agrega productos al carrito, revisa las cantidades y pulsa «Pagar». Elige la dirección, la factura y el método de pago, y confirma.',
      'Add products to the cart, check the quantities and press "Check out". Choose the address, the invoice and the payment method, then confirm.',
      '将商品加入购物车，核对数量后点击“结算”。选择收货地址、发票和支付方式，然后确认。',
    ],
  ],
  [
    'ORDER',
    ['¿Puedo cancelar un pedido?', 'Can I cancel an order?', '可以取消订单吗？'],
    [
      'Sí, mientras no se haya enviado. Abre «Mis pedidos», elige el pedido y pulsa «Cancelar pedido» indicando el motivo.',
      'Yes, as long as it has not shipped. Open "My orders", choose the order and press "Cancel order", giving a reason.',
      '可以，只要订单尚未发货。打开“我的订单”，选择订单并点击“取消订单”，填写原因即可。',
    ],
  ],
  [
    'PACKAGE',
    ['¿Qué es la unidad de empaque?', 'What is the package unit?', '什么是包装单位？'],
    [
      'Es el número de piezas que trae cada paquete del proveedor. Los productos se venden por paquete completo.',
      'It is the number of pieces in each package of the supplier. Products are sold in whole packages.',
      '指供应商每个包装内的件数。商品按整包销售。',
    ],
  ],
  [
    'PACKAGE',
    ['¿Por qué no puedo comprar cualquier cantidad?', 'Why can I not buy any quantity?', '为什么不能购买任意数量？'],
    [
      'La cantidad debe ser múltiplo de la unidad de empaque. El carrito ajusta la cantidad al múltiplo más cercano.',
      'The quantity must be a multiple of the package unit. The cart rounds the quantity to the nearest multiple.',
      '购买数量必须是包装单位的整数倍，购物车会自动调整为最接近的倍数。',
    ],
  ],
  [
    'DROPSHIP',
    ['¿Qué es el dropshipping?', 'What is dropshipping?', '什么是一件代发？'],
    [
      'Vendes a tus clientes y nosotros enviamos el pedido directamente a ellos, sin que tengas inventario.',
      'You sell to your customers and we ship the order straight to them, so you hold no stock.',
      '您向客户销售，我们直接把订单发给您的客户，您无需备货。',
    ],
  ],
  [
    'DROPSHIP',
    ['¿Cómo me hago distribuidor?', 'How do I become a distributor?', '如何成为分销商？'],
    [
      'Envía la solicitud de distribuidor desde tu cuenta con tus canales de venta y el adjunto pedido. El comercio la revisa.',
      'Send the distributor application from your account with your sales channels and the required attachment. The merchant reviews it.',
      '在账户中提交分销商申请，填写销售渠道并上传所需附件，由商家审核。',
    ],
  ],
  [
    'INVOICE',
    ['¿Cómo pido una factura CFDI?', 'How do I request a CFDI invoice?', '如何申请 CFDI 发票？'],
    [
      'Al confirmar el pedido elige «Factura» y tu RFC guardado. El CFDI llega a tu correo cuando el pedido se completa.',
      'When confirming the order choose "Invoice" and your saved RFC. The CFDI reaches your email once the order is complete.',
      '确认订单时选择“发票”和已保存的 RFC。订单完成后，CFDI 会发送到您的邮箱。',
    ],
  ],
  [
    'INVOICE',
    ['¿Puedo corregir los datos de una factura?', 'Can I correct the details of an invoice?', '发票信息可以修改吗？'],
    [
      'Sí, dentro del mismo mes. Escríbenos desde «Comentarios» con el número de pedido y los datos correctos.',
      'Yes, within the same month. Write to us from "Feedback" with the order number and the correct details.',
      '可以，须在同一个月内。请通过“意见反馈”告诉我们订单号和正确的信息。',
    ],
  ],
  [
    'PAYMENT',
    ['¿Qué formas de pago aceptan?', 'Which payment methods do you accept?', '支持哪些支付方式？'],
    [
      'Tarjeta, transferencia SPEI, pago en tiendas OXXO y el saldo de tu cuenta.',
      'Card, SPEI bank transfer, cash at OXXO stores and your account balance.',
      '银行卡、SPEI 转账、OXXO 便利店付款以及账户余额。',
    ],
  ],
  [
    'PAYMENT',
    ['¿Cuánto tiempo tengo para pagar?', 'How long do I have to pay?', '需要在多长时间内付款？'],
    [
      'El pedido espera el pago 24 horas; después se cancela solo y el inventario se libera.',
      'The order waits 24 hours for payment; after that it is cancelled and the stock is released.',
      '订单等待付款 24 小时，超时将自动取消并释放库存。',
    ],
  ],
  [
    'RETURNS',
    ['¿Cómo devuelvo un producto?', 'How do I return a product?', '如何退货？'],
    [
      'En «Mis pedidos» pulsa «Solicitar servicio» en el producto, elige devolución y sigue las instrucciones de envío.',
      'In "My orders" press "Request service" on the product, choose return and follow the shipping instructions.',
      '在“我的订单”中对商品点击“申请售后”，选择退货并按照寄回说明操作。',
    ],
  ],
  [
    'RETURNS',
    ['¿Cuándo recibo mi reembolso?', 'When do I get my refund?', '退款什么时候到账？'],
    [
      'Cuando el almacén recibe el producto, el reembolso se hace al mismo medio de pago en 3 a 7 días hábiles.',
      'Once the warehouse receives the product, the refund goes back to the same payment method within 3 to 7 working days.',
      '仓库收到商品后，退款将在 3 至 7 个工作日内原路退回。',
    ],
  ],
];

type Notice = [days: number, type: 'SYSTEM' | 'ASK', title: MessageKey, content: MessageKey, params: MessageParams, read: 0 | 1];

/**
 * The demo member's notices, newest first, over the orders the seed placed (each sn a notice cites
 * exists): 7 so a page of 5 leaves a second page; the two oldest and one on page 1 are read.
 * Stored as keys and parameters, shown in the reader's language.
 */
export function demoNotices(orders: readonly SeededOrder[]): Notice[] {
  const shipped = orders.find((o) => o.status === 'SHIPPED');
  const completed = orders.find((o) => o.status === 'COMPLETE');
  const cancelled = orders.find((o) => o.status === 'CANCELLED');
  const notices: (Notice | false)[] = [
    !!shipped && [
      0.1,
      'SYSTEM',
      'noticeOrderShipped',
      'noticeOrderShippedBody',
      { sn: shipped.sn, carrier: shipped.carrier, ship_no: shipped.shipNo },
      0,
    ],
    [1, 'ASK', 'noticeAskAnswered', 'noticeAskAnsweredBody', {}, 0],
    // the welcome coupon the seed grants (seed/trade.ts insertDemoCoupons: 50 MXN from 500 MXN)
    [3, 'SYSTEM', 'noticeCouponReceived', 'noticeCouponReceivedBody', { amount: 50, threshold: 500 }, 1],
    !!completed && [6, 'SYSTEM', 'noticeInvoiceIssued', 'noticeInvoiceIssuedBody', { sn: completed.sn }, 0],
    [10, 'SYSTEM', 'noticeMaintenance', 'noticeMaintenanceBody', { from: '2:00', to: '4:00' }, 0],
    [20, 'ASK', 'noticeAskAnswered', 'noticeAskAnsweredBody', {}, 1],
    !!cancelled && [29, 'SYSTEM', 'noticeOrderCancelled', 'noticeOrderCancelledBody', { sn: cancelled.sn }, 1],
    [40, 'SYSTEM', 'noticeWelcome', 'noticeWelcomeBody', {}, 1],
  ];
  return notices.filter((n): n is Notice => n !== false).slice(0, 7);
}

/** The help centre's questions and the demo member's site notices. */
export async function seedHelpMessages(q: Queryable, orders: readonly SeededOrder[], now: number): Promise<void> {
  for (const [i, [code, [es, en, zh]]] of CATEGORIES.entries()) {
    await insertFaqCategory(q, { code, sort: i, es, en, zh });
  }
  for (const [i, [category, question, answer]] of FAQ.entries()) {
    await insertFaq(q, { category, sort: i, question, answer });
  }
  for (const [days, type, title, content, params, read] of demoNotices(orders)) {
    await insertDemoNotice(q, {
      type,
      title: systemText(title, params),
      content: systemText(content, params),
      at: now - Math.round(days * 86_400),
      read,
    });
  }
}
