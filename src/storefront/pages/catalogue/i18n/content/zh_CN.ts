// Strings of the catalogue pages' "content" part (zh_CN), reached as `cat.content.*`.
export default {
  helpLead: '关于购物、支付、配送以及如何在 Vitrina 开店的解答。',
  helpTopics: '帮助主题',
  backToHelp: '返回帮助中心',
  updated: '更新于 {{date}}',
  missingTitle: '未找到文档',
  missingBody: '您查找的文档不存在或已下线。',
  otherDocs: '其他文档',
  emptyHelp: '暂无帮助文章。',
};
