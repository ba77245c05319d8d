import { lazyPage } from '../../lib/lazy-page';
import type { ViewTable } from '../../types';
import { catalogueStrings } from './i18n';

const goodsDetail = lazyPage(() => import('./goods-detail'), catalogueStrings);

/** Route name → page of the catalogue's "detail" part (see views.ts). */
export const detailViews = {
  goodsDetail,
  productDetail: goodsDetail,
  askDetail: lazyPage(() => import('./ask-detail'), catalogueStrings),
  replyAnswer: lazyPage(() => import('./reply-answer'), catalogueStrings),
} satisfies ViewTable;
