// Every route of the full storefront, shared by the client router and the server, which answers
// each page with its head and status code (server/src/web): one table, not a copy.
// Every route of spec §2, with its layout and whether it needs a member session (spec §6: member
// pages, cart and trade calls need a token; so do purchase requests, chat and snapshots). The
// title of a route is the string `sf.route.<name>`.

export type Layout = 'default' | 'full' | 'im';

export interface RouteDef<N extends string = string> {
  /** Unique; names the page (title, view) and its strings. */
  name: N;
  /** Pattern: static segments and `:param`s. */
  path: string;
  layout: Layout;
  /** Needs a logged-in member (route guard step 4). */
  auth: boolean;
  /** Login and registration: a member already logged in is sent on to `forward`. */
  guest?: boolean;
  /** Replaced at once by this path (the distribution section → my-recommend). */
  redirect?: string;
}

export const NOT_FOUND = '/404';
export const SITE_CLOSED = '/500';

type Opts = Partial<Pick<RouteDef, 'layout' | 'auth' | 'guest' | 'redirect'>>;
const r = <N extends string>(name: N, path: string, opts: Opts = {}): RouteDef<N> => ({
  name,
  path,
  layout: 'default',
  auth: false,
  ...opts,
});

/** `my-order/detail` → `MyOrderDetail`, in the type system as at run time. */
type Dashed<S extends string> = S extends `${infer H}/${infer T}` ? `${H}-${Dashed<T>}` : S;
type PascalDashed<S extends string> = S extends `${infer H}-${infer T}` ? `${Capitalize<H>}${PascalDashed<T>}` : Capitalize<S>;
type Pascal<S extends string> = PascalDashed<Dashed<S>>;
const pascal = <S extends string>(s: S) => s.replace(/(^|[-/])([a-z])/g, (_, _sep: string, c: string) => c.toUpperCase()) as Pascal<S>;

const publicRoutes = [
  r('home', '/'),
  r('policy', '/policy'),
  r('terms', '/terms'),
  r('return', '/return'),
  r('shop', '/shop'),
  r('shopDetail', '/shop/:id'),
  r('notFound', NOT_FOUND),
  r('serverError', SITE_CLOSED, { layout: 'full' }),
  r('search', '/search'),
  r('goods', '/goods'),
  r('goodsDetail', '/goods/:id'),
  r('productDetail', '/productDetail'),
  r('goodsSnapshot', '/goods/snapshot', { auth: true }),
  r('askDetail', '/ask-detail'),
  r('replyAnswer', '/reply-answer', { auth: true }),
  r('binder', '/binder', { layout: 'full' }),
  r('binderError', '/binder-error', { layout: 'full' }),
  r('cart', '/cart', { auth: true }),
  r('cartList', '/cart-list', { auth: true }),
  r('chat', '/chat', { layout: 'im', auth: true }),
  r('findPassword', '/find-password', { layout: 'full' }),
  r('groupBuy', '/group-buy'),
  r('coupons', '/coupons'),
  r('crowdfunding', '/crowdfunding'),
  r('seckill', '/seckill'),
  r('pointsMall', '/points-mall'),
  r('miniPage', '/mini-page'),
  r('help', '/help'),
  r('helpDetail', '/help/:id'),
  r('login', '/login', { layout: 'full', guest: true }),
  r('register', '/register', { layout: 'full', guest: true }),
  r('registerByEmail', '/register-by-email', { layout: 'full', guest: true }),
  // the target of the emailed confirmation link: open without a session (another device may open it)
  r('verifyEmail', '/verify-email', { layout: 'full' }),
  r('paymentComplete', '/payment-complete', { layout: 'full', auth: true }),
  r('purchase', '/purchase', { auth: true }),
  r('purchaseAdd', '/purchase/add', { layout: 'full', auth: true }),
  r('purchaseDetail', '/purchase/detail', { auth: true }),
] as const;

export const CHECKOUT_CHILDREN = ['', 'pay', 'cashier', 'cashier-load-pay', 'electro', 'vatordinary', 'vatospecial'] as const;

export const MEMBER_CHILDREN = [
  '',
  'account-balance',
  'account-binding',
  'account-safe',
  'after-sale',
  'apply-service',
  'ask-message',
  'bind-email',
  'bind-mobile',
  'change-mobile',
  'change-password',
  'change-paymentpassword',
  'comments',
  'goods-collection',
  'increase-ticket',
  'message-index',
  'my-answer',
  'my-collection',
  'my-consultation',
  'my-coupons',
  'my-footprint',
  'my-points',
  'my-profile',
  'refund-record',
  'service-detail',
  'service-record',
  'shipping-address',
  'shop-collection',
  'website-message',
  'my-order',
  'my-order/detail',
  'my-comments',
  'my-complaint',
  'my-complaint/complaint-apply',
  'my-complaint/detail',
  'my-receipt',
  'my-receipt/detail',
  'feedback',
  'faq',
  'faq-detail',
] as const;

export const DISTRIBUTION_HOME = '/member/distribution/my-recommend';
export const DISTRIBUTION_CHILDREN = [
  'my-recommend',
  'my-performance',
  'my-performance-refund',
  'my-performance-history',
  'withdrawals-setting',
  'withdrawals-apply',
  'withdrawals-history',
] as const;

const child = <P extends string, S extends string>(parent: P, sub: S, opts: Opts) =>
  r(`${parent}${pascal(sub)}` as `${P}${Pascal<S>}`, sub ? `/${parent}/${sub}` : `/${parent}`, opts);

/** Every route's name: a view table that misses one does not compile (views.tsx). */
export type RouteName =
  | (typeof publicRoutes)[number]['name']
  | `checkout${Pascal<(typeof CHECKOUT_CHILDREN)[number]>}`
  | `member${Pascal<(typeof MEMBER_CHILDREN)[number]>}`
  | 'memberDistribution'
  | `distribution${Pascal<(typeof DISTRIBUTION_CHILDREN)[number]>}`;

export const routes: readonly RouteDef<RouteName>[] = [
  ...publicRoutes,
  ...CHECKOUT_CHILDREN.map((sub) => child('checkout', sub, { layout: 'full', auth: true })),
  ...MEMBER_CHILDREN.map((sub) => child('member', sub, { auth: true })),
  r('memberDistribution', '/member/distribution', { auth: true, redirect: DISTRIBUTION_HOME }),
  ...DISTRIBUTION_CHILDREN.map((sub) => r(`distribution${pascal(sub)}`, `/member/distribution/${sub}`, { auth: true })),
];
