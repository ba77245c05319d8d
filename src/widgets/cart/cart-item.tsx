import { useState } from 'react';
import type { CartShop, CartSku } from '../../core/api/cart';
import { editCart } from '../../core/cart/edits';
import { chosenPromo, isDropship, lineKey, stepBounds } from '../../core/cart/model';
import { isPackageMultiple } from '../../core/contract/rules';
import { toast } from '../../core/toasts';
import { CartLine } from '../../core/ui/cart-line';
import { PointsEach } from '../../core/ui/points-total';
import { useT } from '../../core/ui/use-t';
import { look } from './look';
import { useFollow } from './use-follow';
import { PromotionPick } from './promotion-pick';

/** A buyable line: its check, promotion, unit price, stepper in package multiples (spec §4) and delete. */
export function CartItem({ sku, sellerId, money }: { sku: CartSku; sellerId: CartShop['seller_id']; money: (value: number) => string }) {
  const { t } = useT();
  const follow = useFollow();
  const { step, min, max } = stepBounds(sku);
  const dropship = isDropship(sku);
  const line = lineKey(sku);
  // Screen readers tell a sku's two lines apart by name: "Select Mug (dropshipping)".
  const name = dropship ? t('cartPage.dropshipName', { name: sku.name }) : sku.name;
  const [draft, setDraft] = useState<string | null>(null);
  // a promotion prices the line: its price under the one without it
  const onPromotion = chosenPromo(sku) !== undefined && !sku.promotion_notice && sku.original_price > sku.purchase_price;
  const specs = sku.spec_list.map((spec) => `${spec.spec_name}: ${spec.spec_value}`).join(' · ');

  const commit = (num: number) => {
    setDraft(null);
    if (num === sku.num) return;
    if (!isPackageMultiple(num, step)) {
      toast(t('cartPage.multiple', { unit: step }), 'warning');
      return;
    }
    void editCart({ kind: 'num', line, num });
  };

  return (
    <CartLine
      sku={sku}
      look={look}
      marked
      dropship={t('cartPage.dropship')}
      {...follow(`/goods/${sku.goods_id}`)}
      details={
        <>
          {specs && <p class="muted small">{specs}</p>}
          <p class="muted small">
            {dropship ? t('cartPage.dropshipUnit') : t('cartPage.pack', { unit: step })} · {t('cartPage.stock', { n: sku.enable_quantity })}
          </p>
        </>
      }
      notice={sku.error_message}
      subtotalLabel={t('cartPage.subtotal')}
      lead={
        <input
          type="checkbox"
          class="buy-line-check"
          checked={sku.checked === 1}
          aria-label={t('cartPage.checkLine', { name })}
          onChange={(e) => void editCart({ kind: 'checkSku', line, checked: e.currentTarget.checked })}
        />
      }
      trail={
        <button type="button" class="linkish buy-del" onClick={() => void editCart({ kind: 'delete', lines: [line] })}>
          {t('cartPage.delete')}
          <span class="sr-only"> {name}</span>
        </button>
      }
    >
      <PromotionPick sku={sku} sellerId={sellerId} name={name} money={money} />
      <p class="buy-unit">
        <span class="sr-only">{t('cartPage.unitPrice')} </span>
        {money(sku.purchase_price)}
        <PointsEach point={sku.point} />
        {onPromotion && (
          <s class="buy-was">
            <span class="sr-only">{t('cartPage.was')} </span>
            {money(sku.original_price)}
          </s>
        )}
      </p>
      <div class="buy-stepper" role="group" aria-label={t('cartPage.quantity', { name })}>
        <button
          type="button"
          aria-label={t(dropship ? 'cartPage.lessOne' : 'cartPage.less')}
          disabled={sku.num - step < min}
          onClick={() => commit(sku.num - step)}
        >
          −
        </button>
        <input
          inputMode="numeric"
          aria-label={t('cartPage.qty')}
          value={draft ?? String(sku.num)}
          onInput={(e) => setDraft(e.currentTarget.value)}
          onBlur={() => draft !== null && commit(Number(draft.trim()))}
          onKeyDown={(e) => {
            if (e.key === 'Enter') e.currentTarget.blur();
            if (e.key === 'Escape') setDraft(null);
          }}
        />
        <button
          type="button"
          aria-label={t(dropship ? 'cartPage.moreOne' : 'cartPage.more')}
          disabled={sku.num + step > max}
          onClick={() => commit(sku.num + step)}
        >
          +
        </button>
      </div>
    </CartLine>
  );
}
