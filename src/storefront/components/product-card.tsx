import type { Product } from '../../core/api/products';
import { formatMoney } from '../../core/money';
import { bcp47, t, type Locale } from '../../core/locale';
import { Icon } from '../../core/ui/icons';

/** A product in a grid: what a wholesale buyer compares first — price, pack size, sales, shop. */
export function ProductCard({ product: p, locale }: { product: Product; locale: Locale }) {
  const soldOut = p.stock === 0;
  const was = p.originalPrice > p.price ? p.originalPrice : undefined;
  return (
    <li class="card">
      <a class="card-link" href={`/goods/${encodeURIComponent(String(p.goodsId))}`}>
        <span class="card-img">
          <img src={p.image} alt="" width="240" height="240" loading="lazy" decoding="async" />
          {soldOut && <span class="badge-soldout">{t('sf.product.outOfStock')}</span>}
        </span>
        <span class="card-name">{p.name}</span>
      </a>
      <div class="card-price">
        <strong>{formatMoney(p.price, locale)}</strong>
        {was !== undefined && (
          <s>
            <span class="v-sr">{t('sf.product.was')} </span>
            {formatMoney(was, locale)}
          </s>
        )}
      </div>
      <div class="card-meta">
        {p.packageUnit > 1 && <span class="chip">{t('sf.product.packageUnit', { n: p.packageUnit })}</span>}
        {p.sales > 0 && <span>{t('sf.product.sold', { n: p.sales.toLocaleString(bcp47(locale)) })}</span>}
      </div>
      {p.shopName && (
        <a class="card-shop" href={`/shop/${encodeURIComponent(String(p.shopId))}`}>
          <Icon name="shop" size={14} />
          <span>{p.shopName}</span>
        </a>
      )}
    </li>
  );
}

export function ProductGrid({ products, locale }: { products: readonly Product[]; locale: Locale }) {
  return (
    <ul class="grid">
      {products.map((p) => (
        <ProductCard key={p.goodsId} product={p} locale={locale} />
      ))}
    </ul>
  );
}

/** Placeholders the size of real cards, so the page does not jump when products arrive. */
export function GridSkeleton({ count }: { count: number }) {
  return (
    <ul class="grid" aria-hidden="true">
      {Array.from({ length: count }, (_, i) => (
        <li key={i} class="card skeleton">
          <span class="card-img" />
          <span class="line" />
          <span class="line short" />
        </li>
      ))}
    </ul>
  );
}
