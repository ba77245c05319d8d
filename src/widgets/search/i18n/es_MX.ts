export default {
  search: {
    label: 'Buscar productos',
    placeholder: 'Buscar productos, marcas y tiendas',
    submit: 'Buscar',
    suggestions: 'Sugerencias',
    count: (p: { n?: string | number }) => (Number(p.n) === 1 ? '1 producto' : `${p.n} productos`),
    categories: 'Categorías',
    brands: 'Marcas',
    shops: 'Tiendas',
    results: '{{n}} sugerencias disponibles',
  },
};
