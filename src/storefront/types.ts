import type { Params } from './router/match';
import type { Location } from './router/history';
import type { ComponentType } from 'react';
import type { RouteDef, RouteName } from './routes';

/** What every page and layout receives from the app. */
export interface PageProps {
  route: RouteDef<RouteName>;
  params: Params;
  location: Location;
}

/** Some routes' pages, by route name: a stream's table (its keys stay exact, see views.tsx). */
export type ViewTable = Partial<Record<RouteName, ComponentType<PageProps>>>;
