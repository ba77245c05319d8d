// Which component renders each route. Each stream (catalogue, account, buying, member, purchase)
// keeps its own table of lazily loaded pages; this one joins them, and does not compile while any
// route of routes.ts has no view (`satisfies` on the exact keys): a missing page is a build error.
import type { ComponentType } from 'react';
import { accountViews } from './pages/account/views';
import { buyingViews } from './pages/buying/views';
import { catalogueViews } from './pages/catalogue/views';
import { memberViews } from './pages/member/views';
import { NotFound, SiteClosed } from './pages/errors';
import { purchaseViews } from './pages/purchase/views';
import type { RouteName } from './routes';
import type { PageProps } from './types';

export const views = {
  notFound: NotFound,
  serverError: SiteClosed,
  ...catalogueViews,
  ...accountViews,
  ...buyingViews,
  ...memberViews,
  ...purchaseViews,
} satisfies Record<RouteName, ComponentType<PageProps>>;

export function viewFor(name: RouteName): ComponentType<PageProps> {
  return views[name];
}
