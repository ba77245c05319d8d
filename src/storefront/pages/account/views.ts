import { lazyPage } from '../../lib/lazy-page';
import type { ViewTable } from '../../types';
import { loginStrings } from '../../../widgets/login/strings';
import { accountStrings } from './i18n';

// The account-entry pages are vitrina-login's card (pages/login.tsx), with the widget's strings.
const entry = (name: 'LoginPage' | 'RegisterPage' | 'FindPasswordPage' | 'BinderPage') =>
  lazyPage(() => import('../login').then((page) => ({ default: page[name] })), loginStrings);
const register = entry('RegisterPage');
const binder = entry('BinderPage');
const chat = lazyPage(() => import('./chat'), accountStrings);

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
} satisfies ViewTable;
