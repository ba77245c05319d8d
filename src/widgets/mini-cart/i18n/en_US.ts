export default {
  miniCart: {
    title: 'Cart',
    label: 'Shopping cart',
    labelCount: (p: { n?: string | number }) => `Cart: ${p.n} ${Number(p.n) === 1 ? 'item' : 'items'}`,
    visitor: 'Log in to see your cart',
    empty: 'Your cart is empty',
    total: 'Total:',
    viewCart: 'View cart',
    dropship: 'Dropshipping',
  },
};
