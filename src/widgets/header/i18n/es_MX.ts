// The header's strings. Spanish (Mexico) is the reference; the other locales mirror its keys.
export default {
  header: {
    welcome: 'Mayoreo y dropshipping para tu negocio',
    phone: 'Atención a clientes',
    hello: 'Hola, {{name}}',
    login: 'Inicia sesión',
    register: 'Regístrate',
    home: '{{site}}, ir al inicio',
    member: 'Centro de miembros',
    orders: 'Mis pedidos',
    logout: 'Cerrar sesión',
    collection: 'Favoritos',
    signIn: 'Iniciar sesión',
    nav: 'Navegación principal',
    categories: 'Categorías',
    categoriesError: 'No se pudieron cargar las categorías.',
    categoriesEmpty: 'Aún no hay categorías.',
  },
};
