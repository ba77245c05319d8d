import type { ComponentType } from 'react';
import type { MemberPageName } from './member-pages';
import type { PageProps } from './page-props';

type Load = () => Promise<{ default: ComponentType<PageProps> }>;

// One chunk per group of pages that share their parts: the first page a buyer opens is the only
// one fetched with the shell.
const member: Load = () => import('./pages/member');
const savedGoods: Load = () => import('./pages/saved-goods-page');
const messages: Load = () => import('./pages/messages-page');
const orders: Load = () => import('./pages/orders-page');
const reviews: Load = () => import('./pages/reviews-page');
const afterSale: Load = () => import('./pages/after-sale/after-sale-pages');
const complaints: Load = () => import('./pages/complaints/complaint-pages');
const asks: Load = () => import('./pages/asks/asks-pages');
const distribution: Load = () => import('./pages/distribution/distribution-pages');

export const PAGE_MODULES: Record<MemberPageName, Load> = {
  home: member,
  'my-profile': member,
  'account-safe': member,
  'change-password': member,
  'change-paymentpassword': member,
  'bind-mobile': member,
  'change-mobile': member,
  'bind-email': member,
  'account-binding': member,
  'account-balance': member,
  'my-points': () => import('./pages/my-points'),
  'my-collection': savedGoods,
  'goods-collection': savedGoods,
  'shop-collection': () => import('./pages/saved-shops-page'),
  'my-footprint': () => import('./pages/footprint-page'),
  'my-coupons': () => import('./pages/coupons-page'),
  'message-index': messages,
  'website-message': messages,
  faq: () => import('./pages/faq-page'),
  'faq-detail': () => import('./pages/faq-detail-page'),
  feedback: () => import('./pages/feedback-page'),
  'my-order': orders,
  'my-order-detail': orders,
  'shipping-address': () => import('./pages/addresses-page'),
  'my-receipt': () => import('./pages/my-receipt-page'),
  'my-receipt-detail': () => import('./pages/my-receipt-detail-page'),
  comments: reviews,
  'my-comments': reviews,
  'increase-ticket': reviews,
  'after-sale': afterSale,
  'apply-service': afterSale,
  'service-record': afterSale,
  'service-detail': afterSale,
  'refund-record': afterSale,
  'my-complaint': complaints,
  'complaint-apply': complaints,
  'complaint-detail': complaints,
  'my-consultation': asks,
  'my-answer': asks,
  'ask-message': asks,
  distribution,
  'my-recommend': distribution,
  'my-performance': distribution,
  'my-performance-refund': distribution,
  'my-performance-history': distribution,
  'withdrawals-setting': distribution,
  'withdrawals-apply': distribution,
  'withdrawals-history': distribution,
};
