import { lazyPage } from '../../lib/lazy-page';
import type { ViewTable } from '../../types';
import { purchaseStrings } from './i18n';

/** Route name → purchase request page (spec §2 /purchase, /purchase/add, /purchase/detail), loaded lazily. */
export const purchaseViews = {
  purchase: lazyPage(() => import('./list-page'), purchaseStrings),
  purchaseAdd: lazyPage(() => import('./add-page'), purchaseStrings),
  purchaseDetail: lazyPage(() => import('./detail-page'), purchaseStrings),
} satisfies ViewTable;
