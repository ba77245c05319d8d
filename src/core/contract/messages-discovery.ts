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
} as const
