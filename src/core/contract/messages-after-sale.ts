import type { Locale } from './locales';

/** After-sale and refunds (issue 12 §4): the server's refusals and the remarks of refunds. */
export const afterSaleMessages = {
  afterSaleTypeNotAllowed: {
    es_MX: 'Este pedido no admite el servicio {type}: {allowed}',
    en_US: 'This order does not allow the service {type}: {allowed}',
    zh_CN: '此订单不支持 {type} 售后服务：{allowed}',
  },
  afterSaleNoneAllowed: {
    es_MX: 'nada (el pedido no está pagado o está cancelado)',
    en_US: 'none (the order is not paid or was cancelled)',
    zh_CN: '无（订单未支付或已取消）',
  },
  afterSaleLinesMismatch: {
    es_MX: 'Los campos sku_id y num deben enviarse en pares: uno num por cada sku_id',
    en_US: 'The fields sku_id and num must come in pairs: one num for each sku_id',
    zh_CN: 'sku_id 与 num 必须成对提交：每个 sku_id 对应一个 num',
  },
  afterSaleSkuTwice: {
    es_MX: 'El campo sku_id nombra {sku_id} más de una vez: una línea por producto',
    en_US: 'The field sku_id names {sku_id} more than once: one line per sku',
    zh_CN: '字段 sku_id 多次包含 {sku_id}：每个商品只能填写一行',
  },
  afterSaleSkuNotInOrder: {
    es_MX: 'El campo sku_id incluye {sku_id}, que no está en el pedido {sn}',
    en_US: 'The field sku_id includes {sku_id}, which is not in order {sn}',
    zh_CN: '字段 sku_id 包含 {sku_id}，该商品不在订单 {sn} 中',
  },
  afterSaleTooMany: {
    es_MX: 'El campo num de "{name}" admite como máximo {left} (compraste {bought}, {in_service} ya están en servicio)',
    en_US: 'The field num of "{name}" allows at most {left} (you bought {bought}, {in_service} are already in service)',
    zh_CN: '"{name}" 的 num 最多为 {left}（购买 {bought} 件，已有 {in_service} 件在售后中）',
  },
  afterSaleImage: {
    es_MX: 'El campo images incluye una imagen que no subiste tú: sube las fotos (JPG o PNG) desde este formulario',
    en_US: 'The field images includes an image you did not upload: upload the photos (JPG or PNG) from this form',
    zh_CN: '字段 images 包含不是您上传的图片：请在此表单中上传照片（JPG 或 PNG）',
  },
  afterSaleImagesMax: {
    es_MX: 'El campo images admite como máximo {max} imágenes',
    en_US: 'The field images allows at most {max} images',
    zh_CN: '字段 images 最多 {max} 张图片',
  },
  afterSaleNumList: {
    es_MX: 'El campo num debe ser una lista de números enteros entre 1 y {max}',
    en_US: 'The field num must be a list of whole numbers between 1 and {max}',
    zh_CN: '字段 num 必须是 1 到 {max} 之间的整数列表',
  },
  afterSaleShipNo: {
    es_MX: 'El campo ship_no debe tener de 4 a 40 letras, números o guiones',
    en_US: 'The field ship_no must have 4 to 40 letters, digits or dashes',
    zh_CN: '字段 ship_no 必须为 4 到 40 位字母、数字或连字符',
  },
  afterSaleWrongState: {
    es_MX: 'El servicio {sn} está en estado {status}: ya no se puede {action}',
    en_US: 'Service {sn} is {status}: it can no longer {action}',
    zh_CN: '售后单 {sn} 当前状态为 {status}：无法再{action}',
  },
  afterSaleNotYourShop: {
    es_MX: 'El servicio no existe o no es de tu tienda',
    en_US: 'The service does not exist or is not of your shop',
    zh_CN: '售后单不存在或不属于您的店铺',
  },
  afterSaleRefundRemark: {
    es_MX: 'Reembolso del servicio {sn} (pedido {order_sn})',
    en_US: 'Refund of service {sn} (order {order_sn})',
    zh_CN: '售后单 {sn} 退款（订单 {order_sn}）',
  },
  afterSaleOrderCancelled: {
    es_MX: 'Cancelado con reembolso (servicio {sn})',
    en_US: 'Cancelled with a refund (service {sn})',
    zh_CN: '已退款取消（售后单 {sn}）',
  },
  afterSaleActionClose: { es_MX: 'retirar', en_US: 'be withdrawn', zh_CN: '撤销' },
  afterSaleActionShip: { es_MX: 'registrar el envío', en_US: 'take a tracking number', zh_CN: '填写物流单号' },
  afterSaleActionAudit: { es_MX: 'revisar', en_US: 'be reviewed', zh_CN: '审核' },
  afterSaleActionStockIn: { es_MX: 'dar entrada al almacén', en_US: 'be stocked in', zh_CN: '入库' },
  afterSaleActionReship: { es_MX: 'enviar el reemplazo', en_US: 'ship a replacement', zh_CN: '发出换货商品' },
  afterSaleActionReceive: { es_MX: 'confirmar la recepción', en_US: 'be confirmed as received', zh_CN: '确认收货' },
  afterSaleNoStock: {
    es_MX: 'No hay existencias para enviar el reemplazo de {name}',
    en_US: 'There is no stock to ship the replacement of {name}',
    zh_CN: '{name} 库存不足，无法发出换货商品',
  },
  afterSaleActionRefund: { es_MX: 'reembolsar', en_US: 'be refunded', zh_CN: '退款' },
} as const satisfies Record<string, Record<Locale, string>>;
