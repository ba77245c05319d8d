/** Server messages of the catalogue's content part, es_MX first; keys start with `content`. */
export const contentMessages = {
  contentArticleNotFound: {
    es_MX: 'El documento {article} no existe',
    en_US: 'Document {article} does not exist',
    zh_CN: '文档 {article} 不存在',
  },
} as const;
