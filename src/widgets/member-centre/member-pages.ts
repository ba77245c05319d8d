// The member centre's pages: each page's name (what the `page` attribute and `vitrina:route` carry),
// its path on the marketplace (spec §2, what full-page mode keeps in the URL) and which query
// parameter names the one thing it shows. Pure, so the storefront maps routes ↔ pages with it too.

/** A page's name → its spec path; aliases (two spec paths, one page) share a module, not a name. */
export const MEMBER_PAGES = {
  home: '/member',
  'my-profile': '/member/my-profile',
  'account-safe': '/member/account-safe',
  'change-password': '/member/change-password',
  'change-paymentpassword': '/member/change-paymentpassword',
  'bind-mobile': '/member/bind-mobile',
  'change-mobile': '/member/change-mobile',
  'bind-email': '/member/bind-email',
  'account-binding': '/member/account-binding',
  'account-balance': '/member/account-balance',
  'my-points': '/member/my-points',
  'my-collection': '/member/my-collection',
  'goods-collection': '/member/goods-collection',
  'shop-collection': '/member/shop-collection',
  'my-footprint': '/member/my-footprint',
  'my-coupons': '/member/my-coupons',
  'message-index': '/member/message-index',
  'website-message': '/member/website-message',
  faq: '/member/faq',
  'faq-detail': '/member/faq-detail',
  feedback: '/member/feedback',
  'my-order': '/member/my-order',
  'my-order-detail': '/member/my-order/detail',
  'shipping-address': '/member/shipping-address',
  'my-receipt': '/member/my-receipt',
  'my-receipt-detail': '/member/my-receipt/detail',
  comments: '/member/comments',
  'my-comments': '/member/my-comments',
  'increase-ticket': '/member/increase-ticket',
  'after-sale': '/member/after-sale',
  'apply-service': '/member/apply-service',
  'service-record': '/member/service-record',
  'service-detail': '/member/service-detail',
  'refund-record': '/member/refund-record',
  'my-complaint': '/member/my-complaint',
  'complaint-apply': '/member/my-complaint/complaint-apply',
  'complaint-detail': '/member/my-complaint/detail',
  'my-consultation': '/member/my-consultation',
  'my-answer': '/member/my-answer',
  'ask-message': '/member/ask-message',
  // the distribution section (issue 12 §5): its root shows my-recommend, as the storefront redirects
  distribution: '/member/distribution',
  'my-recommend': '/member/distribution/my-recommend',
  'my-performance': '/member/distribution/my-performance',
  'my-performance-refund': '/member/distribution/my-performance-refund',
  'my-performance-history': '/member/distribution/my-performance-history',
  'withdrawals-setting': '/member/distribution/withdrawals-setting',
  'withdrawals-apply': '/member/distribution/withdrawals-apply',
  'withdrawals-history': '/member/distribution/withdrawals-history',
} as const;

export type MemberPageName = keyof typeof MEMBER_PAGES;
export const DEFAULT_PAGE: MemberPageName = 'home';

/** The query parameter that names what a detail page shows (`vitrina:route`'s `id`). */
const ID_PARAM: Partial<Record<MemberPageName, string>> = {
  'my-order-detail': 'sn',
  'faq-detail': 'id',
  'my-receipt-detail': 'id',
  'apply-service': 'order_sn',
  'service-detail': 'sn',
  'complaint-apply': 'order_sn',
  'complaint-detail': 'id',
};

/** Where the member centre is: a page, its query, and the spec URL of both. */
export interface MemberLocation {
  page: MemberPageName;
  pathname: string;
  search: string;
  query: Record<string, string>;
  /** pathname + search */
  href: string;
  /** what a detail page shows (an order's sn, a question's or receipt's id) */
  id?: string;
}

const PATHS = new Map<string, MemberPageName>(Object.entries(MEMBER_PAGES).map(([name, path]) => [path, name as MemberPageName]));

export const isMemberPage = (name: string): name is MemberPageName => Object.hasOwn(MEMBER_PAGES, name);

/** The page a path of the member centre shows, or undefined for any other path. */
export const pageOfPath = (pathname: string): MemberPageName | undefined => PATHS.get(pathname.replace(/\/+$/, '') || '/');

/** `/member/my-order?status=WAIT_PAY` → its location; undefined when the path is no member page. */
export function memberLocation(href: string): MemberLocation | undefined {
  let url: URL;
  try {
    url = new URL(href, 'https://member.invalid');
  } catch {
    return undefined;
  }
  if (url.origin !== 'https://member.invalid') return undefined;
  const page = pageOfPath(url.pathname);
  if (!page) return undefined;
  const query: Record<string, string> = {};
  for (const [key, value] of url.searchParams) if (!(key in query)) query[key] = value;
  const param = ID_PARAM[page];
  const id = param ? query[param] : undefined;
  const pathname = MEMBER_PAGES[page];
  return { page, pathname, search: url.search, query, href: pathname + url.search, ...(id ? { id } : {}) };
}

/** A page by name (and the id of what it shows) as a location; undefined for an unknown name. */
export function pageLocation(name: string, id?: string): MemberLocation | undefined {
  if (!isMemberPage(name)) return undefined;
  const param = ID_PARAM[name];
  const search = param && id ? `?${new URLSearchParams({ [param]: id })}` : '';
  return memberLocation(MEMBER_PAGES[name] + search);
}
