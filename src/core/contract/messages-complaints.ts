import type { Locale } from './locales';

/** Complaints (issue 12 §3): the server's refusals. */
export const complaintsMessages = {
  complaintContentShort: {
    es_MX: 'El campo {field} debe tener al menos {min} caracteres: cuenta qué pasó',
    en_US: 'The field {field} needs at least {min} characters: say what happened',
    zh_CN: '字段 {field} 至少需要 {min} 个字符：请说明发生了什么',
  },
  complaintSkuNotInOrder: {
    es_MX: 'El campo skuId nombra {skuId}, que no está en el pedido {sn}',
    en_US: 'The field skuId names {skuId}, which is not in order {sn}',
    zh_CN: '字段 skuId 的 {skuId} 不在订单 {sn} 中',
  },
  complaintOrderUnpaid: {
    es_MX: 'El pedido {sn} no está pagado: solo puedes presentar una queja sobre un pedido pagado',
    en_US: 'Order {sn} is not paid: you can only complain about a paid order',
    zh_CN: '订单 {sn} 尚未支付：只能对已支付的订单投诉',
  },
  complaintAlreadyOpen: {
    es_MX: 'Ya tienes una queja abierta sobre este producto del pedido {sn}: continúa en ella',
    en_US: 'You already have an open complaint about this item of order {sn}: continue in it',
    zh_CN: '你对订单 {sn} 的该商品已有进行中的投诉：请在其中继续',
  },
  complaintImage: {
    es_MX: 'El campo images incluye una foto que no subiste tú: sube las fotos (JPG o PNG) desde este formulario',
    en_US: 'The field images includes a photo you did not upload: upload the photos (JPG or PNG) from this form',
    zh_CN: '字段 images 包含不是你上传的图片：请在此表单中上传照片（JPG 或 PNG）',
  },
  complaintWrongState: {
    es_MX: 'La queja {id} está en estado {status}: ya no se puede pasar a {to}',
    en_US: 'Complaint {id} is {status}: it can no longer become {to}',
    zh_CN: '投诉 {id} 当前状态为 {status}：无法再变为 {to}',
  },
  complaintClosed: {
    es_MX: 'La queja {id} está en estado {status}: la conversación está cerrada',
    en_US: 'Complaint {id} is {status}: its dialogue is closed',
    zh_CN: '投诉 {id} 当前状态为 {status}：对话已关闭',
  },
  complaintNotYourShop: {
    es_MX: 'Esta queja no es de tu tienda',
    en_US: 'This complaint is not about your shop',
    zh_CN: '该投诉不属于你的店铺',
  },
} as const satisfies Record<string, Record<Locale, string>>;
