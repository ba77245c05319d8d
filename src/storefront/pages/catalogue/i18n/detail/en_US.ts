// Strings of the catalogue pages' "detail" part (en_US), reached as `cat.detail.*`.
export default {
  anonymous: 'Anonymous buyer',
  askedBy: 'Asked by {{name}} on {{date}}',
  sellerAnswer: 'Seller answer',
  unanswered: 'The seller has not answered yet',
  answer: 'Answer',
  backToGoods: 'Back to the product',
  answers: 'Answers from other buyers ({{n}})',
  noAnswers: 'Nobody has answered yet.',
  related: 'Other questions about this product',
  yourAnswer: 'Your answer',
  answerAnonymous: 'Answer anonymously',
  sendAnswer: 'Send answer',
  cancel: 'Cancel',
  answerBlank: 'Please write your answer.',
  answerLong: 'At most {{n}} characters, please.',
  answered: 'Answer sent',
};
