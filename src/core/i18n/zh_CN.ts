import type { Dict } from '../locale';

export default {
  error: {
    network: '网络错误，请稍后再试',
    submit: '提交失败，请稍后再试',
    pleaseLogin: '请登录',
    form: '表单填写有误，请检查',
    unavailable: '暂不可用',
  },
  cart: {
    insufficient: '库存不足',
    removed: '商品不存在或已下架',
    multiple: '请按包装单位数量的倍数购买',
    selectOne: '请至少选择一件商品',
  },
  locale: { changed: '语言已切换', es_MX: 'Español', en_US: 'English', zh_CN: '中文', label: '语言' },
  common: { close: '关闭', retry: '重试', loading: '加载中…', login: '登录' },
} satisfies Dict;
