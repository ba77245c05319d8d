// The runtime's entry points travel with every widget chunk, so the loader needs one import.
export { init, mount, unmount, command } from '../../core/runtime';
// The line the cart widget shares (core/ui/cart-line.tsx) rides in this chunk (rollup.config.mjs):
// exported from here, it is one of this chunk's own exports, so the header's import of this widget
// needs no namespace object.
export { CartLine, type LineLook } from '../../core/ui/cart-line';
import { defineWidget } from '../../core/runtime/widget';
import { MiniCart } from './mini-cart';
import css from './mini-cart.css?inline';

export default defineWidget({
  name: 'mini-cart',
  Component: MiniCart,
  css,
  strings: {
    es_MX: () => import('./i18n/es_MX'),
    en_US: () => import('./i18n/en_US'),
    zh_CN: () => import('./i18n/zh_CN'),
  },
});
