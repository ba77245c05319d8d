import { describe, expect, test } from 'vitest';
import { routes, MEMBER_CHILDREN, CHECKOUT_CHILDREN, DISTRIBUTION_CHILDREN } from '../routes';
import { createMatcher, normalizePath } from './match';

const match = createMatcher(routes);
const nameOf = (path: string) => match(path)?.route.name;

describe('every route of spec §2 resolves', () => {
  test.each([
    ['/', 'home'],
    ['/policy', 'policy'],
    ['/terms', 'terms'],
    ['/return', 'return'],
    ['/shop', 'shop'],
    ['/shop/88', 'shopDetail'],
    ['/404', 'notFound'],
    ['/500', 'serverError'],
    ['/search', 'search'],
    ['/goods', 'goods'],
    ['/goods/123', 'goodsDetail'],
    ['/productDetail', 'productDetail'],
    ['/goods/snapshot', 'goodsSnapshot'],
    ['/ask-detail', 'askDetail'],
    ['/reply-answer', 'replyAnswer'],
    ['/binder', 'binder'],
    ['/binder-error', 'binderError'],
    ['/cart', 'cart'],
    ['/cart-list', 'cartList'],
    ['/chat', 'chat'],
    ['/find-password', 'findPassword'],
    ['/group-buy', 'groupBuy'],
    ['/coupons', 'coupons'],
    ['/crowdfunding', 'crowdfunding'],
    ['/seckill', 'seckill'],
    ['/points-mall', 'pointsMall'],
    ['/mini-page', 'miniPage'],
    ['/help', 'help'],
    ['/help/7', 'helpDetail'],
    ['/login', 'login'],
    ['/register', 'register'],
    ['/register-by-email', 'registerByEmail'],
    ['/payment-complete', 'paymentComplete'],
    ['/purchase', 'purchase'],
    ['/purchase/add', 'purchaseAdd'],
    ['/purchase/detail', 'purchaseDetail'],
    ['/checkout', 'checkout'],
    ['/checkout/pay', 'checkoutPay'],
    ['/checkout/cashier', 'checkoutCashier'],
    ['/checkout/cashier-load-pay', 'checkoutCashierLoadPay'],
    ['/checkout/electro', 'checkoutElectro'],
    ['/checkout/vatordinary', 'checkoutVatordinary'],
    ['/checkout/vatospecial', 'checkoutVatospecial'],
    ['/member', 'member'],
    ['/member/my-order', 'memberMyOrder'],
    ['/member/my-order/detail', 'memberMyOrderDetail'],
    ['/member/my-complaint/complaint-apply', 'memberMyComplaintComplaintApply'],
    ['/member/change-paymentpassword', 'memberChangePaymentpassword'],
    ['/member/faq-detail', 'memberFaqDetail'],
    ['/member/distribution', 'memberDistribution'],
    ['/member/distribution/my-recommend', 'distributionMyRecommend'],
    ['/member/distribution/withdrawals-history', 'distributionWithdrawalsHistory'],
  ])('%s → %s', (path, name) => {
    expect(nameOf(path)).toBe(name);
  });

  test.each(MEMBER_CHILDREN.map((c) => (c ? `/member/${c}` : '/member')))('member child %s', (path) => {
    expect(match(path)?.route.path).toBe(path);
  });
  test.each(CHECKOUT_CHILDREN.map((c) => (c ? `/checkout/${c}` : '/checkout')))('checkout child %s', (path) => {
    expect(match(path)?.route.path).toBe(path);
  });
  test.each(DISTRIBUTION_CHILDREN.map((c) => `/member/distribution/${c}`))('distribution child %s', (path) => {
    expect(match(path)?.route.path).toBe(path);
  });
});

describe('params', () => {
  test.each([
    ['/goods/123', { id: '123' }],
    ['/help/abc', { id: 'abc' }],
    ['/shop/tienda%20uno', { id: 'tienda uno' }],
    ['/goods/%E6%89%8B%E6%9C%BA', { id: '手机' }],
  ])('%s', (path, params) => {
    expect(match(path)?.params).toEqual(params);
  });

  test('a static segment beats a param whatever the order of the table', () => {
    const m = createMatcher([{ path: '/goods/:id' }, { path: '/goods/snapshot' }]);
    expect(m('/goods/snapshot')?.route.path).toBe('/goods/snapshot');
    expect(m('/goods/5')?.route.path).toBe('/goods/:id');
  });

  test('a malformed escape matches no param', () => {
    expect(match('/goods/%E0%A4%A')).toBeUndefined();
  });
});

describe('trailing and doubled slashes', () => {
  test.each([
    ['/search/', 'search'],
    ['/member/', 'member'],
    ['/member/my-order/detail/', 'memberMyOrderDetail'],
    ['//checkout//pay', 'checkoutPay'],
    ['', 'home'],
  ])('%s → %s', (path, name) => {
    expect(nameOf(path)).toBe(name);
  });

  test.each([
    ['/a/b/', '/a/b'],
    ['/', '/'],
    ['///', '/'],
    ['a', '/a'],
  ])('normalizePath(%s) = %s', (input, out) => {
    expect(normalizePath(input)).toBe(out);
  });
});

describe('unknown paths match nothing (the app replaces them with /404)', () => {
  test.each(['/nope', '/goods/1/2', '/member/unknown', '/checkout/x', '/Search', '/member/distribution/x', '/help/1/2', '/api/x'])(
    '%s',
    (path) => {
      expect(match(path)).toBeUndefined();
    },
  );
});
