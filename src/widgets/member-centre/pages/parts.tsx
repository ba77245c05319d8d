import { useEffect, useRef, useState, type ReactNode } from 'react';
import { sendSmsCode, type SmsScene } from '../../../core/api/account';
import { errorText } from '../../../core/errors';
import { checkMobile, startCountdown } from '../../../core/stores/account';
import { useT } from '../../../core/ui/use-t';
import { useStore } from '../../../core/ui/use-store';
import { $unreadNotices, refreshUnreadNotices } from './notice-count';
import helpCss from './help-messages.css?inline';
import { useSheet } from '../../../core/ui/use-sheet';
import css from './account.css?inline';

/** Adopts the account pages' sheet into the shadow root (or document) they render in. */
export const useAccountSheet = <T extends HTMLElement>() => useSheet<T>(css);

export interface FormError {
  field?: string | undefined;
  text: string;
}

export function ErrorLine({ error, id }: { error: FormError | undefined; id: string }) {
  if (!error) return null;
  return (
    <p id={id} class="form-error" role="alert">
      {error.text}
    </p>
  );
}

/**
 * "Get code" for an SMS code: checks the number first, then stays disabled through the 60 s
 * countdown (spec §4). `mobile()` reads the number at click time.
 */
export function SmsButton({
  mobile,
  scene,
  onError,
  onSent,
}: {
  mobile: () => string;
  scene: SmsScene;
  onError: (e: FormError) => void;
  onSent?: () => void;
}) {
  const { t } = useT();
  const [left, setLeft] = useState(0);
  const [busy, setBusy] = useState(false);
  const stop = useRef<(() => void) | undefined>(undefined);
  useEffect(() => () => stop.current?.(), []);
  const send = async () => {
    const number = mobile().trim();
    const invalid = checkMobile(number);
    if (invalid) return onError({ field: 'mobile', text: invalid.message });
    setBusy(true);
    try {
      await sendSmsCode(number, scene);
      stop.current = startCountdown(setLeft);
      onSent?.();
    } catch (error) {
      onError({ field: 'mobile', text: errorText(error) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <button type="button" class="btn" disabled={busy || left > 0} aria-live="polite" onClick={() => void send()}>
      {left > 0 ? t('acct.sms.resend', { s: left }) : t('acct.sms.send')}
    </button>
  );
}

const NAV: [string, string][] = [
  ['/member', 'acct.nav.home'],
  ['/member/my-profile', 'acct.nav.profile'],
  ['/member/account-safe', 'acct.nav.safe'],
  ['/member/account-balance', 'acct.nav.balance'],
  ['/member/account-binding', 'acct.nav.binding'],
  ['/member/my-order', 'acct.nav.orders'],
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
  const helpSheet = useSheet<HTMLElement>(helpCss);
  useEffect(() => void refreshUnreadNotices(), []);
  return (
    <div ref={ref} class="wrap page acct-frame">
      <nav ref={helpSheet} class="acct-side" aria-label={t('acct.nav.title')}>
        <h2>{t('acct.nav.title')}</h2>
        <ul>
          {NAV.map(([href, key]) => (
            <li key={href}>
              <a href={href} aria-current={href === path ? 'page' : undefined}>
                {t(key)}
                {href === '/member/message-index' && unread ? (
                  <span class="hm-badge" data-testid="unread-count" role="img" aria-label={t('acct.help.nav.unread', { n: unread })}>
                    {unread > 99 ? '99+' : unread}
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
