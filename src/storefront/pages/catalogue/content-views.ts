import { lazyPage } from '../../lib/lazy-page';
import type { ViewTable } from '../../types';
import { catalogueStrings } from './i18n';

const help = lazyPage(() => import('./content-help'), catalogueStrings);
const documents = lazyPage(() => import('./content-doc'), catalogueStrings);

/** Route name → page of the catalogue's "content" part (see views.ts). */
export const contentViews = {
  help,
  helpDetail: help,
  policy: documents,
  terms: documents,
  return: documents,
} satisfies ViewTable;
