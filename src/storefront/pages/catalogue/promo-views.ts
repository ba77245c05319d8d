import { lazyPage } from '../../lib/lazy-page';
import type { ViewTable } from '../../types';
import { catalogueStrings } from './i18n';

/** Route name → page of the catalogue's "promo" part (see views.ts). */
export const promoViews = {
  coupons: lazyPage(() => import('./promo-coupons'), catalogueStrings),
  groupBuy: lazyPage(() => import('./promo-group-buy'), catalogueStrings),
  crowdfunding: lazyPage(() => import('./promo-crowdfunding'), catalogueStrings),
  seckill: lazyPage(() => import('./promo-seckill'), catalogueStrings),
  pointsMall: lazyPage(() => import('./promo-points'), catalogueStrings),
  miniPage: lazyPage(() => import('./promo-mini-page'), catalogueStrings),
} satisfies ViewTable;
