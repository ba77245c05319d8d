import { useEffect, useRef, useState } from 'react';
import { fetchCoupons, PROMO_PAGE_SIZE, receiveCoupon, type Coupon } from '../../../core/api/promotions';
import { errorText } from '../../../core/errors';
import { loginPath, navigate } from '../../../core/navigate';
import { $user } from '../../../core/stores/user';
import { toast } from '../../../core/toasts';
import { useStore } from '../../../core/ui/use-store';
import { useT } from '../../../core/ui/use-t';
import { useAsync } from '../../../core/ui/use-async';
import type { PageProps } from '../../types';
import { dateText, money, PagedList, pageNoOf, PromoPage } from './promo-parts';

type CouponState = 'open' | 'received' | 'soldout';

const stateOf = (c: Coupon): CouponState => (c.member_received >= c.limit_num ? 'received' : c.remain_num === 0 ? 'soldout' : 'open');

function CouponCard({ coupon, onReceived }: { coupon: Coupon; onReceived(c: Coupon): void }) {
  const { t, locale } = useT();
  const user = useStore($user);
  const [busy, setBusy] = useState(false);
  const state = stateOf(coupon);
  // The button gives way to "received" under the keyboard's focus: focus moves to what replaced
  // it, or it would fall to the page's start and the next Tab would begin there.
  const refocus = useRef(false);
  const chip = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    if (!refocus.current || !chip.current) return;
    refocus.current = false;
    chip.current.focus();
  }, [state]);
  const receive = async (button: HTMLButtonElement) => {
    // A visitor logs in first and comes back here (spec §4 forward).
    if (!user) return navigate(loginPath());
    if (busy) return;
    setBusy(true);
    try {
      await receiveCoupon(coupon.coupon_id);
      toast(t('cat.promo.coupons.receivedToast'), 'success');
      refocus.current = button.matches(':focus');
      onReceived({
        ...coupon,
        member_received: coupon.member_received + 1,
        received_num: coupon.received_num + 1,
        remain_num: coupon.remain_num === null ? null : coupon.remain_num - 1,
      });
    } catch (error) {
      toast(errorText(error), 'error');
    } finally {
      setBusy(false);
    }
  };
  const amount = money(coupon.coupon_price, locale);
  return (
    <li class="coupon" data-coupon-id={coupon.coupon_id} data-state={state}>
      <div class="coupon-info">
        <p class="coupon-amount">{t('cat.promo.coupons.off', { amount })}</p>
        <span>
          {coupon.coupon_threshold_price > 0
            ? t('cat.promo.coupons.threshold', { amount: money(coupon.coupon_threshold_price, locale) })
            : t('cat.promo.coupons.noThreshold')}
        </span>
        <span class="title">{coupon.seller_name}</span>
        <span class="muted">{coupon.title}</span>
        <span class="muted">{t('cat.promo.coupons.validUntil', { date: dateText(coupon.end_time, locale) })}</span>
      </div>
      <div class="coupon-side">
        <span class="stock small muted">
          <span>
            {coupon.remain_num === null ? t('cat.promo.coupons.unlimited') : t('cat.promo.coupons.left', { n: coupon.remain_num })}
          </span>
          <span>{t('cat.promo.coupons.limit', { n: coupon.limit_num })}</span>
        </span>
        {state === 'received' ? (
          <span class="chip" role="status" tabIndex={-1} ref={chip}>
            {t('cat.promo.coupons.received')}
          </span>
        ) : state === 'soldout' ? (
          <span class="chip" tabIndex={-1} ref={chip}>
            {t('cat.promo.coupons.soldOut')}
          </span>
        ) : (
          <button
            type="button"
            class="btn primary"
            aria-disabled={busy}
            aria-label={`${t('cat.promo.coupons.receive')}: ${t('cat.promo.coupons.off', { amount })}`}
            title={user ? undefined : t('cat.promo.coupons.loginToReceive')}
            onClick={(e) => void receive(e.currentTarget)}
          >
            {busy ? t('cat.promo.coupons.receiving') : t('cat.promo.coupons.receive')}
          </button>
        )}
      </div>
    </li>
  );
}

/** `/coupons`: coupons to receive (platform and shops), paged with `?pageNo=`. */
export default function CouponsPage({ route, location }: PageProps) {
  const { t, locale } = useT();
  const user = useStore($user);
  const pageNo = pageNoOf(location);
  const { state, retry } = useAsync((signal) => fetchCoupons(pageNo, signal), [pageNo, locale, user?.id]);
  const [changed, setChanged] = useState<Record<number, Coupon>>({});
  return (
    <PromoPage route={route} lead={t('cat.promo.coupons.lead')}>
      {user && (
        <p>
          <a href="/member/my-coupons">{t('cat.promo.coupons.mine')}</a>
        </p>
      )}
      <PagedList
        state={state}
        retry={retry}
        location={location}
        pageSize={PROMO_PAGE_SIZE}
        skeleton={4}
        render={(coupons) => (
          <ul class="coupons">
            {coupons.map((c) => (
              <CouponCard
                key={c.coupon_id}
                coupon={changed[c.coupon_id] ?? c}
                onReceived={(next) => setChanged((m) => ({ ...m, [next.coupon_id]: next }))}
              />
            ))}
          </ul>
        )}
      />
    </PromoPage>
  );
}
