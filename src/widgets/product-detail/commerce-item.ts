// GA4's view_item and add_to_cart for the product detail (core/analytics.ts has the shape). Sent
// with the runtime's `emit`, not analytics.ts's helper: a module the checkout shares would be a
// chunk of its own on this widget's partner pages.
import type { CommerceDetail, CommerceEvent } from '../../core/analytics';
import type { GoodsDetail } from '../../core/contract/types-goods';
import { emit } from '../../core/events';

/** The goods (or one of its skus: its id and chosen values) as one GA4 item, `quantity` at `price`. */
export function sendGoods(
  host: EventTarget,
  event: Extract<CommerceEvent, 'view_item' | 'add_to_cart'>,
  goods: GoodsDetail,
  skuId: number | undefined,
  price: number,
  quantity: number,
): void {
  const sku = skuId === undefined ? undefined : goods.skus.find((candidate) => candidate.skuId === skuId);
  // the chosen values, axis by axis ("Rojo / M"): GA4's variant
  const variant = sku?.specValueIds
    .map((id, axis) => goods.specs[axis]?.values.find((value) => value.specValueId === id)?.specValue)
    .filter((value) => value !== undefined)
    .join(' / ');
  emit(host, event, {
    currency: 'MXN',
    value: Math.round(price * quantity * 100) / 100,
    items: [
      {
        item_id: String(skuId ?? goods.goodsId),
        item_name: goods.name,
        item_brand: goods.brandName,
        item_category: goods.categoryName,
        ...(variant ? { item_variant: variant } : {}),
        price,
        quantity,
      },
    ],
  } satisfies CommerceDetail);
}
