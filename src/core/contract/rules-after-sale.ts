// After-sale and refunds (issue 12 §4): the kinds of service, their states, the reasons a buyer
// gives and the limits of the form, shared by the member centre's form and the server's schemas.

/** Return and refund; refund only (paid, not shipped: also how a paid order is cancelled); exchange. */
export const SERVICE_TYPES = ['RETURN_GOODS', 'ORDER_CANCEL', 'CHANGE_GOODS'] as const;
export type ServiceType = (typeof SERVICE_TYPES)[number];

/**
 * APPLY → PASS | REFUSE; PASS → WAIT_FOR_MANUAL (refund only: nothing to send back) / SHIPPED (the
 * buyer sent the goods) → STOCK_IN → REFUNDING → COMPLETED; an exchange STOCK_IN → RESHIPPED (the
 * seller sent the replacement) → COMPLETED (the buyer received it); CLOSED when the buyer
 * withdraws it (while APPLY).
 */
export const SERVICE_STATUSES = [
  'APPLY',
  'PASS',
  'REFUSE',
  'WAIT_FOR_MANUAL',
  'SHIPPED',
  'STOCK_IN',
  'RESHIPPED',
  'REFUNDING',
  'COMPLETED',
  'CLOSED',
] as const;
export type ServiceStatus = (typeof SERVICE_STATUSES)[number];

/** States after which a service holds no units any more. */
export const SERVICE_ENDED: readonly ServiceStatus[] = ['REFUSE', 'COMPLETED', 'CLOSED'];
/** States whose units no longer count as "in service" (a refused or withdrawn application gives them back). */
export const SERVICE_RELEASED: readonly ServiceStatus[] = ['REFUSE', 'CLOSED'];

/** The reasons a buyer picks from (their text is in each locale's dictionary). */
export const SERVICE_REASONS = ['DAMAGED', 'WRONG_ITEM', 'NOT_AS_DESCRIBED', 'QUALITY', 'NO_LONGER_NEEDED', 'OTHER'] as const;
export type ServiceReason = (typeof SERVICE_REASONS)[number];

/** Up to 5 images of the goods. */
export const SERVICE_IMAGES_MAX = 5;
/** The description, in characters. */
export const SERVICE_DESCRIPTION_MAX = 500;
/** Lines of one application. */
export const SERVICE_LINES_MAX = 50;
/** Units of one line as sent (the order decides the real limit). */
export const SERVICE_NUM_MAX = 99_999;
/** A courier's tracking number. */
export const SERVICE_SHIP_NO_MAX = 40;
export const SERVICE_SHIP_NO_PATTERN = /^[A-Za-z0-9-]{4,40}$/;
/** What a seller writes when refusing or passing. */
export const SERVICE_REMARK_MAX = 200;

/** Which kinds an order allows: refund only while nothing was shipped, return or exchange once it was. */
export function allowedServiceTypes(order: { pay_status: string; ship_status: string; order_status: string }): ServiceType[] {
  if (order.pay_status !== 'PAY_YES' || order.order_status === 'CANCELLED') return [];
  return order.ship_status === 'SHIP_NO' ? ['ORDER_CANCEL'] : ['RETURN_GOODS', 'CHANGE_GOODS'];
}
