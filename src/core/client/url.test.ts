import { describe, expect, test } from 'vitest';
import type { Call } from './types';
import { urlOf } from './url';

describe('urlOf', () => {
  test.each<[string, Pick<Call, 'path' | 'query'>, string]>([
    ['https://shop.example/api', { path: '/buyer/a' }, 'https://shop.example/api/buyer/a?'],
    ['https://shop.example/api/', { path: '/buyer/a' }, 'https://shop.example/api/buyer/a?'],
    ['/api', { path: '/buyer/a', query: { id: [1, 2], on: true, gone: null } }, '/api/buyer/a?id=1&id=2&on=1'],
    ['/api/seller', { path: '/trade/snapshots/7', query: { lang: 'en_US' } }, '/api/seller/trade/snapshots/7?lang=en_US'],
  ])('%s + %o → %s', (api, call, url) => {
    expect(urlOf(api, call)).toBe(url);
  });
});
