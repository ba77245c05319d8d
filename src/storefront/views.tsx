// Which component renders each route. Each stream (catalogue, account, buying, purchase) keeps its
// own table of lazily loaded pages; this one joins them, and does not compile while any route of
// routes.ts has no view (`satisfies` on the exact keys). Routes whose pages are not built yet are
// named one by one in `notBuiltYet`, each showing the honest "available soon" page.
import type { ComponentType } from 'react';
import { accountViews } from './pages/account/views';
import { buyingViews } from './pages/buying/views';
import { catalogueViews } from './pages/catalogue/views';
import { memberViews } from './pages/member/views';
import { ComingSoon } from './pages/coming-soon';
import { NotFound, SiteClosed } from './pages/errors';
import { purchaseViews } from './pages/purchase/views';
import type { RouteName } from './routes';
import type { PageProps, ViewTable } from './types';

/** After-sale, reviews, complaints and the distribution section (issue 12): pages still to build. */
export const notBuiltYet = {
  memberAskMessage: ComingSoon,
  memberMyAnswer: ComingSoon,
  memberMyComplaint: ComingSoon,
  memberMyComplaintComplaintApply: ComingSoon,
  memberMyComplaintDetail: ComingSoon,
  memberMyConsultation: ComingSoon,
} satisfies ViewTable;

export const views = {
  notFound: NotFound,
  serverError: SiteClosed,
  ...catalogueViews,
  ...accountViews,
  ...buyingViews,
  ...memberViews,
  ...purchaseViews,
  ...notBuiltYet,
} satisfies Record<RouteName, ComponentType<PageProps>>;

export function viewFor(name: RouteName): ComponentType<PageProps> {
  return views[name];
}
