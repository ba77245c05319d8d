import { describe, expect, it } from 'vitest';
import { payOutcome, type PayOutcome } from './pay-outcome';

type Input = Parameters<typeof payOutcome>[0];

describe('payOutcome: the state of the orders → what /payment-complete says', () => {
  const cases: [string, Input, PayOutcome][] = [
    ['paid', { pay_state: 'PAID', need_pay_price: 0, refund_price: 0, pay_type_text: 'ONLINE' }, { kind: 'paid', refund: 0 }],
    [
      'paid twice: the second payment went back',
      { pay_state: 'PAID', need_pay_price: 0, refund_price: 120.5, pay_type_text: 'ONLINE' },
      { kind: 'paid', refund: 120.5 },
    ],
    [
      'cancelled before the money arrived',
      { pay_state: 'CANCELLED', need_pay_price: 0, refund_price: 310, pay_type_text: 'ONLINE' },
      { kind: 'refunded', refund: 310 },
    ],
    [
      'cancelled with nothing paid',
      { pay_state: 'CANCELLED', need_pay_price: 0, refund_price: 0, pay_type_text: 'ONLINE' },
      { kind: 'cancelled' },
    ],
    [
      'not yet paid',
      { pay_state: 'UNPAID', need_pay_price: 99.9, refund_price: 0, pay_type_text: 'ONLINE' },
      { kind: 'unpaid', due: 99.9 },
    ],
    [
      'part paid from the balance, the rest still due',
      { pay_state: 'UNPAID', need_pay_price: 40, refund_price: 0, pay_type_text: 'ONLINE' },
      { kind: 'unpaid', due: 40 },
    ],
    [
      'waiting for a bank transfer',
      { pay_state: 'UNPAID', need_pay_price: 50, refund_price: 0, pay_type_text: 'TRANSFER' },
      { kind: 'transfer', due: 50 },
    ],
    ['cash on delivery', { pay_state: 'UNPAID', need_pay_price: 75, refund_price: 0, pay_type_text: 'COD' }, { kind: 'cod', due: 75 }],
  ];
  it.each(cases)('%s', (_, input, expected) => {
    expect(payOutcome(input)).toEqual(expected);
  });
});
