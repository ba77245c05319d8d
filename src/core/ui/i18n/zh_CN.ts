// Strings of core/ui's states, pagination and confirm dialog (`ui`): the storefront loads them beside its own, a
// widget that shows them carries them in its dictionary.
export default {
  ui: {
    state: {
      error: '此部分加载失败。',
      badLink: '此链接不完整或无效：请从列表中重新打开。',
      missing: '您查找的内容不存在或已不可用。',
      retry: '重试',
      loading: '加载中…',
    },
    confirm: {
      back: '返回',
      delete: '删除',
      deleteBody: '删除后无法恢复。',
      receiptTitle: '确认已收到订单 {{sn}}？',
      receiptBody: '请在收到商品后再确认：订单将完成，货款将支付给卖家。此操作无法撤销。',
      receiptAction: '确认收货',
      payTitle: '使用余额支付 {{amount}}？',
      payBody: '将立即从您的余额中扣除 {{amount}}，订单即为已支付。此操作无法撤销。',
      payAction: '余额支付',
      unsaveTitle: '将“{{name}}”移出收藏？',
      unsaveBody: '它将从您的列表中移除；您可以在其页面重新收藏。',
      unsave: '移除',
    },
    pager: {
      label: '分页',
      prev: '上一页',
      next: '下一页',
      page: '第 {{n}} 页',
    },
  },
};
