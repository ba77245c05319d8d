// Strings of the catalogue pages' "detail" part (es_MX), reached as `cat.detail.*`.
export default {
  anonymous: 'Comprador anónimo',
  askedBy: 'Preguntó {{name}} el {{date}}',
  sellerAnswer: 'Respuesta del vendedor',
  unanswered: 'El vendedor aún no responde',
  answer: 'Responder',
  backToGoods: 'Volver al producto',
  answers: 'Respuestas de otros compradores ({{n}})',
  noAnswers: 'Nadie ha respondido todavía.',
  related: 'Otras preguntas sobre este producto',
  yourAnswer: 'Tu respuesta',
  answerAnonymous: 'Responder de forma anónima',
  sendAnswer: 'Enviar respuesta',
  cancel: 'Cancelar',
  answerBlank: 'Escribe tu respuesta.',
  answerLong: 'Como máximo {{n}} caracteres.',
  answered: 'Respuesta enviada',
};
