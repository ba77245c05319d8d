import type { CartShop, CartSku } from '../../core/api/cart';
import { editCart } from '../../core/cart/edits';
import { chosenPromo, promoKey } from '../../core/cart/model';
import { useT } from '../../core/ui/use-t';

/**
 * The line's promotion chooser: the activities the server offers it now, or none. A change shows at once and rolls back if refused, like the
 * other cart edits; why a chosen one does not price the line (ended, over its cap) shows below.
 */
export function PromotionPick({
  sku,
  sellerId,
  name,
  money,
}: {
  sku: CartSku;
  sellerId: CartShop['seller_id'];
  name: string;
  money: (value: number) => string;
}) {
  const { t } = useT();
  // the server offers point goods no FULL_DISCOUNT (spec §4)
  const offers = sku.single_list;
  const chosen = chosenPromo(sku);
  const notice = sku.promotion_notice ? (
    <p class="buy-notice" role="status">
      {sku.promotion_notice}
    </p>
  ) : null;
  if (offers.length === 0) return notice && <div class="buy-promo-box">{notice}</div>;
  const option = (promo: (typeof offers)[number]) =>
    t('cartPage.promotionOption', {
      name: promo.promotion_name,
      price: money(promo.price),
    });
  // the chosen activity's caps under the select: options stay short enough for a 360 px line
  const caps = chosen
    ? [
        chosen.limit_num ? t('cartPage.promotionLimit', { n: chosen.limit_num }) : '',
        chosen.remain_quantity !== null ? t('cartPage.promotionLeft', { n: chosen.remain_quantity }) : '',
      ]
        .filter(Boolean)
        .join(' · ')
    : '';
  const pick = (key: string) => {
    const promo = offers.find((p) => promoKey(p) === key);
    const promotion = promo ? { id: promo.promotion_id, type: promo.promotion_type } : null;
    void editCart({ kind: 'promotion', sellerId, skuId: sku.sku_id, promotion });
  };
  return (
    <div class="buy-promo-box">
      <label class="buy-promo-pick">
        <span class="sr-only">{t('cartPage.promotion', { name })}</span>
        <select value={chosen ? promoKey(chosen) : ''} onChange={(e) => pick(e.currentTarget.value)}>
          <option value="">{t('cartPage.promotionNone')}</option>
          {offers.map((promo) => (
            <option key={promoKey(promo)} value={promoKey(promo)}>
              {option(promo)}
            </option>
          ))}
        </select>
      </label>
      {caps && <p class="muted small buy-promo-caps">{caps}</p>}
      {notice}
    </div>
  );
}
