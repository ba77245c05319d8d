import { lazyPage } from '../../lib/lazy-page';
import type { ViewTable } from '../../types';

// The widget loads its own strings (and pages) when it mounts.
const memberCentre = lazyPage(() => import('./member-centre-page'));

/** Route name → the member centre widget, for every member page it has (spec §2 /member/*). */
export const memberViews = {
  member: memberCentre,
  memberMyProfile: memberCentre,
  memberAccountSafe: memberCentre,
  memberChangePassword: memberCentre,
  memberChangePaymentpassword: memberCentre,
  memberBindMobile: memberCentre,
  memberChangeMobile: memberCentre,
  memberBindEmail: memberCentre,
  memberAccountBinding: memberCentre,
  memberAccountBalance: memberCentre,
  memberMyPoints: memberCentre,
  memberMyCollection: memberCentre,
  memberGoodsCollection: memberCentre,
  memberShopCollection: memberCentre,
  memberMyFootprint: memberCentre,
  memberMyCoupons: memberCentre,
  memberMessageIndex: memberCentre,
  memberWebsiteMessage: memberCentre,
  memberFaq: memberCentre,
  memberFaqDetail: memberCentre,
  memberFeedback: memberCentre,
  memberMyOrder: memberCentre,
  memberMyOrderDetail: memberCentre,
  memberShippingAddress: memberCentre,
  memberMyReceipt: memberCentre,
  memberMyReceiptDetail: memberCentre,
  memberComments: memberCentre,
  memberMyComments: memberCentre,
  memberIncreaseTicket: memberCentre,
  memberAfterSale: memberCentre,
  memberApplyService: memberCentre,
  memberServiceRecord: memberCentre,
  memberServiceDetail: memberCentre,
  memberRefundRecord: memberCentre,
  // the distribution section (issue 12 §5)
  memberDistribution: memberCentre,
  distributionMyRecommend: memberCentre,
  distributionMyPerformance: memberCentre,
  distributionMyPerformanceRefund: memberCentre,
  distributionMyPerformanceHistory: memberCentre,
  distributionWithdrawalsSetting: memberCentre,
  distributionWithdrawalsApply: memberCentre,
  distributionWithdrawalsHistory: memberCentre,
} satisfies ViewTable;
