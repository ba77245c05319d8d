// Strings of core/ui's states, pagination and confirm dialog (`ui`): the storefront loads them beside its own, a
// widget that shows them carries them in its dictionary.
export default {
  ui: {
    state: {
      error: 'No se pudo cargar esta sección.',
      badLink: 'El enlace está incompleto o no es válido: ábrelo de nuevo desde su lista.',
      missing: 'Lo que buscas no existe o ya no está disponible.',
      retry: 'Reintentar',
      loading: 'Cargando…',
    },
    confirm: {
      back: 'Volver',
      delete: 'Eliminar',
      deleteBody: 'Se borrará para siempre; no se puede deshacer.',
      receiptTitle: '¿Ya recibiste el pedido {{sn}}?',
      receiptBody:
        'Confírmalo solo si ya tienes los productos: el pedido quedará completado y el pago se entregará al vendedor. No se puede deshacer.',
      receiptAction: 'Sí, lo recibí',
      payTitle: '¿Pagar {{amount}} con tu saldo?',
      payBody: 'Se descontarán {{amount}} de tu saldo ahora y el pedido quedará pagado. No se puede deshacer.',
      payAction: 'Pagar con saldo',
      unsaveTitle: '¿Quitar «{{name}}» de tus favoritos?',
      unsaveBody: 'Dejará de estar en tu lista; puedes volver a guardarlo desde su página.',
      unsave: 'Quitar',
    },
    pager: {
      label: 'Paginación',
      prev: 'Anterior',
      next: 'Siguiente',
      page: 'Página {{n}}',
    },
  },
};
