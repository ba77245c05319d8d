// The runtime's entry points travel with every widget chunk, so the loader needs one import.
export { init, mount, unmount, command } from '../../core/runtime';
import type { Dict } from '../../core/locale';
import { defineWidget } from '../../core/runtime/widget';
import { buyingCss } from '../../core/ui/buying-sheet';
import controlsCss from '../../core/ui/controls.css?inline';
import { CheckoutWidget } from './checkout-widget';
import cashierCss from './cashier.css?inline';
import chromeCss from './checkout-chrome.css?inline';
import stepsCss from '../../core/ui/steps.css?inline';
import formCss from '../../core/ui/checkout-form.css?inline';

type Table = () => Promise<{ default: Dict }>;
/**
 * The checkout's words with the invoice form's (core/ui/i18n/invoice, shared with the member centre): two chunks fetched together, so each stays within
 * a widget dictionary's budget and the invoice step opens with its words already there.
 */
const withInvoice =
  (own: Table, invoice: Table): Table =>
  async () => {
    const [a, b] = await Promise.all([own(), invoice()]);
    return { default: { ...a.default, ...b.default } };
  };

export default defineWidget({
  name: 'checkout',
  Component: CheckoutWidget,
  css: controlsCss + chromeCss + stepsCss + buyingCss + formCss + cashierCss,
  strings: {
    es_MX: withInvoice(
      () => import('./i18n/es_MX'),
      () => import('../../core/ui/i18n/invoice/es_MX'),
    ),
    en_US: withInvoice(
      () => import('./i18n/en_US'),
      () => import('../../core/ui/i18n/invoice/en_US'),
    ),
    zh_CN: withInvoice(
      () => import('./i18n/zh_CN'),
      () => import('../../core/ui/i18n/invoice/zh_CN'),
    ),
  },
});
