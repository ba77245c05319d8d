import type { Purchase } from '../../../core/api/purchase';
import { bcp47, type Locale } from '../../../core/locale';
import { formatMoney } from '../../../core/money';
import { useT } from '../../../core/ui/use-t';

/** A day sent in seconds of its midnight UTC, shown as that calendar day wherever the buyer is. */
export const dayText = (seconds: number, locale: Locale) =>
  new Intl.DateTimeFormat(bcp47(locale), { dateStyle: 'medium', timeZone: 'UTC' }).format(seconds * 1000);

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
