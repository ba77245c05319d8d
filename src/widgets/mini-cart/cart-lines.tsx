import type { CartGlance } from '../../core/api/cart';
import type { Locale } from '../../core/locale';
import { formatMoney } from '../../core/money';
import { t } from '../../core/locale';
import { DROPSHIP } from '../../core/contract/shipment';

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
              <li key={`${sku.sku_id}:${sku.shipment_type}`} class={sku.invalid === 1 ? 'line invalid' : 'line'}>
                <img src={sku.goods_image} alt="" width="48" height="48" loading="lazy" />
                <div class="info">
                  <span class="name">{sku.name}</span>
                  {sku.shipment_type === DROPSHIP && <span class="tag">{t('miniCart.dropship')}</span>}
                  {sku.invalid === 1 ? (
                    <span class="warn">{t('cart.removed')}</span>
                  ) : (
                    <span class="meta">
                      {sku.num} × {formatMoney(sku.purchase_price, locale)}
                    </span>
                  )}
                </div>
                <span class="subtotal">{formatMoney(sku.subtotal, locale)}</span>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
