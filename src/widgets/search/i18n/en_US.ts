export default {
  search: {
    label: 'Search products',
    placeholder: 'Search products, brands and shops',
    submit: 'Search',
    suggestions: 'Suggestions',
    count: '{{n}} products',
    results: '{{n}} suggestions available',
  },
};
