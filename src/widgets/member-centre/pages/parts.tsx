import { useEffect, type ReactNode } from 'react';
import { SmsButton as CodeButton, type SmsButtonProps } from '../../../core/ui/sms-button';
import { useT } from '../../../core/ui/use-t';
import { useStore } from '../../../core/ui/use-store';
import { $unreadAsks, $unreadNotices, refreshUnreadNotices } from './notice-count';
import { $distributorStatus, refreshDistributorStatus } from './distributor-status';
import helpCss from './help-messages.css?inline';
import { useSheet } from '../../../core/ui/use-sheet';
import css from './account.css?inline';

/** Adopts the account pages' sheet into the shadow root (or document) they render in. */
export const useAccountSheet = <T extends HTMLElement>() => useSheet<T>(css);

export { ErrorLine, type FormError } from '../../../core/ui/sms-button';

/** The shared SMS code button, worded from this dictionary. */
export function SmsButton(props: SmsButtonProps) {
  const { t } = useT();
  return <CodeButton {...props} label={(left) => (left > 0 ? t('acct.sms.resend', { s: left }) : t('acct.sms.send'))} />;
}

const DISTRIBUTION = '/member/distribution/my-recommend';

const NAV: [string, string][] = [
  ['/member', 'acct.nav.home'],
  ['/member/my-profile', 'acct.nav.profile'],
  ['/member/account-safe', 'acct.nav.safe'],
  ['/member/account-balance', 'acct.nav.balance'],
  ['/member/account-binding', 'acct.nav.binding'],
  ['/member/my-order', 'acct.nav.orders'],
  // reviews (issue 12 §1)
  ['/member/comments', 'rev.nav.comments'],
  ['/member/my-comments', 'rev.nav.mine'],
  ['/member/after-sale', 'as.nav.afterSale'],
  ['/member/service-record', 'as.nav.record'],
  ['/member/refund-record', 'as.nav.refunds'],
  ['/member/my-complaint', 'mc.complaints'],
  // questions and answers (issue 12 §2): the ask messages entry carries its unread count
  ['/member/my-consultation', 'qa.nav.consultation'],
  ['/member/my-answer', 'qa.nav.answer'],
  ['/member/ask-message', 'qa.nav.messages'],
  // the distribution section (issue 12 §5): approved distributors only (see DISTRIBUTION below)
  [DISTRIBUTION, 'mc.distribution'],
  ['/member/goods-collection', 'acct.nav.saved'],
  ['/member/shop-collection', 'acct.nav.shops'],
  ['/member/my-footprint', 'acct.nav.footprint'],
  ['/member/my-coupons', 'acct.nav.coupons'],
  ['/member/my-points', 'acct.nav.points'],
  ['/member/my-receipt', 'acct.nav.receipts'],
  ['/member/shipping-address', 'acct.nav.address'],
  // help and messages: the messages entry carries the unread count
  ['/member/message-index', 'acct.help.nav.messages'],
  ['/member/faq', 'acct.help.nav.faq'],
  ['/member/feedback', 'acct.help.nav.feedback'],
];

/** The member centre frame of the account pages: side navigation and the page. */
/** Without a title the page brings its own heading. */
export function MemberFrame({ path, title, children }: { path: string; title?: string; children: ReactNode }) {
  const { t } = useT();
  const ref = useAccountSheet<HTMLDivElement>();
  const unread = useStore($unreadNotices);
  const unreadAsks = useStore($unreadAsks);
  const helpSheet = useSheet<HTMLElement>(helpCss);
  const distributor = useStore($distributorStatus) === 1;
  useEffect(() => void refreshUnreadNotices(), []);
  useEffect(() => void refreshDistributorStatus().catch(() => undefined), []);
  return (
    <div ref={ref} class="wrap page acct-frame">
      <nav ref={helpSheet} class="acct-side" aria-label={t('acct.nav.title')}>
        <h2>{t('acct.nav.title')}</h2>
        <ul>
          {NAV.filter(([href]) => href !== DISTRIBUTION || distributor).map(([href, key]) => (
            <li key={href}>
              <a
                href={href}
                aria-current={href === path || (href === DISTRIBUTION && path.startsWith('/member/distribution')) ? 'page' : undefined}
              >
                {t(key)}
                {href === '/member/message-index' && unread ? (
                  <span class="hm-badge" data-testid="unread-count" role="img" aria-label={t('acct.help.nav.unread', { n: unread })}>
                    {unread > 99 ? '99+' : unread}
                  </span>
                ) : null}
                {href === '/member/ask-message' && unreadAsks ? (
                  <span class="hm-badge" data-testid="unread-asks" role="img" aria-label={t('acct.help.nav.unread', { n: unreadAsks })}>
                    {unreadAsks > 99 ? '99+' : unreadAsks}
                  </span>
                ) : null}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <section class="acct-main">
        {title && <h1>{title}</h1>}
        {children}
      </section>
    </div>
  );
}

/** Reads a named field of a form as a trimmed-free string. */
export const field = (data: FormData, name: string) => String(data.get(name) ?? '');
