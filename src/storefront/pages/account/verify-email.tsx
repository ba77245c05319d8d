import { useEffect, useState } from 'react';
import { sendEmailVerification, verifyEmail } from '../../../core/api/account';
import { errorText } from '../../../core/errors';
import { navigate } from '../../../core/navigate';
import { $user, loadUser } from '../../../core/stores/user';
import { useStore } from '../../../core/ui/use-store';
import { useT } from '../../../core/ui/use-t';
import { safeForward } from '../../guard';
import { useDocumentTitle } from '../../lib/use-title';
import type { PageProps } from '../../types';
import { ErrorLine, useAccountSheet, type FormError } from '../../../widgets/member-centre/pages/parts';

type Confirming =
  | { status: 'idle' }
  | { status: 'confirming' }
  | { status: 'confirmed'; email: string }
  | { status: 'failed'; error: FormError };

/**
 * /verify-email (issue 9): where an account registered by email learns to check its inbox and can
 * ask for a new link, and where the mailed link lands (`?token=`). The link works without a
 * session, so it may be opened on another device; once used, the token leaves the address bar so
 * a reload does not try it again.
 */
export default function VerifyEmailPage({ location }: PageProps) {
  const { t } = useT();
  useDocumentTitle(t('acct.verify.title'));
  const ref = useAccountSheet<HTMLDivElement>();
  const user = useStore($user);
  const token = location.query.token;
  const forward = safeForward(location.query.forward, window.location.origin) ?? '/';
  const [confirming, setConfirming] = useState<Confirming>(token ? { status: 'confirming' } : { status: 'idle' });
  const [resend, setResend] = useState<{ busy: boolean; note?: string; error?: FormError }>({ busy: false });

  useEffect(() => {
    // what the page shows comes from the server, not from a copy kept at login; offline, the copy will do
    if ($user.get()) void loadUser().catch(() => undefined);
  }, []);

  useEffect(() => {
    if (!token) return;
    let live = true;
    setConfirming({ status: 'confirming' });
    verifyEmail(token).then(
      async ({ email }) => {
        // the session (if any) learns the news; a failed reload keeps the confirmation shown
        if ($user.get()) await loadUser().catch(() => undefined);
        if (!live) return;
        setConfirming({ status: 'confirmed', email });
        navigate(`/verify-email${forward === '/' ? '' : `?forward=${encodeURIComponent(forward)}`}`, document, true);
      },
      (failure: unknown) => live && setConfirming({ status: 'failed', error: { field: 'token', text: errorText(failure) } }),
    );
    return () => {
      live = false;
    };
  }, [token]);

  const sendAgain = async () => {
    setResend({ busy: true });
    try {
      const { email, hours } = await sendEmailVerification();
      setResend({ busy: false, note: t('acct.verify.resent', { email, hours }) });
    } catch (failure) {
      setResend({ busy: false, error: { text: errorText(failure) } });
    }
  };

  const continueLink = (
    <a class="btn primary" href={forward}>
      {t('acct.verify.continue')}
    </a>
  );

  const body = (() => {
    if (confirming.status === 'confirming') return <p role="status">{t('acct.verify.confirming')}</p>;
    if (confirming.status === 'confirmed') {
      return (
        <>
          <p class="acct-note" role="status">
            {t('acct.verify.confirmed', { email: confirming.email })}
          </p>
          <p class="auth-links">
            {user ? (
              continueLink
            ) : (
              <a class="btn primary" href={`/login?forward=${encodeURIComponent(forward)}`}>
                {t('common.login')}
              </a>
            )}
          </p>
        </>
      );
    }
    const failed = confirming.status === 'failed' ? <ErrorLine error={confirming.error} id="verify-error" /> : null;
    if (!user) {
      return (
        <>
          {failed}
          <p>{t('acct.verify.loginFirst')}</p>
          <p class="auth-links">
            <a class="btn primary" href={`/login?forward=${encodeURIComponent('/verify-email')}`}>
              {t('common.login')}
            </a>
          </p>
        </>
      );
    }
    if (!user.email) {
      return (
        <>
          {failed}
          <p>{t('acct.verify.noEmail')}</p>
          <p class="auth-links">
            <a class="btn primary" href="/member/bind-email">
              {t('acct.verify.addEmail')}
            </a>
            <a href="/binder">{t('acct.verify.bindMobile')}</a>
          </p>
        </>
      );
    }
    if (user.emailVerified) {
      return (
        <>
          <p class="acct-note" role="status">
            {t('acct.verify.already', { email: user.email })}
          </p>
          <p class="auth-links">{continueLink}</p>
        </>
      );
    }
    return (
      <>
        {failed}
        <p>{t('acct.verify.sentTo', { email: user.email })}</p>
        <p class="muted">{t('acct.verify.why')}</p>
        <p class="muted">{t('acct.verify.noMail')}</p>
        {resend.note && !resend.error && (
          <p class="acct-note" role="status">
            {resend.note}
          </p>
        )}
        <ErrorLine error={resend.error} id="verify-resend-error" />
        <p class="auth-links">
          <button type="button" class="btn primary" disabled={resend.busy} aria-busy={resend.busy} onClick={() => void sendAgain()}>
            {resend.busy ? t('acct.verify.sending') : t('acct.verify.resend')}
          </button>
          <a href="/member/my-profile">{t('acct.verify.wrongAddress')}</a>
        </p>
        <p class="auth-links">{continueLink}</p>
      </>
    );
  })();

  return (
    <div ref={ref} class="wrap page">
      <section class="auth-card" aria-describedby={confirming.status === 'failed' ? 'verify-error' : undefined}>
        <h1>{confirming.status === 'failed' ? t('acct.verify.failed') : t('acct.verify.title')}</h1>
        {body}
      </section>
    </div>
  );
}
