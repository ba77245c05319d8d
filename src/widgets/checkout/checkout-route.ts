import type { Way } from '../../core/api/cart';
import type { PayKind } from '../../core/api/payment';
import { RECEIPT_PATH, RECEIPT_TYPES, type ReceiptType } from '../../core/contract/checkout';

/**
 * The checkout's steps: the order form, an invoice's details (opened from the order form), the
 * cashier, on the way to the gateway, the payment's result.
 */
export const CHECKOUT_STEPS = ['order', 'invoice', 'cashier', 'pay', 'result'] as const;
export type CheckoutStep = (typeof CHECKOUT_STEPS)[number];

/** Where the checkout stands; what a host keeps in its URL and gives back as attributes. */
export interface CheckoutRoute {
  step: CheckoutStep;
  /** the trade's (or, with kind ORDER, one order's) sn; '' on the order form */
  sn: string;
  kind: PayKind;
  way: Way;
  /** back from the gateway: the bill to confirm, and the word the gateway sent (never trusted) */
  bill: string;
  status: string;
  /** the invoice step's type */
  invoice: ReceiptType;
}

/** The attributes a host may set (strings, possibly anything). */
export interface CheckoutProps {
  step?: string;
  sn?: string;
  kind?: string;
  way?: string;
  bill?: string;
  status?: string;
  /** the invoice step's type: ELECTRO, VATORDINARY or VATOSPECIAL */
  invoice?: string;
}

const SN = /^[A-Za-z0-9_-]{1,40}$/;
const BILL = /^[A-Za-z0-9:_-]{1,64}$/;
const STATUS = /^[A-Z]{1,16}$/;

/**
 * A route from attributes: an unknown step is the order form, and a step that needs an sn
 * without a well-formed one is the order form too (nothing is sent that the API would refuse).
 */
export function routeOf(props: CheckoutProps): CheckoutRoute {
  const sn = props.sn && SN.test(props.sn) ? props.sn : '';
  const wanted = CHECKOUT_STEPS.find((step) => step === props.step) ?? 'order';
  const invoice = RECEIPT_TYPES.find((type) => type === props.invoice);
  // the order form and an invoice's details need no sn; an invoice step needs a known type
  const needsSn = wanted !== 'order' && wanted !== 'invoice';
  return {
    step: (needsSn && !sn) || (wanted === 'invoice' && !invoice) ? 'order' : wanted,
    sn,
    kind: props.kind === 'ORDER' ? 'ORDER' : 'TRADE',
    way: props.way === 'BUY_NOW' ? 'BUY_NOW' : 'CART',
    bill: props.bill && BILL.test(props.bill) ? props.bill : '',
    status: props.status && STATUS.test(props.status) ? props.status : '',
    invoice: invoice ?? 'ELECTRO',
  };
}

/** The query the server sends a partner page back with (server/src/domains/payment/service.ts), plus the gateway's `status`. */
export const RETURN_PARAMS = { kind: 'vitrina_kind', sn: 'vitrina_sn', bill: 'vitrina_bill' } as const;

/**
 * Back on a partner page from the gateway: the pay step confirming that payment's bill (a
 * gateway's notification may arrive after the buyer does), which then shows the result; as the
 * marketplace's own return page does. Undefined when the page's query names no payment.
 */
export function returnedRoute(search: string): CheckoutRoute | undefined {
  const query = new URLSearchParams(search);
  const sn = query.get(RETURN_PARAMS.sn);
  if (!sn) return undefined;
  const route = routeOf({
    step: 'pay',
    sn,
    kind: query.get(RETURN_PARAMS.kind) ?? undefined,
    bill: query.get(RETURN_PARAMS.bill) ?? undefined,
    status: query.get('status') ?? undefined,
  });
  return route.step === 'pay' && route.bill ? route : undefined;
}

/** The marketplace's own address of a route (full-page mode keeps the steps in its URL). */
export function storefrontPath(route: CheckoutRoute): string {
  const target = `${route.kind === 'ORDER' ? 'order_sn' : 'trade_sn'}=${encodeURIComponent(route.sn)}`;
  const status = route.status ? `&status=${encodeURIComponent(route.status)}` : '';
  switch (route.step) {
    case 'order':
      return route.way === 'BUY_NOW' ? '/checkout?way=BUY_NOW' : '/checkout';
    case 'invoice':
      return `${RECEIPT_PATH[route.invoice]}${route.way === 'BUY_NOW' ? '?way=BUY_NOW' : ''}`;
    case 'cashier':
      return `/checkout/cashier?${target}`;
    case 'pay':
      return `/checkout/cashier-load-pay?${target}${route.bill ? `&bill=${encodeURIComponent(route.bill)}` : ''}${status}`;
    case 'result':
      return `/payment-complete?${target}${status}`;
  }
}

/** The page the gateway should send the buyer back to: this partner page, without a previous payment's query. */
export function partnerReturnUrl(href: string): string {
  const url = new URL(href);
  for (const name of [...url.searchParams.keys()]) if (name === 'status' || name.startsWith('vitrina_')) url.searchParams.delete(name);
  url.hash = '';
  return url.toString();
}
