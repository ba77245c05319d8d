import { COUPON_STATUS, fetchMemberCoupons, type CouponTab, type MemberCoupon } from '../../../core/api/member-lists';
import type { Locale } from '../../../core/locale';
import { formatMoney } from '../../../core/money';
import { useT } from '../../../core/ui/use-t';
import { useDocumentTitle } from '../page-title';
import type { PageProps } from '../page-props';
import { dateOf, ListSkeleton, ListStates, useListPage, useListSheet } from './member-lists';
import { MemberFrame } from './parts';

const TABS = Object.keys(COUPON_STATUS) as CouponTab[];
const tabOf = (value: unknown): CouponTab => TABS.find((tab) => tab === value) ?? 'usable';
const tabHref = (tab: CouponTab) => (tab === 'usable' ? '/member/my-coupons' : `/member/my-coupons?status=${tab}`);

/** `/member/my-coupons`: the member's coupons, usable / used / expired, and where to get more. */
export default function CouponsPage({ location }: PageProps) {
  const { t } = useT();
  const title = t('acct.coupons.title');
  useDocumentTitle(title);
  const ref = useListSheet<HTMLDivElement>();
  const tab = tabOf(location.query.status);
  const { state, retry } = useListPage((pageNo, signal) => fetchMemberCoupons(tab, pageNo, signal), location, [tab]);
  return (
    <MemberFrame path={location.pathname} title={title}>
      <div ref={ref} class="ml" data-testid="my-coupons">
        <div class="ml-toolbar">
          <nav class="ml-tabs" aria-label={title}>
            {TABS.map((key) => (
              <a key={key} href={tabHref(key)} aria-current={key === tab ? 'page' : undefined}>
                {t(`acct.coupons.tabs.${key}`)}
              </a>
            ))}
          </nav>
          <a class="ml-more" href="/coupons">
            {t('acct.coupons.getMore')}
          </a>
        </div>
        <ListStates
          state={state}
          retry={retry}
          location={location}
          skeleton={<ListSkeleton count={3} kind="rows" />}
          empty={{
            title: t(`acct.coupons.empty.${tab}`),
            body: t('acct.coupons.emptyBody'),
            href: '/coupons',
            action: t('acct.coupons.getMore'),
          }}
        >
          {(page) => (
            <ul class="ml-coupons">
              {page.items.map((c) => (
                <CouponCard key={c.mc_id} coupon={c} />
              ))}
            </ul>
          )}
        </ListStates>
      </div>
    </MemberFrame>
  );
}

function CouponCard({ coupon: c }: { coupon: MemberCoupon }) {
  const { t, locale } = useT();
  const money = (n: number) => formatMoney(n, locale);
  const usable = c.used_status === 0;
  const notYet = usable && c.start_time * 1000 > Date.now();
  return (
    <li class={`ml-coupon${usable ? '' : ' off'}`}>
      <div class="ml-coupon-value">
        <strong>{money(c.coupon_price)}</strong>
        <span>{t('acct.coupons.off')}</span>
      </div>
      <div class="ml-coupon-body">
        <strong class="ml-coupon-title">{c.title}</strong>
        <span>
          {c.coupon_threshold_price > 0
            ? t('acct.coupons.threshold', { amount: money(c.coupon_threshold_price) })
            : t('acct.coupons.noThreshold')}
        </span>
        <span>
          {c.seller_id === 0 ? (
            t('acct.coupons.platform')
          ) : (
            <a href={`/shop/${c.seller_id}`}>{t('acct.coupons.shop', { shop: c.seller_name })}</a>
          )}
        </span>
        <span class="muted small">{validity(c, locale, t)}</span>
        {notYet && <span class="small ml-note">{t('acct.coupons.startsOn', { date: dateOf(c.start_time, locale) })}</span>}
      </div>
      <div class="ml-coupon-side">
        {usable ? (
          <a class="btn primary" href={c.seller_id === 0 ? '/search' : `/shop/${c.seller_id}`}>
            {t('acct.coupons.use')}
          </a>
        ) : (
          <span class="ml-stamp">{c.used_status_text}</span>
        )}
      </div>
    </li>
  );
}

const validity = (c: MemberCoupon, locale: Locale, t: ReturnType<typeof useT>['t']) =>
  t('acct.coupons.valid', { from: dateOf(c.start_time, locale), to: dateOf(c.end_time, locale) });
