import { defineWidgetElement } from '../widget-element';

/**
 * Opens the footer's distributor dialog: the widget's element is defined on first use, so its
 * chunk loads only when a buyer applies. The footer's link and `vitrina('open',
 * 'distributor-dialog')` on the full storefront both come here.
 */
export function openDistributorDialog(host: Element | null | undefined): void {
  defineWidgetElement('vitrina-distributor-dialog', () => import('../../widgets/distributor-dialog/index'));
  host?.setAttribute('open', '');
}
