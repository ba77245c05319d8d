import { describe, expect, it } from 'vitest';
import { canBuyAgain, detailState, progressOf } from './order-progress';

describe('order progress', () => {
  const cases: [number, string, number][] = [
    [1, 'waitPay', 0],
    [8, 'review', 0],
    [2, 'paid', 1],
    [3, 'transit', 2],
    [4, 'received', 3],
    [6, 'success', 4],
    [7, 'service', 3],
    [5, 'closed', -1],
  ];
  it.each(cases)('code %i is %s, step %i', (code, state, reached) => {
    expect(detailState(code)).toBe(state);
    expect(progressOf(code).reached).toBe(reached);
  });
  it('shows pending review instead of waiting payment for offline transfers', () => {
    expect(progressOf(8).steps[0]).toBe('review');
    expect(progressOf(1).steps[0]).toBe('waitPay');
  });
  it('offers buy again once the buyer no longer owes the order', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8].filter(canBuyAgain)).toEqual([2, 3, 4, 5, 6, 7]);
  });
});
