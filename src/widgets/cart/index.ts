// The runtime's entry points travel with every widget chunk, so the loader needs one import.
export { init, mount, unmount, command } from '../../core/runtime';
import { defineWidget } from '../../core/runtime/widget';
import { CartWidget } from './cart-widget';
import controlsCss from '../../core/ui/controls.css?inline';
import linesCss from '../../core/ui/buy-lines.css?inline';
import css from './cart.css?inline';

export default defineWidget({
  name: 'cart',
  Component: CartWidget,
  // the shared controls and lines first: the cart's own sheet adapts them (its phone layout)
  css: controlsCss + linesCss + css,
  strings: {
    es_MX: () => import('./i18n/es_MX'),
    en_US: () => import('./i18n/en_US'),
    zh_CN: () => import('./i18n/zh_CN'),
  },
});
