import { useState } from 'react';
import { fetchGoodsDetail } from '../../../core/api/goods';
import { addUnderActivity } from '../../../core/api/trade';
import { errorText } from '../../../core/errors';
import { loginPath, navigate } from '../../../core/navigate';
import { afterCartChange } from '../../../core/cart/after-change';
import { $user } from '../../../core/stores/user';
import { toast } from '../../../core/toasts';
import { useStore } from '../../../core/ui/use-store';
import { useT } from '../../../core/ui/use-t';

export interface PromoBuyProps {
  goodsId: number;
  /** the activity's sku (seckill); group buys and campaigns sell their goods' default sku */
  skuId?: number;
  activityId: number;
  /** EXCHANGE: the points mall (the line then costs its points as well, spent at checkout) */
  promotionType: 'SECKILL' | 'GROUPBUY' | 'CROWDFUNDING' | 'EXCHANGE';
  label: string;
}

/**
 * A promo page's buy button: puts one package of the goods in the cart under the activity (the
 * server prices the line at the activity price and enforces its caps), then opens /cart, where
 * the quantity and the promotion can still be changed. A visitor logs in first and comes back
 * here (spec §4 forward), like receiving a coupon. Adding directly, rather than opening the
 * product, keeps the activity's sku: the detail page's spec picker could choose another one.
 */
export function PromoBuyButton({ goodsId, skuId, activityId, promotionType, label }: PromoBuyProps) {
  const { t } = useT();
  const user = useStore($user);
  const [busy, setBusy] = useState(false);
  const buy = async () => {
    if (!user) return navigate(loginPath());
    setBusy(true);
    try {
      // the package unit (wholesale lines are whole packages) and the default sku come with the detail
      const detail = await fetchGoodsDetail(goodsId);
      await addUnderActivity({
        sku_id: skuId ?? detail.defaultSkuId,
        num: detail.packageUnit,
        activity_id: activityId,
        promotion_type: promotionType,
      });
      await afterCartChange();
      toast(t('cat.promo.added'), 'success');
      navigate('/cart');
    } catch (error) {
      toast(errorText(error), 'error');
      setBusy(false);
    }
  };
  return (
    <button
      type="button"
      class="btn primary"
      disabled={busy}
      data-promo-buy={promotionType}
      title={user ? undefined : t('cat.promo.loginToBuy')}
      onClick={() => void buy()}
    >
      {busy ? t('cat.promo.adding') : label}
    </button>
  );
}
