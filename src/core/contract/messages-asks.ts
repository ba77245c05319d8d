import type { Locale } from './locales';

/** Questions and answers in the member centre (issue 12 §2): the refusals of the reply form. */
export const asksMessages = {
  askNotABuyer: {
    es_MX: 'Solo quien compró este producto puede responder la pregunta {ask_id}',
    en_US: 'Only buyers of this product can answer question {ask_id}',
    zh_CN: '只有购买过该商品的买家才能回答咨询 {ask_id}',
  },
  askOwnQuestion: {
    es_MX: 'No puedes responder tu propia pregunta {ask_id}',
    en_US: 'You cannot answer your own question {ask_id}',
    zh_CN: '不能回答自己的咨询 {ask_id}',
  },
  askAlreadyAnswered: {
    es_MX: 'Ya respondiste la pregunta {ask_id}: cada comprador responde una vez',
    en_US: 'You have already answered question {ask_id}: each buyer answers once',
    zh_CN: '你已回答过咨询 {ask_id}：每位买家只能回答一次',
  },
  askAnswerBlank: {
    es_MX: 'Escribe tu respuesta (campo {field})',
    en_US: 'Please write your answer (field {field})',
    zh_CN: '请填写你的回答（字段 {field}）',
  },
} as const satisfies Record<string, Record<Locale, string>>;
