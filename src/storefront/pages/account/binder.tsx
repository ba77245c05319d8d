import { useRef, useState } from 'react';
import { bindMobile } from '../../../core/api/account';
import { ApiError, errorField, errorText } from '../../../core/errors';
import { checkMobile, checkSmsCode } from '../../../core/stores/account';
import { $user, loadUser } from '../../../core/stores/user';
import { navigate } from '../../../core/navigate';
import { useStore } from '../../../core/ui/use-store';
import { useT } from '../../../core/ui/use-t';
import { useDocumentTitle } from '../../lib/use-title';
import type { PageProps } from '../../types';
import { ErrorLine, field, SmsButton, useAccountSheet, type FormError } from '../../../widgets/member-centre/pages/parts';

/** /binder: bind a phone to an account that has none (e.g. registered by email); /binder-error when it cannot be done. */
export default function BinderPage({ route, location }: PageProps) {
  const { t } = useT();
  const user = useStore($user);
  const failed = route.name === 'binderError';
  useDocumentTitle(t(failed ? 'acct.binder.errorTitle' : 'acct.binder.title'));
  const ref = useAccountSheet<HTMLDivElement>();
  const form = useRef<HTMLFormElement>(null);
  const [error, setError] = useState<FormError>();
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);

  if (failed) {
    return (
      <div ref={ref} class="wrap page">
        <section class="auth-card">
          <h1>{t('acct.binder.errorTitle')}</h1>
          <p>
            {location.query.reason === 'taken'
              ? t('acct.binder.errorTaken')
              : location.query.reason === 'bound'
                ? t('acct.binder.errorBound')
                : t('acct.binder.errorBody')}
          </p>
          <p class="auth-links">
            <a class="btn primary" href="/binder">
              {t('acct.binder.retry')}
            </a>
            <a href="/">{t('acct.binder.home')}</a>
          </p>
        </section>
      </div>
    );
  }

  const submit = async (e: Event) => {
    e.preventDefault();
    const data = new FormData(form.current!);
    const mobile = field(data, 'mobile').trim();
    const code = field(data, 'smsCode').trim();
    setError(undefined);
    const invalid = checkMobile(mobile) ?? checkSmsCode(code);
    if (invalid) return setError({ field: invalid.path, text: invalid.message });
    setBusy(true);
    try {
      await bindMobile(mobile, code);
      await loadUser();
      setDone(true);
    } catch (failure) {
      // 409: the number was taken meanwhile, or the account got one; retyping cannot help
      if (failure instanceof ApiError && failure.code === '409') {
        await loadUser().catch(() => undefined);
        return navigate(`/binder-error?reason=${$user.get()?.mobile ? 'bound' : 'taken'}`, form.current ?? document, true);
      }
      setError({ field: errorField(failure) ?? 'smsCode', text: errorText(failure) });
    } finally {
      setBusy(false);
    }
  };

  const hasMobile = Boolean(user?.mobile);
  return (
    <div ref={ref} class="wrap page">
      <section class="auth-card">
        <h1>{t('acct.binder.title')}</h1>
        {!user ? (
          <p>
            <a class="btn primary" href={`/login?forward=${encodeURIComponent('/binder')}`}>
              {t('common.login')}
            </a>
          </p>
        ) : done || hasMobile ? (
          <>
            <p class="acct-note" role="status">
              {t('acct.binder.done')}
            </p>
            <p class="auth-links">
              <a class="btn primary" href="/member" onClick={(e) => (e.preventDefault(), navigate('/member', e.currentTarget))}>
                {t('acct.nav.home')}
              </a>
            </p>
          </>
        ) : (
          <form ref={form} class="auth-form" noValidate onSubmit={submit} aria-describedby={error ? 'binder-error' : undefined}>
            <p class="muted">{t('acct.binder.lead')}</p>
            <label>
              <span>{t('acct.mobile.mobile')}</span>
              <input name="mobile" type="tel" inputMode="numeric" maxLength={10} aria-invalid={error?.field === 'mobile'} required />
            </label>
            <label>
              <span>{t('acct.mobile.code')}</span>
              <span class="acct-inline">
                <input
                  name="smsCode"
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  maxLength={6}
                  aria-invalid={error?.field === 'smsCode'}
                  required
                />
                <SmsButton
                  scene="BIND"
                  mobile={() => field(new FormData(form.current!), 'mobile')}
                  onError={setError}
                  onSent={() => setError(undefined)}
                />
              </span>
            </label>
            <ErrorLine error={error} id="binder-error" />
            <button type="submit" class="btn primary block" disabled={busy} aria-busy={busy}>
              {t('acct.binder.submit')}
            </button>
          </form>
        )}
      </section>
    </div>
  );
}
