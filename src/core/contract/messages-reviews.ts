import type { Locale } from './locales';

/** Reviews of goods bought (issue 12 §1): the refusals of the review and follow-up forms. */
export const reviewsMessages = {
  reviewOrderNotReceived: {
    es_MX: 'El pedido {order_sn} aún no se puede calificar: solo se califican los pedidos recibidos o completados',
    en_US: 'Order {order_sn} cannot be reviewed yet: only received or completed orders can be',
    zh_CN: '订单 {order_sn} 暂不能评价：只有已签收或已完成的订单可以评价',
  },
  reviewSkuNotInOrder: {
    es_MX: 'El campo sku_id no es un producto del pedido {order_sn}',
    en_US: 'The field sku_id is not a product of order {order_sn}',
    zh_CN: '字段 sku_id 不是订单 {order_sn} 中的商品',
  },
  reviewAlreadyWritten: {
    es_MX: 'Ya calificaste este producto del pedido {order_sn}: cada producto se califica una vez',
    en_US: 'You have already reviewed this product of order {order_sn}: each product is reviewed once',
    zh_CN: '你已评价过订单 {order_sn} 中的该商品：每件商品只能评价一次',
  },
  reviewPhotoInvalid: {
    es_MX: 'El campo {field} solo admite fotos JPG o PNG que hayas subido',
    en_US: 'The field {field} only takes JPG or PNG photos you uploaded',
    zh_CN: '字段 {field} 只能是你上传的 JPG 或 PNG 图片',
  },
  reviewPhotosTooMany: {
    es_MX: 'El campo {field} admite como máximo {max} fotos',
    en_US: 'The field {field} allows at most {max} photos',
    zh_CN: '字段 {field} 最多 {max} 张图片',
  },
  reviewFollowUpWritten: {
    es_MX: 'Ya agregaste un comentario adicional a esta reseña: solo se permite uno',
    en_US: 'You have already added a follow-up to this review: only one is allowed',
    zh_CN: '你已追加过评价：每条评价只能追评一次',
  },
  reviewFollowUpClosed: {
    es_MX: 'El comentario adicional se puede escribir dentro de los {days} días posteriores a la reseña',
    en_US: 'A follow-up can be written within {days} days of the review',
    zh_CN: '追评须在评价后 {days} 天内提交',
  },
} as const satisfies Record<string, Record<Locale, string>>;
