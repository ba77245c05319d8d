import { useT } from '../../../core/ui/use-t';
import { StepBar } from '../../components/step-bar';
import { useSheet } from '../../../core/ui/use-sheet';
import { useDocumentTitle } from '../../lib/use-title';
import type { PageProps } from '../../types';
import { defineWidgetElement } from '../../widget-element';
import { buyingCss as css } from '../../../core/ui/buying-sheet';

// The page embeds the very widget a partner embeds; its chunk loads with this page, not before.
defineWidgetElement('vitrina-cart', () => import('../../../widgets/cart/index'));

/** `/cart` and `/cart-list`: the cart widget under the order steps. */
export default function CartRoute(_props: PageProps) {
  const { t } = useT();
  const ref = useSheet<HTMLDivElement>(css);
  useDocumentTitle(t('buy.cart.title'));
  return (
    <div class="wrap page buy" ref={ref}>
      <StepBar current="cart" />
      <h1 class="buy-title">{t('buy.cart.title')}</h1>
      <vitrina-cart />
    </div>
  );
}
