// Which component renders each route. Routes without a page yet get the honest placeholder.
import type { ComponentType } from 'react';
import { ComingSoon } from './pages/coming-soon';
import { NotFound, SiteClosed } from './pages/errors';
import { Home } from './pages/home';
import { LoginPage } from './pages/login';
import { SearchPage } from './pages/search';
import { isTradeRoute, TradePlaceholder } from './pages/trade';
import type { PageProps } from './types';

const views: Record<string, ComponentType<PageProps>> = {
  home: Home,
  login: LoginPage,
  search: SearchPage,
  notFound: NotFound,
  serverError: SiteClosed,
};

export function viewFor(name: string): ComponentType<PageProps> {
  return views[name] ?? (isTradeRoute(name) ? TradePlaceholder : ComingSoon);
}
