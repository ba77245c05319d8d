// The runtime's entry points travel with every widget chunk, so the loader needs one import.
export { init, mount, unmount, command } from '../../core/runtime';
import { defineWidget } from '../../core/runtime/widget';
import { PurchaseFormWidget } from './purchase-form-widget';
import controlsCss from '../../core/ui/controls.css?inline';
import css from './purchase-form.css?inline';

export default defineWidget({
  name: 'purchase-form',
  Component: PurchaseFormWidget,
  css: controlsCss + css,
  strings: {
    es_MX: () => import('./i18n/es_MX'),
    en_US: () => import('./i18n/en_US'),
    zh_CN: () => import('./i18n/zh_CN'),
  },
});
