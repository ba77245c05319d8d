// Widgets talk to the host page with DOM events: `vitrina:*`, bubbling, composed (they cross the
// shadow boundary), so a partner listens on document or on the element itself.
export type VitrinaEvent =
  | 'navigate'
  | 'cart'
  | 'login'
  | 'logout'
  | 'locale'
  | 'ready'
  | 'goods'
  /** the purchase form published a request: `{ id }` (not `purchase`: that name is GA4's, analytics.ts) */
  | 'purchase_request'
  /** the distributor dialog sent an application: `{ applyType }` */
  | 'application'
  /** a form's unsaved input came or went: `{ dirty }`, so a host can guard leaving it */
  | 'draft'
  /** the buyer pressed a form's host-given cancel button: `{ dirty }` */
  | 'cancel'
  /** a widget's page or step changed: `{ widget, page, id?, path }` (member centre) or `{ widget, step, sn }` (checkout), for a host router to mirror */
  | 'route'
  /** a widget's page named itself: `{ widget, title }` (full-page mode titles the document with it) */
  | 'title'
  /** the checkout created a trade: `{ sn, total }` */
  | 'order'
  /** the checkout saw a payment confirmed: `{ sn }` */
  | 'paid'
  /** the host page asked something Vitrina ignored: `{ code, command, detail }` (report.ts); or a widget showed the buyer a failure: `{ code, widget, detail }` (failure.ts) */
  | 'error'
  /** GA4's e-commerce events, GA4's detail (analytics.ts) */
  | 'view_item'
  | 'add_to_cart'
  | 'begin_checkout'
  | 'add_payment_info'
  | 'purchase';

/** `vitrina:goods`: the product detail has shown its goods, or found that they do not exist. */
export interface GoodsEventDetail {
  goodsId: string;
  status: 'ready' | 'missing';
  /** what the page is about, translated: the goods' name, or "this product is not available" */
  title: string;
}

/** Dispatches the event; returns false when a listener called preventDefault(). */
export function emit(target: EventTarget, type: VitrinaEvent, detail: unknown, cancelable = false): boolean {
  return target.dispatchEvent(new CustomEvent(`vitrina:${type}`, { bubbles: true, composed: true, cancelable, detail }));
}
