/** Server messages of the discovery stream, es_MX first; merged into `messages`. */
export const discoveryMessages = {
  discoverySkuNotFound: {
    es_MX: 'La variante {skuId} no existe',
    en_US: 'The variant {skuId} does not exist',
    zh_CN: '规格 {skuId} 不存在',
  },
  discoveryAskBlank: {
    es_MX: 'Escribe tu pregunta (campo {field})',
    en_US: 'Please write your question (field {field})',
    zh_CN: '请填写您的问题（字段 {field}）',
  },
  discoveryAskNotFound: {
    es_MX: 'La pregunta {askId} no existe',
    en_US: 'The question {askId} does not exist',
    zh_CN: '咨询 {askId} 不存在',
  },
  discoveryShopNotFound: {
    es_MX: 'La tienda {shopId} no existe',
    en_US: 'The shop {shopId} does not exist',
    zh_CN: '店铺 {shopId} 不存在',
  },
  discoveryJsonBody: {
    es_MX: 'El cuerpo debe ser JSON con {fields}',
    en_US: 'The body must be JSON with {fields}',
    zh_CN: '请求体必须是包含 {fields} 的 JSON',
  },
  discoveryFieldBoolean: {
    es_MX: 'El campo {field} debe ser true o false',
    en_US: 'The field {field} must be true or false',
    zh_CN: '字段 {field} 必须为 true 或 false',
  },
} as const;
