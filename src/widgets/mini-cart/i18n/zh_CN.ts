export default {
  miniCart: {
    title: '购物车',
    label: '购物车',
    labelCount: '购物车：{{n}} 件',
    visitor: '登录后查看购物车',
    empty: '购物车是空的',
    total: '合计：',
    viewCart: '去购物车',
    dropship: '一件代发',
  },
};
