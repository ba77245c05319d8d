import type { CartGlance } from '../../core/api/cart';
import type { Locale } from '../../core/locale';
import { formatMoney } from '../../core/money';
import { t } from '../../core/locale';
import { CartLine, type LineLook } from '../../core/ui/cart-line';

/** The panel's look of a line (mini-cart.css). */
const look: LineLook = { line: 'line', image: 48, info: 'info', tag: 'tag', notice: 'warn', subtotal: 'subtotal' };

/** Cart lines grouped by shop; invalid lines are marked, not hidden. */
export function CartLines({ cart, locale }: { cart: CartGlance; locale: Locale }) {
  return (
    <div class="lines">
      {cart.cart_list.map((shop) => (
        <section key={shop.seller_id} class="shop">
          <h3>{shop.seller_name}</h3>
          <ul>
            {shop.sku_list.map((sku) => (
              // one sku may be in the cart twice: wholesale and dropshipping
              <CartLine
                key={`${sku.sku_id}:${sku.shipment_type}`}
                sku={sku}
                look={look}
                class={sku.invalid === 1 ? 'invalid' : undefined}
                dropship={t('miniCart.dropship')}
                details={
                  sku.invalid !== 1 && (
                    <span class="meta">
                      {sku.num} × {formatMoney(sku.purchase_price, locale)}
                    </span>
                  )
                }
                notice={sku.invalid === 1 ? t('cart.removed') : undefined}
              />
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
