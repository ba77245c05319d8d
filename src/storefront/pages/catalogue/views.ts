import type { ComponentType } from 'react';
import { lazyPage } from '../../lib/lazy-page';
import type { PageProps } from '../../types';

const goodsDetail = lazyPage(() => import('./goods-detail'));

/** Route name → page of the catalogue stream; pages load lazily through `lazyPage`. */
export const catalogueViews: Record<string, ComponentType<PageProps>> = {
  goodsDetail,
  productDetail: goodsDetail,
};
