export default {
  miniCart: {
    title: 'Cart',
    label: 'Shopping cart',
    labelCount: 'Shopping cart, {{n}} items',
    visitor: 'Log in to see your cart',
    empty: 'Your cart is empty',
    total: 'Total:',
    viewCart: 'View cart',
  },
};
