// GA4's e-commerce events as DOM events (issue 13 §5): a partner plugs in any analytics without code
// of ours — `document.addEventListener('vitrina:add_to_cart', (e) => gtag('event', 'add_to_cart',
// e.detail))`. The names and the detail are GA4's own (currency, value, items with item_id,
// item_name, price, quantity…), so the detail goes to gtag, GTM's dataLayer or another tool as is.
import { emit } from './events';
import type { CartLineGlance } from './contract/types-cart-glance';

export type CommerceEvent = 'view_item' | 'add_to_cart' | 'begin_checkout' | 'add_payment_info' | 'purchase';

/** GA4's item: https://developers.google.com/analytics/devguides/collection/ga4/reference/events */
export interface CommerceItem {
  item_id: string;
  item_name?: string;
  item_brand?: string;
  item_category?: string;
  item_variant?: string;
  price?: number;
  quantity: number;
}

export interface CommerceDetail {
  currency: 'MXN';
  /** MXN, what the items come to (the trade's total on purchase) */
  value: number;
  items: CommerceItem[];
  /** purchase: the trade's or order's sn */
  transaction_id?: string;
  /** add_payment_info: the payment type chosen (ONLINE, COD…) */
  payment_type?: string;
}

const cents = (value: number) => Math.round(value * 100) / 100;

export function commerce(target: EventTarget, event: CommerceEvent, detail: Omit<CommerceDetail, 'currency'>): void {
  emit(target, event, { currency: 'MXN', ...detail, value: cents(detail.value) } satisfies CommerceDetail);
}

/** The checkout's lines as GA4 items. */
export function cartItems(lines: readonly CartLineGlance[]): CommerceItem[] {
  return lines
    .filter((line) => !line.invalid)
    .map((line) => ({ item_id: String(line.sku_id), item_name: line.name, price: line.purchase_price, quantity: line.num }));
}
