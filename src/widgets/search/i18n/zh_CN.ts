export default {
  search: {
    label: '搜索商品',
    placeholder: '搜索商品、品牌和店铺',
    submit: '搜索',
    suggestions: '搜索建议',
    count: '{{n}} 件商品',
    categories: '分类',
    brands: '品牌',
    shops: '店铺',
    results: '有 {{n}} 条建议',
  },
};
