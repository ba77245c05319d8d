// The runtime's entry points travel with every widget chunk, so the loader needs one import.
export { init, mount, unmount, command } from '../../core/runtime';
import { defineWidget } from '../../core/runtime/widget';
import { DistributorDialog } from './distributor-dialog';
import controlsCss from '../../core/ui/controls.css?inline';
import dialogCss from '../../core/ui/dialog.css?inline';
import css from './distributor-dialog.css?inline';

export default defineWidget({
  name: 'distributor-dialog',
  Component: DistributorDialog,
  css: controlsCss + dialogCss + css,
  strings: {
    es_MX: () => import('./i18n/es_MX'),
    en_US: () => import('./i18n/en_US'),
    zh_CN: () => import('./i18n/zh_CN'),
  },
});
