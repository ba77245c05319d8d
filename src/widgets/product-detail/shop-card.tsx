import { fetchTagGoods, type ShopCard as Shop } from '../../core/api/goods';
import { collectShop, fetchShopCollected } from '../../core/api/member-goods';
import { formatMoney } from '../../core/money';
import { useT } from '../../core/ui/use-t';
import { StoreLink } from './link';
import { ToggleButton } from './toggle-button';
import { useAsync } from '../../core/ui/use-async';

/** The seller: where it is, how big, a way in, and its five best sellers (spec: tags hot, num 5). */
export function ShopCard({ shop, goodsId }: { shop: Shop; goodsId: number }) {
  const { t, locale } = useT();
  const { state: hot } = useAsync(() => fetchTagGoods(shop.shopId, 'hot', 5), [shop.shopId]);
  const others = hot.status === 'ready' ? hot.data.filter((g) => g.goods_id !== goodsId) : [];
  return (
    <aside class="shop" aria-labelledby="shop-name">
      <div class="shop-head">
        <img src={shop.logo} alt="" width="48" height="48" />
        <div>
          <span class="muted">{t('pd.shop')}</span>
          <h2 id="shop-name">{shop.shopName}</h2>
          <p class="muted">
            {shop.city}, {shop.state} · {t('pd.shopGoods', { n: shop.goodsCount })}
          </p>
        </div>
      </div>
      <div class="shop-actions">
        <StoreLink class="btn" path={`/shop/${shop.shopId}`}>
          {t('pd.visitShop')}
        </StoreLink>
        <StoreLink class="btn chat-shop" path={`/chat?shop_id=${shop.shopId}&goods_id=${goodsId}`}>
          {t('pd.chatShop')}
        </StoreLink>
        <ToggleButton
          class="collect"
          goodsId={goodsId}
          load={() => fetchShopCollected(shop.shopId)}
          save={(on) => collectShop(shop.shopId, on)}
          labels={{ on: t('pd.collected'), off: t('pd.collect'), done: (on) => (on ? t('pd.collectedDone') : t('pd.uncollectedDone')) }}
        />
      </div>
      {others.length > 0 && (
        <>
          <h3>{t('pd.shopHot')}</h3>
          <ul class="hot">
            {others.map((g) => (
              <li key={g.goods_id}>
                <StoreLink path={`/goods/${g.goods_id}`}>
                  <img src={g.thumbnail} alt="" width="56" height="56" loading="lazy" />
                  <span class="hot-name">{g.goods_name}</span>
                  <strong>{formatMoney(g.price, locale)}</strong>
                </StoreLink>
              </li>
            ))}
          </ul>
        </>
      )}
    </aside>
  );
}
