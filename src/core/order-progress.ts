// Spec §3 "Order detail states" (waiting payment, paid, in transit, pending review, received,
// closed, transaction success) from the list status code 1–8 of an order.

export type DetailState = 'waitPay' | 'review' | 'paid' | 'transit' | 'received' | 'success' | 'closed' | 'service';

/** The road an order travels, in order; `review` replaces `waitPay` for offline transfers. */
export const PROGRESS: readonly DetailState[] = ['waitPay', 'paid', 'transit', 'received', 'success'];

const BY_CODE: Record<number, DetailState> = {
  1: 'waitPay',
  2: 'paid',
  3: 'transit',
  4: 'received',
  5: 'closed',
  6: 'success',
  7: 'service',
  8: 'review',
};

export const detailState = (statusCode: number): DetailState => BY_CODE[statusCode] ?? 'waitPay';

/** The steps to draw for an order, and how far along it is (−1: closed, off the road). */
export function progressOf(statusCode: number): { steps: DetailState[]; reached: number } {
  const state = detailState(statusCode);
  const steps = PROGRESS.map((step) => (step === 'waitPay' && state === 'review' ? 'review' : step));
  if (state === 'closed') return { steps, reached: -1 };
  if (state === 'service') return { steps, reached: steps.indexOf('received') };
  return { steps, reached: steps.indexOf(state) };
}

/** Orders that can go back to the cart: those no longer waiting for the buyer's money. */
export const canBuyAgain = (statusCode: number): boolean => statusCode !== 1 && statusCode !== 8;
