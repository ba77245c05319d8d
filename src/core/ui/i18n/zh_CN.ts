// Strings of core/ui's states and pagination (`ui`): the storefront loads them beside its own, a
// widget that shows them carries them in its dictionary.
export default {
  ui: {
    state: {
      error: '此部分加载失败。',
      retry: '重试',
      loading: '加载中…',
    },
    pager: {
      label: '分页',
      prev: '上一页',
      next: '下一页',
      page: '第 {{n}} 页',
    },
  },
};
