import { useRef, useState } from 'react';
import { bindMobile } from '../../core/api/account';
import { storefrontHref } from '../../core/config';
import { ApiError, errorField, errorText } from '../../core/errors';
import { navigate } from '../../core/navigate';
import { checkMobile, checkSmsCode } from '../../core/stores/account';
import { $user, loadUser } from '../../core/stores/user';
import { useStore } from '../../core/ui/use-store';
import { useT } from '../../core/ui/use-t';
import { ErrorLine, field, formData, SmsButton, ViewLink, type FormError, type GoTo } from './parts';

/** Why binding could not be done: the number was taken meanwhile, the account got one, or unknown. */
export type BindFailure = 'taken' | 'bound' | 'other';

/**
 * Bind a phone to an account that has none (e.g. registered by email). A refusal that retyping
 * cannot help (409) shows the failure: through `onFailed` where the host has a page for it (the
 * storefront's /binder-error), else here. `failed` shows that failure.
 */
export function BindView({ goTo, failed, onFailed }: { goTo: GoTo; failed?: BindFailure; onFailed?: (why: BindFailure) => void }) {
  const { t } = useT();
  const user = useStore($user);
  const form = useRef<HTMLFormElement>(null);
  const [error, setError] = useState<FormError>();
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const [failure, setFailure] = useState<BindFailure | undefined>(failed);

  if (failure) {
    return (
      <div>
        <p>{t(failure === 'taken' ? 'login.bind.errorTaken' : failure === 'bound' ? 'login.bind.errorBound' : 'login.bind.errorBody')}</p>
        <p class="auth-links">
          <ViewLink to="bind" goTo={(view) => (setFailure(undefined), goTo(view))} cls="btn primary">
            {t('login.bind.retry')}
          </ViewLink>
          <a href={storefrontHref('/')} onClick={(e) => (e.preventDefault(), navigate('/', e.currentTarget))}>
            {t('login.bind.home')}
          </a>
        </p>
      </div>
    );
  }

  const submit = async (e: Event) => {
    e.preventDefault();
    const data = formData(form.current);
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
    } catch (refusal) {
      if (refusal instanceof ApiError && refusal.code === '409') {
        await loadUser().catch(() => undefined);
        const why: BindFailure = $user.get()?.mobile ? 'bound' : 'taken';
        return onFailed ? onFailed(why) : setFailure(why);
      }
      setError({ field: errorField(refusal) ?? 'smsCode', text: errorText(refusal) });
    } finally {
      setBusy(false);
    }
  };

  if (!user) {
    return (
      <>
        <p class="muted">{t('login.loginFirst')}</p>
        <ViewLink to="login" goTo={goTo} cls="btn primary">
          {t('common.login')}
        </ViewLink>
      </>
    );
  }
  if (done || user.mobile) {
    return (
      <>
        <p class="acct-note" role="status">
          {t('login.bind.done')}
        </p>
        <p class="auth-links">
          <a
            class="btn primary"
            href={storefrontHref('/member')}
            onClick={(e) => (e.preventDefault(), navigate('/member', e.currentTarget))}
          >
            {t('login.bind.member')}
          </a>
        </p>
      </>
    );
  }
  return (
    <form ref={form} class="auth-form" noValidate onSubmit={submit} aria-describedby={error ? 'binder-error' : undefined}>
      <p class="muted">{t('login.bind.lead')}</p>
      <label>
        <span>{t('login.bind.mobile')}</span>
        <input name="mobile" type="tel" inputMode="numeric" maxLength={10} aria-invalid={error?.field === 'mobile'} required />
      </label>
      <label>
        <span>{t('login.bind.code')}</span>
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
            mobile={() => field(formData(form.current), 'mobile')}
            onError={setError}
            onSent={() => setError(undefined)}
          />
        </span>
      </label>
      <ErrorLine error={error} id="binder-error" />
      <button type="submit" class="btn primary block" disabled={busy} aria-busy={busy}>
        {t('login.bind.submit')}
      </button>
    </form>
  );
}
