import type { Params } from './router/match';
import type { Location } from './router/history';
import type { RouteDef } from './routes';

/** What every page and layout receives from the app. */
export interface PageProps {
  route: RouteDef;
  params: Params;
  location: Location;
}
