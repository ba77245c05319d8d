import { describe, expect, test } from 'vitest';
import en from './i18n/en_US';
import es from './i18n/es_MX';
import zh from './i18n/zh_CN';
import { DISTRIBUTION_HOME, routes } from './routes';

const byName = (name: string) => routes.find((r) => r.name === name)!;

describe('route table', () => {
  test('names and paths are unique', () => {
    expect(new Set(routes.map((r) => r.name)).size).toBe(routes.length);
    expect(new Set(routes.map((r) => r.path)).size).toBe(routes.length);
  });

  test.each([
    ['es_MX', es],
    ['en_US', en],
    ['zh_CN', zh],
  ])('every route has a title in %s', (_, dict) => {
    const titles: Record<string, string> = dict.sf.route;
    for (const r of routes) expect(titles[r.name], r.name).toBeTruthy();
  });

  test.each([
    ['login', 'full', false],
    ['register', 'full', false],
    ['registerByEmail', 'full', false],
    ['checkout', 'full', true],
    ['checkoutCashier', 'full', true],
    ['chat', 'im', true],
    ['home', 'default', false],
    ['search', 'default', false],
    ['cart', 'default', true],
    ['member', 'default', true],
    ['memberMyOrderDetail', 'default', true],
    ['distributionMyRecommend', 'default', true],
    ['purchaseAdd', 'full', true],
    ['goodsDetail', 'default', false],
    ['notFound', 'default', false],
  ] as const)('%s: layout %s, needs login %s', (name, layout, auth) => {
    expect(byName(name).layout).toBe(layout);
    expect(byName(name).auth).toBe(auth);
  });

  test('every member and checkout page needs login', () => {
    for (const r of routes.filter((r) => r.path.startsWith('/member') || r.path.startsWith('/checkout'))) expect(r.auth, r.path).toBe(true);
  });

  test('the distribution section redirects to my-recommend', () => {
    expect(byName('memberDistribution').redirect).toBe(DISTRIBUTION_HOME);
    expect(routes.some((r) => r.path === DISTRIBUTION_HOME)).toBe(true);
  });

  test('login and registration are for visitors', () => {
    expect(routes.filter((r) => r.guest).map((r) => r.name)).toEqual(['login', 'register', 'registerByEmail']);
  });
});
