import type { ViewTable } from '../../types';
import { browseViews } from './browse-views';
import { contentViews } from './content-views';
import { detailViews } from './detail-views';
import { promoViews } from './promo-views';

/**
 * Route name → page of the catalogue stream, one table per part (browse: home, search, listing,
 * shops, brands; detail: goods detail, asks, snapshot; promo: promotion pages; content: help and
 * documents). Pages load lazily through `lazyPage` with `catalogueStrings`.
 */
export const catalogueViews = {
  ...browseViews,
  ...detailViews,
  ...promoViews,
  ...contentViews,
} satisfies ViewTable;
