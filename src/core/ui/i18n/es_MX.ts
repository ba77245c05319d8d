// Strings of core/ui's states and pagination (`ui`): the storefront loads them beside its own, a
// widget that shows them carries them in its dictionary.
export default {
  ui: {
    state: {
      error: 'No se pudo cargar esta sección.',
      retry: 'Reintentar',
      loading: 'Cargando…',
    },
    pager: {
      label: 'Paginación',
      prev: 'Anterior',
      next: 'Siguiente',
      page: 'Página {{n}}',
    },
  },
};
