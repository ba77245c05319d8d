import type { Purchase } from '../../../core/api/purchase';
import { formatMoney } from '../../../core/money';
import { useT } from '../../../core/ui/use-t';

// The form's day format, shared with the purchase form widget that shows the date window in it.
export { dayText } from '../../../widgets/purchase-form/day-text';

/** The price as the buyer set it: negotiable and face to face carry the expected amount too. */
export function PriceText({ purchase }: { purchase: Purchase }) {
  const { t, locale } = useT();
  return (
    <span class="pur-price">
      <strong>{formatMoney(purchase.goods_price, locale)}</strong>{' '}
      <span class="muted small">{t(`pur.priceType.${purchase.price_type}`)}</span>
    </span>
  );
}

export function StatusBadge({ status }: { status: Purchase['status'] }) {
  const { t } = useT();
  return <span class={`pur-badge ${status}`}>{t(`pur.status.${status}`)}</span>;
}
