import { lazyPage } from '../../lib/lazy-page';
import type { ViewTable } from '../../types';
import { loginStrings } from '../../../widgets/login/strings';
import { accountStrings } from './i18n';

const member = lazyPage(() => import('./member'), accountStrings);
// The account-entry pages are vitrina-login's card (pages/login.tsx), with the widget's strings.
const entry = (name: 'LoginPage' | 'RegisterPage' | 'FindPasswordPage' | 'BinderPage') =>
  lazyPage(() => import('../login').then((page) => ({ default: page[name] })), loginStrings);
const register = entry('RegisterPage');
const binder = entry('BinderPage');
const chat = lazyPage(() => import('./chat'), accountStrings);
const savedGoods = lazyPage(() => import('./saved-goods-page'), accountStrings);
const messages = lazyPage(() => import('./messages-page'), accountStrings);

/** Route name → page of the account stream; pages load lazily through `lazyPage`. */
export const accountViews = {
  login: entry('LoginPage'),
  register,
  registerByEmail: register,
  verifyEmail: lazyPage(() => import('./verify-email'), accountStrings),
  findPassword: entry('FindPasswordPage'),
  binder,
  binderError: binder,
  chat,
  member,
  memberMyProfile: member,
  memberAccountSafe: member,
  memberChangePassword: member,
  memberChangePaymentpassword: member,
  memberBindMobile: member,
  memberChangeMobile: member,
  memberBindEmail: member,
  memberAccountBinding: member,
  memberAccountBalance: member,
  memberMyPoints: lazyPage(() => import('./my-points'), accountStrings),
  // saved items: the spec names both addresses; one page
  memberMyCollection: savedGoods,
  memberGoodsCollection: savedGoods,
  memberShopCollection: lazyPage(() => import('./saved-shops-page'), accountStrings),
  memberMyFootprint: lazyPage(() => import('./footprint-page'), accountStrings),
  memberMyCoupons: lazyPage(() => import('./coupons-page'), accountStrings),
  // help and messages: the spec names both notice addresses; one page
  memberMessageIndex: messages,
  memberWebsiteMessage: messages,
  memberFaq: lazyPage(() => import('./faq-page'), accountStrings),
  memberFaqDetail: lazyPage(() => import('./faq-detail-page'), accountStrings),
  memberFeedback: lazyPage(() => import('./feedback-page'), accountStrings),
} satisfies ViewTable;
