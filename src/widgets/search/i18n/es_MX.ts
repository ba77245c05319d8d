export default {
  search: {
    label: 'Buscar productos',
    placeholder: 'Buscar productos, marcas y tiendas',
    submit: 'Buscar',
    suggestions: 'Sugerencias',
    count: '{{n}} productos',
    results: '{{n}} sugerencias disponibles',
  },
};
