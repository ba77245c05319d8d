// Which component renders each route. Each stream (catalogue, account, buying) keeps its own
// table of lazily loaded pages; routes without a page yet get the honest placeholder.
import type { ComponentType } from 'react';
import { accountViews } from './pages/account/views';
import { buyingViews } from './pages/buying/views';
import { catalogueViews } from './pages/catalogue/views';
import { purchaseViews } from './pages/purchase/views';
import { ComingSoon } from './pages/coming-soon';
import { NotFound, SiteClosed } from './pages/errors';
import { LoginPage } from './pages/login';
import { isTradeRoute, TradePlaceholder } from './pages/trade';
import type { PageProps } from './types';

const views: Record<string, ComponentType<PageProps>> = {
  login: LoginPage,
  notFound: NotFound,
  serverError: SiteClosed,
  ...catalogueViews,
  ...accountViews,
  ...buyingViews,
  ...purchaseViews,
};

export function viewFor(name: string): ComponentType<PageProps> {
  return views[name] ?? (isTradeRoute(name) ? TradePlaceholder : ComingSoon);
}
