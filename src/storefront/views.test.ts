import { describe, expect, test } from 'vitest';
import { accountViews } from './pages/account/views';
import { buyingViews } from './pages/buying/views';
import { catalogueViews } from './pages/catalogue/views';
import { memberViews } from './pages/member/views';
import { purchaseViews } from './pages/purchase/views';
import { routes } from './routes';
import { views } from './views';

describe('views', () => {
  test('every route has a view, and no view is for a route that does not exist', () => {
    expect(Object.keys(views).sort()).toEqual(routes.map((r) => r.name).sort());
  });

  test('each route has one view: no stream table hides another', () => {
    const tables = { catalogueViews, accountViews, buyingViews, memberViews, purchaseViews };
    const owners = new Map<string, string[]>();
    for (const [table, entries] of Object.entries(tables)) {
      for (const name of Object.keys(entries)) owners.set(name, [...(owners.get(name) ?? []), table]);
    }
    expect([...owners].filter(([, of]) => of.length > 1)).toEqual([]);
  });
});
