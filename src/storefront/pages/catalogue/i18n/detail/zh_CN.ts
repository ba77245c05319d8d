// Strings of the catalogue pages' "detail" part (zh_CN), reached as `cat.detail.*`.
export default {
  anonymous: '匿名买家',
  askedBy: '{{name}} 于 {{date}} 提问',
  sellerAnswer: '卖家回复',
  unanswered: '卖家尚未回复',
  answer: '回答',
  backToGoods: '返回商品',
  answers: '其他买家的回答（{{n}}）',
  noAnswers: '暂无回答。',
  related: '该商品的其他问题',
  yourAnswer: '您的回答',
  answerAnonymous: '匿名回答',
  sendAnswer: '提交回答',
  cancel: '取消',
  answerBlank: '请填写您的回答。',
  answerLong: '最多 {{n}} 个字符。',
  answered: '回答已提交',
};
