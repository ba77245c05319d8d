import type { Dict } from '../locale';

// Strings every widget may need: spec §8 messages, the locale switcher, shared controls.
export default {
  error: {
    network: 'Error de red, inténtalo de nuevo más tarde',
    submit: 'El envío falló, inténtalo de nuevo más tarde',
    pleaseLogin: 'Por favor, inicia sesión',
    form: 'El formulario tiene errores. Por favor, revísalo.',
    unavailable: 'No disponible por ahora',
  },
  cart: {
    insufficient: 'Inventario insuficiente',
    removed: 'El producto no existe o fue retirado del mercado',
    multiple: 'Compra en múltiplos de la cantidad por paquete',
    selectOne: 'Selecciona al menos un producto',
  },
  locale: { changed: 'Idioma cambiado', es_MX: 'Español', en_US: 'English', zh_CN: '中文', label: 'Idioma' },
  common: { close: 'Cerrar', retry: 'Reintentar', loading: 'Cargando…', login: 'Iniciar sesión' },
} satisfies Dict;
