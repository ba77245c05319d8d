import type { CartShop } from '../../core/api/cart';
import { editCart } from '../../core/cart/edits';
import { lineId } from '../../core/cart/model';
import { useT } from '../../core/ui/use-t';
import { CartItem } from './cart-item';

/** One shop's lines under its name, with the check of all of them. */
export function ShopBlock({ shop, money }: { shop: CartShop; money: (value: number) => string }) {
  const { t } = useT();
  return (
    <section class="buy-shop" aria-label={shop.seller_name}>
      <header class="buy-shop-head">
        <label class="buy-check">
          <input
            type="checkbox"
            checked={shop.checked === 1}
            aria-label={t('cartPage.checkShop', { shop: shop.seller_name })}
            onChange={(e) => void editCart({ kind: 'checkShop', sellerId: shop.seller_id, checked: e.currentTarget.checked })}
          />
          <h2>{shop.seller_name}</h2>
        </label>
      </header>
      <ul class="buy-lines">
        {shop.sku_list.map((sku) => (
          <CartItem key={lineId(sku)} sku={sku} sellerId={shop.seller_id} money={money} />
        ))}
      </ul>
    </section>
  );
}
