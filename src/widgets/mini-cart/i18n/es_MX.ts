export default {
  miniCart: {
    title: 'Carrito',
    label: 'Carrito de compras',
    labelCount: (p: { n?: string | number }) => `Carrito: ${p.n} ${Number(p.n) === 1 ? 'artículo' : 'artículos'}`,
    visitor: 'Inicia sesión para ver tu carrito',
    empty: 'Tu carrito está vacío',
    total: 'Total:',
    viewCart: 'Ver carrito',
    dropship: 'Dropshipping',
  },
};
