import type { Shop } from '../../../core/api/browse';
import { bcp47 } from '../../../core/locale';
import { useT } from '../../../core/ui/use-t';

/** A shop in the directory: logo, name, where it ships from, how much it sells. */
export function ShopCardItem({ shop }: { shop: Shop }) {
  const { t, locale } = useT();
  const n = (v: number) => v.toLocaleString(bcp47(locale));
  return (
    <li class="shop-card">
      <a href={`/shop/${shop.shopId}`}>
        <img class="shop-logo" src={shop.logo} alt="" width="64" height="64" loading="lazy" decoding="async" />
        <span class="shop-text">
          <span class="shop-name">{shop.shopName}</span>
          <span class="shop-meta">
            {shop.city}, {shop.state}
          </span>
          <span class="shop-meta">
            {t('cat.browse.shops.goods', { n: n(shop.goodsCount) })} · {t('cat.browse.shops.sold', { n: n(shop.sales) })}
          </span>
        </span>
      </a>
    </li>
  );
}
