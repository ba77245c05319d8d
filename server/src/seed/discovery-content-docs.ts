// The help articles and documents of the demo marketplace, in es_MX, en_US and zh_CN. Stored as
// HTML (headings, paragraphs, lists): what an editor would write in the back office. The client
// sanitizes it before showing it.

export type Trio = { es: string; en: string; zh: string };

export interface DocSeed {
  id: number;
  category: number;
  position?: 'PRIVACY_POLICY' | 'TERMS_OF_SERVICE';
  name: Trio;
  content: Trio;
}

/** Categories: 1–4 are listed on /help, 9 holds documents reached by link. */
export const CATEGORIES: { id: number; type: 'HELP' | 'DOC'; name: Trio }[] = [
  { id: 1, type: 'HELP', name: { es: 'Compras y pedidos', en: 'Buying and orders', zh: '购物与订单' } },
  { id: 2, type: 'HELP', name: { es: 'Pagos y facturación', en: 'Payments and invoicing', zh: '支付与发票' } },
  { id: 3, type: 'HELP', name: { es: 'Envíos y devoluciones', en: 'Shipping and returns', zh: '配送与退货' } },
  { id: 4, type: 'HELP', name: { es: 'Vende en Vitrina', en: 'Sell on Vitrina', zh: '在 Vitrina 开店' } },
  { id: 9, type: 'DOC', name: { es: 'Documentos legales', en: 'Legal documents', zh: '法律文件' } },
];

const h = (title: string, ...blocks: string[]) => `<h2>${title}</h2>${blocks.join('')}`;
const p = (text: string) => `<p>${text}</p>`;
const ul = (...items: string[]) => `<ul>${items.map((i) => `<li>${i}</li>`).join('')}</ul>`;
const ol = (...items: string[]) => `<ol>${items.map((i) => `<li>${i}</li>`).join('')}</ol>`;

export const DOCS: DocSeed[] = [
  {
    id: 6905,
    category: 3,
    name: { es: 'Política de devoluciones', en: 'Returns policy', zh: '退货政策' },
    content: {
      es:
        p(
          'En Vitrina compras directamente a fábricas y distribuidores de México. Si un pedido llega con defectos, incompleto o distinto a lo que compraste, te ayudamos a resolverlo.',
        ) +
        h(
          'Plazos',
          ul(
            'Tienes <strong>7 días naturales</strong> desde la entrega para solicitar una devolución.',
            'Los productos con defecto de fábrica tienen <strong>30 días</strong>.',
            'Los productos hechos a la medida o personalizados no admiten devolución, salvo defecto.',
          ),
        ) +
        h(
          'Cómo solicitarla',
          ol(
            'Entra a <em>Mi cuenta → Mis pedidos</em> y abre el pedido.',
            'Elige <em>Solicitar servicio</em>, indica las piezas y el motivo, y adjunta fotos.',
            'El vendedor responde en un máximo de 2 días hábiles con la guía de envío.',
          ),
        ) +
        h(
          'Reembolsos',
          p(
            'Una vez que el vendedor recibe y revisa la mercancía, el reembolso se hace por el mismo medio de pago en 5 a 10 días hábiles. Las compras pagadas con saldo regresan a tu saldo de inmediato.',
          ),
        ),
      en:
        p(
          'On Vitrina you buy directly from Mexican factories and distributors. If an order arrives damaged, incomplete or different from what you bought, we help you put it right.',
        ) +
        h(
          'Time limits',
          ul(
            'You have <strong>7 calendar days</strong> from delivery to request a return.',
            'Goods with a manufacturing defect have <strong>30 days</strong>.',
            'Made-to-order or customised goods cannot be returned unless defective.',
          ),
        ) +
        h(
          'How to request it',
          ol(
            'Go to <em>My account → My orders</em> and open the order.',
            'Choose <em>Apply for service</em>, state the pieces and the reason, and attach photos.',
            'The seller answers within 2 business days with a shipping label.',
          ),
        ) +
        h(
          'Refunds',
          p(
            'Once the seller receives and checks the goods, the refund goes back to the same payment method within 5 to 10 business days. Purchases paid with balance return to your balance at once.',
          ),
        ),
      zh:
        p('在 Vitrina，您直接向墨西哥的工厂和经销商采购。如果订单到货时有损坏、数量不全或与所购商品不符，我们会协助您解决。') +
        h(
          '期限',
          ul(
            '自签收之日起 <strong>7 个自然日</strong> 内可申请退货。',
            '存在生产缺陷的商品可在 <strong>30 天</strong> 内申请。',
            '定制或个性化商品除质量问题外不支持退货。',
          ),
        ) +
        h(
          '申请方式',
          ol(
            '进入<em>我的账户 → 我的订单</em>，打开该订单。',
            '选择<em>申请售后</em>，填写件数和原因并上传照片。',
            '卖家将在 2 个工作日内回复并提供退货运单。',
          ),
        ) +
        h('退款', p('卖家收到并检查货物后，款项将在 5 至 10 个工作日内原路退回。使用余额支付的订单会立即退回余额。')),
    },
  },
  {
    id: 6907,
    category: 4,
    name: { es: 'Guía de lanzamiento', en: 'Launch guide', zh: '上架指南' },
    content: {
      es:
        p('Esta guía acompaña a las fábricas y distribuidores en su primera semana vendiendo en Vitrina.') +
        h(
          'Antes de publicar',
          ul(
            'Ten a la mano tu RFC, constancia de situación fiscal y una cuenta CLABE a nombre de la empresa.',
            'Define la <strong>cantidad por paquete</strong> de cada producto: los compradores solo pueden pedir múltiplos de ella.',
            'Prepara fotos de 800×800 px con fondo claro.',
          ),
        ) +
        h(
          'Precios por volumen',
          p(
            'Configura hasta cuatro escalones de precio según la cantidad. Un escalón claro (por ejemplo, 5 % menos desde 48 piezas) convierte más que un descuento general.',
          ),
        ) +
        h(
          'Tu primera semana',
          ol(
            'Publica al menos 20 productos con existencias reales.',
            'Crea un cupón de tienda para atraer los primeros pedidos.',
            'Responde las preguntas de los compradores en menos de 24 horas.',
          ),
        ),
      en:
        p('This guide walks factories and distributors through their first week selling on Vitrina.') +
        h(
          'Before you publish',
          ul(
            'Have your RFC, tax status certificate and a CLABE account in the company’s name at hand.',
            'Set each product’s <strong>package unit quantity</strong>: buyers can only order multiples of it.',
            'Prepare 800×800 px photos on a light background.',
          ),
        ) +
        h(
          'Volume prices',
          p('Set up to four price tiers by quantity. A clear tier (say 5 % off from 48 pieces) converts better than a general discount.'),
        ) +
        h(
          'Your first week',
          ol(
            'Publish at least 20 products with real stock.',
            'Create a shop coupon to attract the first orders.',
            'Answer buyers’ questions within 24 hours.',
          ),
        ),
      zh:
        p('本指南帮助工厂和经销商顺利度过在 Vitrina 销售的第一周。') +
        h(
          '发布之前',
          ul(
            '准备好 RFC 税号、税务状况证明以及公司名下的 CLABE 账户。',
            '为每件商品设置<strong>包装单位数量</strong>：买家只能按其倍数订购。',
            '准备浅色背景、800×800 像素的商品图片。',
          ),
        ) +
        h('批量价格', p('按数量最多设置四档价格。清晰的阶梯价（例如 48 件起优惠 5%）比全场折扣更能促成订单。')) +
        h('第一周', ol('至少发布 20 件有真实库存的商品。', '创建店铺优惠券，吸引首批订单。', '在 24 小时内回复买家的提问。')),
    },
  },
  {
    id: 6908,
    category: 3,
    name: { es: 'Política de envíos', en: 'Shipping policy', zh: '配送政策' },
    content: {
      es:
        p('Enviamos a los 32 estados de la República Mexicana con paqueterías nacionales como Estafeta, DHL Express y FedEx.') +
        h(
          'Costos de envío',
          ul(
            'Cada tienda envía su parte del pedido por separado y calcula su flete.',
            'El envío es <strong>gratis en compras desde 1,500 MXN</strong> por tienda.',
            'Las zonas extendidas pueden tener un cargo adicional que verás antes de pagar.',
          ),
        ) +
        h(
          'Tiempos de entrega',
          ul(
            'Ciudad de México, Guadalajara y Monterrey: 1 a 3 días hábiles.',
            'Resto del país: 3 a 7 días hábiles.',
            'Los pedidos pagados antes de las 14:00 h salen el mismo día hábil.',
          ),
        ) +
        h(
          'Seguimiento',
          p(
            'Cuando el vendedor entrega tu pedido a la paquetería, verás la guía en <em>Mis pedidos</em> y podrás consultar cada movimiento del envío.',
          ),
        ),
      en:
        p('We ship to all 32 states of Mexico with national carriers such as Estafeta, DHL Express and FedEx.') +
        h(
          'Shipping costs',
          ul(
            'Each shop ships its part of the order separately and charges its own freight.',
            'Shipping is <strong>free on purchases from 1,500 MXN</strong> per shop.',
            'Extended zones may carry an extra charge, shown before you pay.',
          ),
        ) +
        h(
          'Delivery times',
          ul(
            'Mexico City, Guadalajara and Monterrey: 1 to 3 business days.',
            'Rest of the country: 3 to 7 business days.',
            'Orders paid before 2 pm leave the same business day.',
          ),
        ) +
        h(
          'Tracking',
          p(
            'When the seller hands your order to the carrier you will see the tracking number in <em>My orders</em> and can follow every step of the shipment.',
          ),
        ),
      zh:
        p('我们通过 Estafeta、DHL Express、FedEx 等全国性快递公司配送至墨西哥全部 32 个州。') +
        h(
          '运费',
          ul(
            '每家店铺分别发出订单中属于自己的部分，并单独计算运费。',
            '单店<strong>满 1,500 MXN 免运费</strong>。',
            '偏远地区可能加收费用，付款前会显示。',
          ),
        ) +
        h(
          '送达时间',
          ul('墨西哥城、瓜达拉哈拉和蒙特雷：1 至 3 个工作日。', '其他地区：3 至 7 个工作日。', '14:00 前付款的订单当天发货。'),
        ) +
        h('物流跟踪', p('卖家将订单交给快递公司后，您可在<em>我的订单</em>中看到运单号并查看每一条物流信息。')),
    },
  },
  {
    id: 6909,
    category: 2,
    name: { es: 'Formas de pago', en: 'Payment methods', zh: '支付方式' },
    content: {
      es:
        p('Todos los precios están en pesos mexicanos (MXN) e incluyen IVA salvo que el producto indique lo contrario.') +
        h(
          'Medios aceptados',
          ul(
            'Tarjeta de crédito o débito Visa, Mastercard y American Express.',
            'Transferencia SPEI: tu pedido queda pendiente hasta que confirmamos el depósito.',
            'Saldo de tu cuenta Vitrina, solo o combinado con otro medio.',
            'Pago en tiendas de conveniencia con referencia, válida 48 horas.',
          ),
        ) +
        h(
          'Seguridad',
          p(
            'Los pagos con tarjeta se procesan en la pasarela del banco; Vitrina nunca guarda los datos de tu tarjeta. El pago con saldo requiere tu contraseña de pago.',
          ),
        ) +
        h(
          'Pedidos sin pagar',
          p(
            'Un pedido sin pagar se cancela automáticamente al terminar su tiempo límite y las existencias y cupones vuelven a estar disponibles.',
          ),
        ),
      en:
        p('All prices are in Mexican pesos (MXN) and include VAT unless the product says otherwise.') +
        h(
          'Accepted methods',
          ul(
            'Visa, Mastercard and American Express credit or debit cards.',
            'SPEI bank transfer: your order stays pending until we confirm the deposit.',
            'Your Vitrina account balance, alone or combined with another method.',
            'Cash at convenience stores with a reference valid for 48 hours.',
          ),
        ) +
        h(
          'Security',
          p(
            'Card payments are processed on the bank’s gateway; Vitrina never stores your card details. Paying with balance requires your payment password.',
          ),
        ) +
        h(
          'Unpaid orders',
          p('An unpaid order is cancelled automatically when its time limit runs out, and its stock and coupons become available again.'),
        ),
      zh:
        p('所有价格均以墨西哥比索（MXN）计价，除商品另有说明外均含增值税。') +
        h(
          '支持的方式',
          ul(
            'Visa、Mastercard、American Express 信用卡或借记卡。',
            'SPEI 银行转账：确认到账前订单保持待付款状态。',
            'Vitrina 账户余额，可单独使用或与其他方式组合。',
            '便利店现金支付，付款参考号 48 小时内有效。',
          ),
        ) +
        h('安全', p('银行卡支付在银行网关完成，Vitrina 从不保存您的卡信息。使用余额支付需要输入支付密码。')) +
        h('未付款订单', p('未付款订单在支付时限结束后自动取消，库存和优惠券随即恢复可用。')),
    },
  },
  {
    id: 6910,
    category: 2,
    name: { es: 'Facturación (CFDI)', en: 'Tax invoices (CFDI)', zh: '发票（CFDI）' },
    content: {
      es:
        p('Cada vendedor emite la factura electrónica (CFDI 4.0) de su parte del pedido.') +
        h(
          'Qué necesitas',
          ul(
            'RFC y razón social exactamente como aparecen en tu constancia de situación fiscal.',
            'Régimen fiscal y código postal del domicilio fiscal.',
            'Uso de CFDI, por ejemplo <em>G01 Adquisición de mercancías</em>.',
          ),
        ) +
        h(
          'Cómo pedirla',
          ol(
            'Al confirmar el pedido, elige el tipo de comprobante y tus datos fiscales guardados.',
            'Si olvidaste pedirla, solicítala desde el detalle del pedido dentro del mismo mes.',
            'Recibirás el XML y el PDF en tu correo en un máximo de 72 horas.',
          ),
        ) +
        h(
          'Importante',
          p('Por disposición del SAT no es posible refacturar pedidos de meses anteriores. Revisa tus datos antes de pagar.'),
        ),
      en:
        p('Each seller issues the electronic invoice (CFDI 4.0) for its part of the order.') +
        h(
          'What you need',
          ul(
            'RFC and legal name exactly as on your tax status certificate.',
            'Tax regime and postal code of your tax address.',
            'CFDI use, for example <em>G01 Purchase of goods</em>.',
          ),
        ) +
        h(
          'How to ask for it',
          ol(
            'When confirming the order, choose the receipt type and your saved tax details.',
            'If you forgot, request it from the order detail within the same month.',
            'You will receive the XML and PDF by e-mail within 72 hours.',
          ),
        ) +
        h('Important', p('By SAT rules, orders from previous months cannot be re-invoiced. Check your details before paying.')),
      zh:
        p('每位卖家为其负责的订单部分开具电子发票（CFDI 4.0）。') +
        h(
          '所需信息',
          ul('与税务状况证明完全一致的 RFC 税号和公司名称。', '税务制度及税务地址邮编。', 'CFDI 用途，例如 <em>G01 商品采购</em>。'),
        ) +
        h(
          '申请方式',
          ol(
            '确认订单时选择发票类型和已保存的开票信息。',
            '如忘记申请，可在当月内从订单详情中申请。',
            '72 小时内您将通过电子邮件收到 XML 和 PDF 文件。',
          ),
        ) +
        h('注意', p('根据 SAT 规定，以前月份的订单无法重新开票。请在付款前核对信息。')),
    },
  },
  {
    id: 6911,
    category: 9,
    name: { es: 'Contrato de distribuidor', en: 'Distributor agreement', zh: '经销商协议' },
    content: {
      es:
        p(
          'Este contrato regula la relación entre Vitrina y las personas físicas o morales que revenden productos de la plataforma como distribuidores.',
        ) +
        h(
          '1. Obligaciones del distribuidor',
          ul(
            'Mantener sus datos fiscales y de contacto actualizados.',
            'Respetar el precio mínimo de reventa que fije cada fabricante.',
            'No usar las marcas de los fabricantes sin su autorización por escrito.',
          ),
        ) +
        h(
          '2. Comisiones',
          p(
            'El distribuidor recibe la comisión pactada sobre las ventas pagadas y no canceladas de sus clientes referidos. Las comisiones se liquidan mensualmente por transferencia.',
          ),
        ) +
        h(
          '3. Vigencia y terminación',
          p(
            'El contrato dura un año y se renueva automáticamente. Cualquiera de las partes puede terminarlo con 30 días de aviso por escrito.',
          ),
        ),
      en:
        p(
          'This agreement governs the relationship between Vitrina and the individuals or companies that resell the platform’s products as distributors.',
        ) +
        h(
          '1. Distributor obligations',
          ul(
            'Keep tax and contact details up to date.',
            'Respect the minimum resale price each manufacturer sets.',
            'Not use manufacturers’ trademarks without their written permission.',
          ),
        ) +
        h(
          '2. Commissions',
          p(
            'The distributor earns the agreed commission on paid, uncancelled sales to referred customers. Commissions are settled monthly by bank transfer.',
          ),
        ) +
        h(
          '3. Term and termination',
          p('The agreement runs for one year and renews automatically. Either party may end it with 30 days’ written notice.'),
        ),
      zh:
        p('本协议规范 Vitrina 与作为经销商转售平台商品的个人或公司之间的关系。') +
        h('1. 经销商义务', ul('及时更新税务和联系信息。', '遵守各制造商设定的最低转售价格。', '未经书面许可不得使用制造商的商标。')) +
        h('2. 佣金', p('经销商就其推荐客户已付款且未取消的销售获得约定佣金，佣金每月通过银行转账结算。')) +
        h('3. 期限与终止', p('协议有效期一年，到期自动续签。任何一方提前 30 天书面通知即可终止。')),
    },
  },
  {
    id: 6912,
    category: 9,
    name: { es: 'Contrato de registro de fábrica', en: 'Factory registration agreement', zh: '工厂入驻协议' },
    content: {
      es:
        p('Las fábricas que se registran en Vitrina venden directamente a negocios de todo México. Al registrarte aceptas lo siguiente.') +
        h(
          '1. Requisitos',
          ul(
            'Acta constitutiva y RFC vigentes.',
            'Domicilio de la planta y fotografías de la línea de producción.',
            'Certificaciones aplicables (NOM) para los productos que lo requieran.',
          ),
        ) +
        h(
          '2. Calidad y existencias',
          p(
            'La fábrica garantiza que los productos publicados cumplen la descripción y que las existencias mostradas están disponibles. Los pedidos sin surtir por falta de existencias pueden suspender la tienda.',
          ),
        ) +
        h(
          '3. Tarifas',
          p(
            'Vitrina cobra una comisión por venta según la categoría, descontada al liquidar cada pedido completado. No hay cuota de inscripción.',
          ),
        ),
      en:
        p('Factories registered on Vitrina sell directly to businesses all over Mexico. By registering you accept the following.') +
        h(
          '1. Requirements',
          ul(
            'Valid articles of incorporation and RFC.',
            'Plant address and photos of the production line.',
            'Applicable certifications (NOM) for products that need them.',
          ),
        ) +
        h(
          '2. Quality and stock',
          p(
            'The factory guarantees that published products match their description and that the stock shown is available. Orders left unfilled for lack of stock may suspend the shop.',
          ),
        ) +
        h(
          '3. Fees',
          p('Vitrina charges a per-sale commission by category, deducted when each completed order is settled. There is no sign-up fee.'),
        ),
      zh:
        p('入驻 Vitrina 的工厂可直接向墨西哥全境的企业销售。注册即表示您接受以下条款。') +
        h('1. 入驻条件', ul('有效的公司章程和 RFC 税号。', '工厂地址及生产线照片。', '需要认证的商品须具备相应 NOM 认证。')) +
        h('2. 质量与库存', p('工厂保证所发布商品与描述一致，所显示库存真实可售。因缺货未能履约的订单可能导致店铺被暂停。')) +
        h('3. 费用', p('Vitrina 按类目收取销售佣金，在每笔已完成订单结算时扣除。无入驻费。')),
    },
  },
  {
    id: 6913,
    category: 9,
    name: { es: 'Contrato de registro de vendedor', en: 'Seller registration agreement', zh: '卖家入驻协议' },
    content: {
      es:
        p('Este contrato aplica a los comercios y mayoristas que abren una tienda en Vitrina.') +
        h(
          '1. Alta de la tienda',
          ol(
            'Completa la solicitud con tus datos fiscales y bancarios.',
            'Nuestro equipo revisa la documentación en un máximo de 3 días hábiles.',
            'Al aprobarse, tu tienda queda visible y puedes publicar productos.',
          ),
        ) +
        h(
          '2. Atención a compradores',
          ul(
            'Responder preguntas y solicitudes de servicio en menos de 48 horas.',
            'Enviar los pedidos pagados en el plazo que indique tu tienda.',
            'Emitir la factura (CFDI) cuando el comprador la solicite.',
          ),
        ) +
        h(
          '3. Pagos al vendedor',
          p(
            'Los importes de pedidos completados se depositan cada semana en la cuenta CLABE registrada, menos la comisión y los cargos de envío que correspondan.',
          ),
        ),
      en:
        p('This agreement applies to merchants and wholesalers who open a shop on Vitrina.') +
        h(
          '1. Opening the shop',
          ol(
            'Complete the application with your tax and bank details.',
            'Our team reviews the documents within 3 business days.',
            'Once approved, your shop is visible and you can publish products.',
          ),
        ) +
        h(
          '2. Serving buyers',
          ul(
            'Answer questions and service requests within 48 hours.',
            'Ship paid orders within the time your shop states.',
            'Issue the invoice (CFDI) when the buyer asks for it.',
          ),
        ) +
        h(
          '3. Payouts',
          p('Amounts of completed orders are paid weekly to the registered CLABE account, minus the commission and any shipping charges.'),
        ),
      zh:
        p('本协议适用于在 Vitrina 开设店铺的商家和批发商。') +
        h(
          '1. 开店',
          ol('填写包含税务和银行信息的申请。', '我们的团队将在 3 个工作日内审核材料。', '审核通过后店铺即可展示，您可以发布商品。'),
        ) +
        h('2. 服务买家', ul('在 48 小时内回复提问和售后申请。', '在店铺承诺的时限内发出已付款订单。', '买家申请时开具发票（CFDI）。')) +
        h('3. 结算', p('已完成订单的款项每周结算至登记的 CLABE 账户，扣除佣金及相应运费。')),
    },
  },
  {
    id: 6901,
    category: 9,
    position: 'PRIVACY_POLICY',
    name: { es: 'Aviso de privacidad', en: 'Privacy policy', zh: '隐私政策' },
    content: {
      es:
        p(
          'Vitrina trata tus datos personales conforme a la Ley Federal de Protección de Datos Personales en Posesión de los Particulares.',
        ) +
        h(
          'Datos que recabamos',
          ul(
            'Identificación y contacto: nombre, teléfono y correo electrónico.',
            'Datos fiscales para emitir facturas.',
            'Direcciones de entrega e historial de pedidos.',
          ),
        ) +
        h(
          'Para qué los usamos',
          ul(
            'Procesar tus pedidos, pagos y envíos.',
            'Enviarte avisos sobre tus pedidos y tu cuenta.',
            'Con tu consentimiento, enviarte promociones que puedes cancelar en cualquier momento.',
          ),
        ) +
        h(
          'Tus derechos ARCO',
          p(
            'Puedes acceder, rectificar, cancelar u oponerte al uso de tus datos escribiendo a privacidad@vitrina.example. Respondemos en un máximo de 20 días hábiles.',
          ),
        ),
      en:
        p(
          'Vitrina processes your personal data in accordance with Mexico’s Federal Law on the Protection of Personal Data Held by Private Parties.',
        ) +
        h(
          'Data we collect',
          ul('Identity and contact: name, phone and e-mail.', 'Tax details to issue invoices.', 'Delivery addresses and order history.'),
        ) +
        h(
          'What we use it for',
          ul(
            'Processing your orders, payments and shipments.',
            'Sending notices about your orders and account.',
            'With your consent, sending promotions you can opt out of at any time.',
          ),
        ) +
        h(
          'Your ARCO rights',
          p(
            'You may access, rectify, cancel or object to the use of your data by writing to privacidad@vitrina.example. We answer within 20 business days.',
          ),
        ),
      zh:
        p('Vitrina 依据墨西哥《联邦私人持有个人数据保护法》处理您的个人数据。') +
        h('我们收集的数据', ul('身份和联系方式：姓名、电话和电子邮件。', '用于开具发票的税务信息。', '收货地址和订单记录。')) +
        h('用途', ul('处理您的订单、支付和配送。', '发送有关订单和账户的通知。', '经您同意后发送促销信息，您可随时退订。')) +
        h(
          '您的 ARCO 权利',
          p('您可发送邮件至 privacidad@vitrina.example 查阅、更正、删除或反对使用您的数据。我们将在 20 个工作日内答复。'),
        ),
    },
  },
  {
    id: 6902,
    category: 9,
    position: 'TERMS_OF_SERVICE',
    name: { es: 'Términos y condiciones', en: 'Terms of service', zh: '服务条款' },
    content: {
      es:
        p(
          'Al usar Vitrina aceptas estos términos. Vitrina es un mercado B2B: las compras son entre negocios y cada tienda es responsable de sus productos.',
        ) +
        h(
          'Cuenta',
          ul(
            'Debes ser mayor de edad y proporcionar datos verdaderos.',
            'Eres responsable de la confidencialidad de tu contraseña y tu contraseña de pago.',
          ),
        ) +
        h(
          'Compras',
          ul(
            'Las cantidades se piden en múltiplos de la cantidad por paquete de cada producto.',
            'El precio aplicable es el mostrado al confirmar el pedido, según el escalón de volumen.',
            'Los cupones tienen vigencia, monto mínimo y límite por cliente.',
          ),
        ) +
        h(
          'Ley aplicable',
          p(
            'Estos términos se rigen por las leyes de los Estados Unidos Mexicanos. Cualquier controversia se resolverá ante los tribunales de la Ciudad de México.',
          ),
        ),
      en:
        p(
          'By using Vitrina you accept these terms. Vitrina is a B2B marketplace: purchases are between businesses and each shop is responsible for its products.',
        ) +
        h(
          'Account',
          ul(
            'You must be of legal age and provide true information.',
            'You are responsible for keeping your password and payment password confidential.',
          ),
        ) +
        h(
          'Purchases',
          ul(
            'Quantities are ordered in multiples of each product’s package unit quantity.',
            'The price that applies is the one shown when you confirm the order, by volume tier.',
            'Coupons have a validity period, a minimum amount and a per-buyer limit.',
          ),
        ) +
        h(
          'Governing law',
          p(
            'These terms are governed by the laws of the United Mexican States. Any dispute will be settled before the courts of Mexico City.',
          ),
        ),
      zh:
        p('使用 Vitrina 即表示您接受本条款。Vitrina 是 B2B 交易市场：交易发生在企业之间，各店铺对其商品负责。') +
        h('账户', ul('您必须已成年并提供真实信息。', '您有责任妥善保管登录密码和支付密码。')) +
        h(
          '购买',
          ul(
            '购买数量须为商品包装单位数量的倍数。',
            '适用价格以确认订单时按批量阶梯显示的价格为准。',
            '优惠券有有效期、最低消费金额和每人限领数量。',
          ),
        ) +
        h('适用法律', p('本条款受墨西哥合众国法律管辖。任何争议由墨西哥城法院解决。')),
    },
  },
  {
    id: 101,
    category: 1,
    name: { es: 'Cómo comprar al mayoreo', en: 'How to buy wholesale', zh: '如何批发采购' },
    content: {
      es:
        p('Cada producto se vende por paquetes: la <strong>cantidad por paquete</strong> aparece junto al precio.') +
        h(
          'Pasos',
          ol(
            'Busca el producto o entra a una categoría.',
            'Elige la variante (color, talla, presentación).',
            'Ajusta la cantidad en múltiplos del paquete y agrégalo al carrito.',
            'Confirma dirección, envío y forma de pago.',
          ),
        ) +
        h(
          'Precios por volumen',
          p(
            'Entre más piezas compras, menor es el precio unitario. Los escalones de cada producto se muestran en la pestaña <em>Mayoreo</em>.',
          ),
        ),
      en:
        p('Every product is sold in packages: the <strong>package unit quantity</strong> is shown next to the price.') +
        h(
          'Steps',
          ol(
            'Search for the product or open a category.',
            'Choose the variant (colour, size, presentation).',
            'Set the quantity in multiples of the package and add it to the cart.',
            'Confirm address, shipping and payment method.',
          ),
        ) +
        h(
          'Volume prices',
          p('The more pieces you buy, the lower the unit price. Each product’s tiers are shown on the <em>Wholesale</em> tab.'),
        ),
      zh:
        p('每件商品按包装销售：<strong>包装单位数量</strong>显示在价格旁边。') +
        h(
          '步骤',
          ol('搜索商品或进入类目。', '选择规格（颜色、尺码、包装）。', '按包装倍数设置数量并加入购物车。', '确认地址、配送和支付方式。'),
        ) +
        h('批量价格', p('购买数量越多，单价越低。各商品的阶梯价格显示在<em>批发</em>标签页中。')),
    },
  },
  {
    id: 102,
    category: 1,
    name: { es: 'Cupones y promociones', en: 'Coupons and promotions', zh: '优惠券与促销' },
    content: {
      es:
        p('En la sección <a href="/coupons">Cupones</a> recibes cupones de la plataforma y de cada tienda.') +
        h(
          'Reglas',
          ul(
            'Cada cupón tiene un monto mínimo de compra y una vigencia.',
            'Los cupones de tienda aplican solo a los productos de esa tienda.',
            'Puedes usar un cupón por tienda y uno de la plataforma en cada pedido.',
          ),
        ) +
        h(
          'Otras promociones',
          p(
            'Consulta las <a href="/seckill">ofertas relámpago</a> por horario, las <a href="/group-buy">compras en grupo</a> y la <a href="/points-mall">tienda de puntos</a>.',
          ),
        ),
      en:
        p('In the <a href="/coupons">Coupons</a> section you receive coupons from the platform and from each shop.') +
        h(
          'Rules',
          ul(
            'Every coupon has a minimum purchase and a validity period.',
            'Shop coupons apply only to that shop’s products.',
            'You can use one coupon per shop and one platform coupon in each order.',
          ),
        ) +
        h(
          'Other promotions',
          p(
            'See the <a href="/seckill">flash deals</a> by time slot, the <a href="/group-buy">group buys</a> and the <a href="/points-mall">points mall</a>.',
          ),
        ),
      zh:
        p('在<a href="/coupons">优惠券</a>页面可领取平台和各店铺的优惠券。') +
        h(
          '规则',
          ul(
            '每张优惠券都有最低消费金额和有效期。',
            '店铺优惠券仅适用于该店铺的商品。',
            '每个订单每家店铺可用一张店铺券，另可使用一张平台券。',
          ),
        ) +
        h(
          '其他促销',
          p('查看分时段的<a href="/seckill">限时秒杀</a>、<a href="/group-buy">团购</a>以及<a href="/points-mall">积分商城</a>。'),
        ),
    },
  },
  {
    id: 103,
    category: 4,
    // Seller descriptions may carry HTML; this article shows what survives. Its sample markup
    // (a script and an onerror attribute) must execute nothing once sanitized: a browser test checks it.
    name: { es: 'Formato de las descripciones', en: 'Formatting descriptions', zh: '商品描述格式' },
    content: {
      es:
        p(
          'Las descripciones admiten títulos, párrafos, listas, negritas e imágenes. Por seguridad se eliminan los scripts y los atributos de eventos.',
        ) +
        h(
          'Ejemplo',
          p('Este ejemplo incluye código que se elimina al mostrarse:'),
          '<img src="/missing-image.png" onerror="window.__vitrinaPwned=1" alt="ejemplo"><script>window.__vitrinaPwned=2</script>',
        ) +
        ul('Usa listas para medidas y materiales.', 'Incluye la cantidad por paquete.'),
      en:
        p('Descriptions allow headings, paragraphs, lists, bold text and images. For safety, scripts and event attributes are removed.') +
        h(
          'Example',
          p('This example carries code that is removed when shown:'),
          '<img src="/missing-image.png" onerror="window.__vitrinaPwned=1" alt="example"><script>window.__vitrinaPwned=2</script>',
        ) +
        ul('Use lists for sizes and materials.', 'Include the package unit quantity.'),
      zh:
        p('商品描述支持标题、段落、列表、粗体和图片。出于安全考虑，脚本和事件属性会被移除。') +
        h(
          '示例',
          p('以下示例中的代码在显示时会被移除：'),
          '<img src="/missing-image.png" onerror="window.__vitrinaPwned=1" alt="示例"><script>window.__vitrinaPwned=2</script>',
        ) +
        ul('用列表列出尺寸和材料。', '注明包装单位数量。'),
    },
  },
];
