import { lazyPage } from '../../lib/lazy-page';
import type { ViewTable } from '../../types';
import { accountStrings } from './i18n';

const register = lazyPage(() => import('./register'), accountStrings);
const binder = lazyPage(() => import('./binder'), accountStrings);
const chat = lazyPage(() => import('./chat'), accountStrings);

/** Route name → page of the account stream; pages load lazily through `lazyPage`. */
export const accountViews = {
  // the login page itself lives in pages/login.tsx; its SMS tab and captcha need these strings
  login: lazyPage(() => import('../login'), accountStrings),
  register,
  registerByEmail: register,
  verifyEmail: lazyPage(() => import('./verify-email'), accountStrings),
  findPassword: lazyPage(() => import('./find-password'), accountStrings),
  binder,
  binderError: binder,
  chat,
} satisfies ViewTable;
