// The runtime's entry points travel with every widget chunk, so the loader needs one import.
export { init, mount, unmount, command } from '../../core/runtime';
import { defineWidget } from '../../core/runtime/widget';
import { buyingCss } from '../../core/ui/buying-sheet';
import controlsCss from '../../core/ui/controls.css?inline';
import { CheckoutWidget } from './checkout-widget';
import cashierCss from './cashier.css?inline';
import chromeCss from './checkout-chrome.css?inline';
import stepsCss from '../../core/ui/steps.css?inline';
import formCss from '../../core/ui/checkout-form.css?inline';

export default defineWidget({
  name: 'checkout',
  Component: CheckoutWidget,
  css: controlsCss + chromeCss + stepsCss + buyingCss + formCss + cashierCss,
  strings: {
    es_MX: () => import('./i18n/es_MX'),
    en_US: () => import('./i18n/en_US'),
    zh_CN: () => import('./i18n/zh_CN'),
  },
});
