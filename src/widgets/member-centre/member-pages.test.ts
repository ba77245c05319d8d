import { describe, expect, test } from 'vitest';
import { memberLocation, pageLocation, pageOfPath } from './member-pages';

describe('member pages', () => {
  test.each([
    ['/member', 'home'],
    ['/member/', 'home'],
    ['/member/my-order', 'my-order'],
    ['/member/my-order/detail', 'my-order-detail'],
    ['/member/goods-collection', 'goods-collection'],
    ['/member/distribution/my-recommend', 'my-recommend'],
    ['/goods/12', undefined],
    ['/member/../x', undefined],
  ])('%s is the page %s', (path, page) => {
    expect(pageOfPath(path)).toBe(page);
  });

  test('a location keeps its query and names what a detail page shows', () => {
    expect(memberLocation('/member/my-order/detail?sn=O1&x=1')).toEqual({
      page: 'my-order-detail',
      pathname: '/member/my-order/detail',
      search: '?sn=O1&x=1',
      query: { sn: 'O1', x: '1' },
      href: '/member/my-order/detail?sn=O1&x=1',
      id: 'O1',
    });
    expect(memberLocation('/member/my-order?status=WAIT_PAY&page=2')?.query).toEqual({ status: 'WAIT_PAY', page: '2' });
  });

  test.each([['https://evil.example/member'], ['//evil.example/member'], ['/search?keyword=x'], ['/member/nope']])(
    '%s is no member location',
    (href) => {
      expect(memberLocation(href)).toBeUndefined();
    },
  );

  test.each([['../../x'], ['__proto__'], ['constructor'], ['my-order/../..'], ['']])('page "%s" is unknown', (name) => {
    expect(pageLocation(name)).toBeUndefined();
  });

  test('a page by name, with the id of what it shows in its own parameter', () => {
    expect(pageLocation('my-order-detail', 'O 7')?.href).toBe('/member/my-order/detail?sn=O+7');
    expect(pageLocation('faq-detail', '3')?.href).toBe('/member/faq-detail?id=3');
    expect(pageLocation('my-profile', 'ignored')?.href).toBe('/member/my-profile');
  });
});
