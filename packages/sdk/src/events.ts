// The detail of every `vitrina:*` event, as the README's Events table describes it. The names come
// from the generated list (src/core/events.ts): an event added there without its detail here
// fails to compile (`satisfies` below), and the README test checks that every event it lists is one.
import type { VitrinaEventName, VitrinaWidgetName } from './generated.js';

/** The spec's locales. */
export type VitrinaLocale = 'es_MX' | 'en_US' | 'zh_CN';

/** GA4's e-commerce item (https://developers.google.com/analytics/devguides/collection/ga4/reference/events). */
export interface VitrinaCommerceItem {
  item_id: string;
  item_name?: string;
  item_brand?: string;
  item_category?: string;
  item_variant?: string;
  price?: number;
  quantity: number;
}

/** GA4's own detail, handed to any analytics as it is. */
export interface VitrinaCommerceDetail {
  currency: 'MXN';
  /** MXN, what the items come to (the trade's total on purchase) */
  value: number;
  items: VitrinaCommerceItem[];
  /** purchase: the trade's or order's sn */
  transaction_id?: string;
  /** add_payment_info: the payment type chosen */
  payment_type?: string;
}

/** The stable codes of `vitrina:error` (README, "Errors"); new ones may come. */
export type VitrinaErrorCode =
  /** what the page asked: `detail.command` names the command */
  | 'unknown-command'
  | 'bad-argument'
  | 'bad-locale'
  | 'unknown-widget'
  | 'failed'
  /** what a widget showed the buyer: `detail.widget` names the widget */
  | 'mount-failed'
  | 'load-failed'
  | 'action-refused'
  | (string & {});

/** A failure a widget showed the buyer (`load-failed`, `action-refused`), told by its host. */
export interface VitrinaFailureDetail {
  message: string;
  /** the API's status (0: no connection), code and address, when an API call failed */
  status?: number;
  apiCode?: string;
  url?: string;
}

/** The member (`vitrina:login`); the fields the buyer API's member info has, all optional but the ids. */
export interface VitrinaUser {
  uid?: number | string;
  username?: string;
  nickname?: string;
  [field: string]: unknown;
}

export interface VitrinaMemberRoute {
  widget: 'member-centre';
  page: string;
  /** what a detail page shows (an order's sn, an invoice's id) */
  id?: string;
  path: string;
}

export interface VitrinaCheckoutRoute {
  widget: 'checkout';
  step: 'order' | 'invoice' | 'cashier' | 'pay' | 'result';
  sn?: string;
  kind?: string;
  invoice?: string;
  path: string;
}

export interface VitrinaEventDetails {
  /** cancelable: `preventDefault()` to route in-app */
  navigate: { path: string; url: string };
  cart: { action: 'add'; skuId: string | number; num: number; count: number; shipmentType: number };
  login: { user: VitrinaUser | null };
  logout: { user: null } | { reason: string };
  locale: { locale: VitrinaLocale };
  ready: { widget: VitrinaWidgetName };
  goods: { goodsId: string; status: 'ready' | 'missing'; title: string };
  purchase_request: { id: number };
  /** 1 distributor, 2 factory, 3 seller */
  application: { applyType: 1 | 2 | 3 };
  draft: { dirty: boolean };
  cancel: { dirty: boolean };
  /** the member centre's is cancelable */
  route: VitrinaMemberRoute | VitrinaCheckoutRoute;
  title: { widget: VitrinaWidgetName; title: string };
  order: { sn: string; total: number };
  paid: { sn: string };
  /**
   * With `command`: the page asked something Vitrina ignored. With `widget` (or neither, for a
   * refused `vitrina('addToCart', …)`): a widget showed the buyer a failure; `mount-failed`'s
   * detail is the loader's error, `load-failed`'s and `action-refused`'s a `VitrinaFailureDetail`.
   */
  error: { code: VitrinaErrorCode; command?: string; widget?: VitrinaWidgetName | 'storefront'; detail?: unknown };
  view_item: VitrinaCommerceDetail;
  add_to_cart: VitrinaCommerceDetail;
  begin_checkout: VitrinaCommerceDetail;
  add_payment_info: VitrinaCommerceDetail;
  purchase: VitrinaCommerceDetail;
}

/** Every event the SDK has a detail for is a real one, and every real one has its detail. */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Holds<T extends true> = T;
export type EventsComplete = Holds<Same<keyof VitrinaEventDetails, VitrinaEventName>>;

/** `vitrina:cart` → its `CustomEvent`, for `addEventListener`. */
export type VitrinaEventMap = { [E in VitrinaEventName as `vitrina:${E}`]: CustomEvent<VitrinaEventDetails[E]> };
