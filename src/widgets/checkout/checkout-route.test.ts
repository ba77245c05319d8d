import { describe, expect, test } from 'vitest';
import { partnerReturnUrl, returnedRoute, routeOf, storefrontPath, type CheckoutRoute } from './checkout-route';

const base: CheckoutRoute = { step: 'order', sn: '', kind: 'TRADE', way: 'CART', bill: '', status: '', invoice: 'ELECTRO' };

describe('routeOf: attributes from any host', () => {
  test.each([
    [{}, base],
    [
      { step: 'cashier', sn: 'T123' },
      { ...base, step: 'cashier', sn: 'T123' },
    ],
    [
      { step: 'result', sn: 'O9', kind: 'ORDER', status: 'PAID' },
      { ...base, step: 'result', sn: 'O9', kind: 'ORDER', status: 'PAID' },
    ],
    [
      { step: 'pay', sn: 'T1', bill: 'TRADE:T1:0123456789ab' },
      { ...base, step: 'pay', sn: 'T1', bill: 'TRADE:T1:0123456789ab' },
    ],
    [
      { step: 'order', way: 'BUY_NOW' },
      { ...base, way: 'BUY_NOW' },
    ],
    // a step that needs an sn without a well-formed one opens the order form, sending nothing odd
    [{ step: 'cashier' }, base],
    [{ step: 'cashier', sn: '../../x' }, base],
    [{ step: 'result', sn: 'T1<script>' }, base],
    [
      { step: 'nowhere', sn: 'T1' },
      { ...base, sn: 'T1' },
    ],
    [
      { step: 'cashier', sn: 'T1', kind: 'EVIL', way: 'x', bill: 'a b', status: 'paid!' },
      { ...base, step: 'cashier', sn: 'T1' },
    ],
  ])('%o', (props, expected) => {
    expect(routeOf(props)).toEqual(expected);
  });
});

describe('storefrontPath: the marketplace URL of each step', () => {
  test.each([
    [base, '/checkout'],
    [{ ...base, way: 'BUY_NOW' }, '/checkout?way=BUY_NOW'],
    [{ ...base, step: 'cashier', sn: 'T1' }, '/checkout/cashier?trade_sn=T1'],
    [{ ...base, step: 'cashier', sn: 'O1', kind: 'ORDER' }, '/checkout/cashier?order_sn=O1'],
    [{ ...base, step: 'pay', sn: 'T1' }, '/checkout/cashier-load-pay?trade_sn=T1'],
    [
      { ...base, step: 'pay', sn: 'T1', bill: 'TRADE:T1:ab', status: 'PAID' },
      '/checkout/cashier-load-pay?trade_sn=T1&bill=TRADE%3AT1%3Aab&status=PAID',
    ],
    [{ ...base, step: 'result', sn: 'T1', status: 'PAID' }, '/payment-complete?trade_sn=T1&status=PAID'],
    [{ ...base, step: 'result', sn: 'T1' }, '/payment-complete?trade_sn=T1'],
  ] as [CheckoutRoute, string][])('%o → %s', (route, path) => {
    expect(storefrontPath(route)).toBe(path);
  });
});

describe('the gateway return on a partner page', () => {
  test('the page is sent without a previous payment’s query or fragment', () => {
    expect(partnerReturnUrl('https://p.example/shop/checkout.html?lang=es&vitrina_sn=T1&vitrina_bill=x&status=PAID#top')).toBe(
      'https://p.example/shop/checkout.html?lang=es',
    );
  });

  test('back with vitrina_sn, the widget confirms that payment’s bill, then shows its result', () => {
    expect(returnedRoute('?lang=es&vitrina_kind=TRADE&vitrina_sn=T77&vitrina_bill=TRADE%3AT77%3Aab12&status=PAID')).toEqual({
      ...base,
      step: 'pay',
      sn: 'T77',
      bill: 'TRADE:T77:ab12',
      status: 'PAID',
    });
  });

  test.each(['', '?lang=es', '?vitrina_sn=', '?vitrina_sn=../x', '?vitrina_sn=T1'])('nothing to resume in %s', (search) => {
    expect(returnedRoute(search)).toBeUndefined();
  });
});
