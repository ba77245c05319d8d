/**
 * The contract covers the API: every route the app registers has its reply struct in
 * support/reply-shapes.ts (which checks every reply of the API suite against it), and no entry
 * outlives its route. Routes are read from the app as it registers them, as the fuzz test does.
 */
import type { RouteOptions } from 'fastify';
import { array, number, string, type, type Struct } from 'superstruct';
import { describe, expect, it } from 'vitest';
import { describeBackends } from './support/backends';
import { declaredReplies, REPLY_SHAPES, routeOf, unnamedKeys } from './support/reply-shapes';

const routes = new Set<string>();
const declared = new Map<string, Struct<unknown, unknown>>();
const declare = declaredReplies(declared);
function collect(route: RouteOptions): void {
  // HEAD is Fastify's copy of GET
  for (const method of [route.method].flat()) if (method !== 'HEAD') routes.add(`${method} ${route.url}`);
  declare(route);
}

describeBackends(
  'reply shapes',
  () => {
    it('has the reply struct of every route, and of no route that is gone', () => {
      expect(routes.size).toBeGreaterThan(100);
      expect(
        [...routes].filter((key) => REPLY_SHAPES[key] === undefined && !declared.has(key)),
        'routes without a reply shape (their schema.response, or tests/api/support/reply-shapes.ts)',
      ).toEqual([]);
      expect(
        Object.keys(REPLY_SHAPES).filter((key) => declared.has(key)),
        'reply shapes the tests keep for routes that declare their own (one source: the route)',
      ).toEqual([]);
      expect(
        Object.keys(REPLY_SHAPES).filter((key) => !routes.has(key)),
        'reply shapes of routes that no longer exist',
      ).toEqual([]);
    });

    // among every route the app registered: declared replies and the table's alike
    it.each([
      ['GET', '/api/buyer/members/receipt/history', 'GET /api/buyer/members/receipt/history'],
      ['GET', '/api/buyer/members/receipt/ELECTRO', 'GET /api/buyer/members/receipt/:type'],
      ['GET', '/api/buyer/pages/article-categories', 'GET /api/buyer/pages/article-categories'],
      ['GET', '/api/buyer/pages/12', 'GET /api/buyer/pages/:id'],
      ['PUT', '/api/buyer/members/receipt/4/ELECTRO', 'PUT /api/buyer/members/receipt/:id/:type'],
      ['GET', '/uploads/avatars/1-x.png', 'GET /uploads/*'],
      ['GET', '/uploads/generated/goods/1.svg', 'GET /uploads/generated/:kind/:file'],
      ['OPTIONS', '/api/buyer/trade/carts/all', 'OPTIONS /api*'],
      // as find-my-way: an empty segment is a parameter's value too (the fuzz test sends them)
      ['GET', '/api/buyer/pages/site-navigations/', 'GET /api/buyer/pages/site-navigations/:clientType'],
      ['PUT', '/api/buyer/members/receipt//ELECTRO', 'PUT /api/buyer/members/receipt/:id/:type'],
      ['GET', '/api/buyer/nothing/here', undefined],
    ])('%s %s is answered by %s', (method, path, key) => {
      expect(routeOf(method, path, [...routes])).toBe(key);
    });
  },
  { onRoute: collect },
);

describe('reply shapes: matching and strictness', () => {
  it('names the keys a struct does not, at any depth', () => {
    const struct = type({ list: array(type({ id: number() })), name: string() });
    expect(unnamedKeys(struct, { list: [{ id: 1 }, { id: 2, extra: true }], name: 'a', more: 1 })).toEqual(['.list[1].extra', '.more']);
    expect(unnamedKeys(struct, { list: [], name: 'a' })).toEqual([]);
  });
});
