import { describe, expect, test } from 'vitest';
import { showsBackToTop, BACK_TO_TOP_PX } from '../layout/back-to-top';
import { cartSteps, parseWay } from '../../core/cart/steps';
import { pageCount, pageItems } from '../../core/ui/page-items';
import { footerColumns, documentKey } from '../layout/footer-columns';
import { parseSearch, searchHref } from '../pages/search-params';
import { categoryName } from './category-name';
import { isCurrent, isExternal, linkAttrs } from '../../core/links';
import { promoHref } from './links';

describe('back to top (spec §9: after 200 px)', () => {
  test.each([
    [0, false],
    [199, false],
    [200, false],
    [201, true],
    [5000, true],
  ])('scrollY %i → %s', (y, shown) => {
    expect(showsBackToTop(y)).toBe(shown);
  });
  test('the threshold is the spec’s', () => expect(BACK_TO_TOP_PX).toBe(200));
});

describe('cart step bar (spec §2)', () => {
  test('three steps for the cart', () => expect(cartSteps('CART')).toEqual(['cart', 'order', 'submitted']));
  test('no "my cart" step for BUY_NOW', () => expect(cartSteps('BUY_NOW')).toEqual(['order', 'submitted']));
  test('the default way is CART', () => expect(cartSteps(undefined)).toHaveLength(3));
  test.each([
    ['BUY_NOW', 'BUY_NOW'],
    ['CART', 'CART'],
    ['buy_now', 'CART'],
    [undefined, 'CART'],
  ] as const)('parseWay(%s) = %s', (v, way) => expect(parseWay(v)).toBe(way));
});

describe('footer columns (spec §2)', () => {
  test('my-account only when logged in', () => {
    expect(footerColumns(false).map((c) => c.id)).toEqual(['cooperation', 'help', 'sites']);
    expect(footerColumns(true).map((c) => c.id)).toEqual(['cooperation', 'help', 'account', 'sites']);
  });
  test('cooperation offers the application and help links the documents', () => {
    const [coop, help] = footerColumns(false);
    expect(coop!.links[0]).toEqual({ key: 'apply', action: 'apply' });
    expect(help!.links.map((l) => l.href)).toContain('/return?id=6905');
    expect(help!.links.map((l) => l.href)).toContain('/help');
  });
  test.each([
    ['6905', 'returns'],
    ['6913', 'sellerAgreement'],
    ['1', undefined],
    [undefined, undefined],
  ])('documentKey(%s) = %s', (id, key) => expect(documentKey(id)).toBe(key));
});

describe('pagination', () => {
  test.each([
    [1, 0, []],
    [1, 1, [1]],
    [1, 5, [1, 2, 'gap', 5]],
    [5, 10, [1, 'gap', 4, 5, 6, 'gap', 10]],
    [3, 10, [1, 2, 3, 4, 'gap', 10]],
    [10, 10, [1, 'gap', 9, 10]],
    [4, 7, [1, 2, 3, 4, 5, 6, 7]],
  ])('page %i of %i', (current, total, items) => {
    expect(pageItems(current, total)).toEqual(items);
  });
  test.each([
    [0, 24, 0],
    [1, 24, 1],
    [24, 24, 1],
    [25, 24, 2],
  ])('pageCount(%i, %i) = %i', (total, size, n) => expect(pageCount(total, size)).toBe(n));
});

describe('search page URL', () => {
  test('parses what a reload or back restores', () => {
    expect(parseSearch({ keyword: ' audifonos ', pageNo: '3', productCateGrandId: '1', productCateId: '12' })).toEqual({
      keyword: 'audifonos',
      productCateGrandId: '1',
      productCateId: '12',
      pageNo: 3,
    });
  });
  test.each(['0', '-2', 'x', '1.5', undefined])('pageNo %s falls back to 1', (pageNo) => {
    expect(parseSearch(pageNo === undefined ? {} : { pageNo }).pageNo).toBe(1);
  });
  test('the keyword is capped at 200 characters without quotes', () => {
    expect(parseSearch({ keyword: `o'k${'a'.repeat(300)}` }).keyword).toHaveLength(200);
    expect(parseSearch({ keyword: "o'k" }).keyword).toBe('ok');
  });
  test.each([
    [{ keyword: 'a b' }, '/search?keyword=a+b'],
    [{ keyword: 'x', pageNo: 1 }, '/search?keyword=x'],
    [{ keyword: 'x', pageNo: 2 }, '/search?keyword=x&pageNo=2'],
    [{ productCateGrandId: '1', productCateId: '12' }, '/search?productCateGrandId=1&productCateId=12'],
    [{}, '/search'],
  ])('searchHref(%j) = %s', (p, href) => expect(searchHref(p)).toBe(href));
});

describe('category names (spec §3: cn/en/mx)', () => {
  const c = { cn: '电子', en: 'Electronics', mx: 'Electrónica' };
  test.each([
    ['zh_CN', '电子'],
    ['en_US', 'Electronics'],
    ['es_MX', 'Electrónica'],
  ] as const)('%s', (locale, name) => expect(categoryName(c, locale)).toBe(name));
  test('an empty name falls back to Spanish', () => expect(categoryName({ ...c, en: '' }, 'en_US')).toBe('Electrónica'));
});

describe('links', () => {
  test.each([
    ['http://a.mx', true],
    ['HTTPS://a.mx/x', true],
    ['/goods/1', false],
    ['goods', false],
  ])('isExternal(%s) = %s', (url, ext) => expect(isExternal(url)).toBe(ext));
  test('external links open a new tab without opener', () => {
    expect(linkAttrs('https://partner.mx')).toEqual({ href: 'https://partner.mx', target: '_blank', rel: 'noopener noreferrer' });
    expect(linkAttrs('coupons')).toEqual({ href: '/coupons' });
  });
  test.each([
    ['/coupons', '/coupons', '', true],
    ['/search?keyword=a', '/search', '?keyword=a', true],
    ['/search?keyword=a', '/search', '?keyword=b', false],
    ['/search', '/search', '?keyword=b', false],
    ['https://x.mx/coupons', '/coupons', '', false],
  ])('isCurrent(%s) at %s%s = %s', (href, pathname, search, current) => {
    expect(isCurrent(href, { pathname, search })).toBe(current);
  });
  test.each([
    ['URL', 'https://x.mx', 'https://x.mx'],
    ['GOODS', '12', '/goods/12'],
    ['KEYWORD', 'café', '/search?keyword=caf%C3%A9'],
    ['SHOP', '9', '/shop/9'],
    ['CATEGORY', '3', '/search?productCateId=3'],
  ] as const)('promoHref(%s, %s) = %s', (type, value, href) => expect(promoHref(type, value)).toBe(href));
});
