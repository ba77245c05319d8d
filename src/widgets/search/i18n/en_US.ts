export default {
  search: {
    label: 'Search products',
    placeholder: 'Search products, brands and shops',
    submit: 'Search',
    suggestions: 'Suggestions',
    count: (p: { n?: string | number }) => (Number(p.n) === 1 ? '1 product' : `${p.n} products`),
    categories: 'Categories',
    brands: 'Brands',
    shops: 'Shops',
    results: '{{n}} suggestions available',
  },
};
