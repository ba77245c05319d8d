import { lazyPage } from '../../lib/lazy-page';
import type { ViewTable } from '../../types';
import { catalogueStrings } from './i18n';

const listing = lazyPage(() => import('../search'), catalogueStrings);

/**
 * Route name → page of the catalogue's "browse" part (see views.ts). Home and the listing load
 * lazily with the catalogue strings, so the storefront's first page carries none of their code.
 */
export const browseViews = {
  home: lazyPage(() => import('../home'), catalogueStrings),
  search: listing,
  goods: lazyPage(() => import('./browse-goods'), catalogueStrings),
  shop: lazyPage(() => import('./shop-list'), catalogueStrings),
  shopDetail: lazyPage(() => import('./shop-page'), catalogueStrings),
} satisfies ViewTable;
