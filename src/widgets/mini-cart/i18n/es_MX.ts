export default {
  miniCart: {
    title: 'Carrito',
    label: 'Carrito de compras',
    labelCount: 'Carrito de compras, {{n}} artículos',
    visitor: 'Inicia sesión para ver tu carrito',
    empty: 'Tu carrito está vacío',
    total: 'Total:',
    viewCart: 'Ver carrito',
  },
};
