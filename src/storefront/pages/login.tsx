import { useRef, useState } from 'react';
import { errorText, ValidationError } from '../../core/errors';
import { loginWithPassword } from '../../core/stores/login';
import { useT } from '../../core/ui/use-t';
import { useDocumentTitle } from '../lib/use-title';

/**
 * /login?forward=: username and password (the SMS tab comes with the accounts work). On success
 * the guard sees a member on a guest-only page and sends them to `forward`.
 */
export function LoginPage() {
  const { t } = useT();
  useDocumentTitle(t('sf.login.title'));
  const [error, setError] = useState<{ field?: string; text: string }>();
  const [busy, setBusy] = useState(false);
  const [show, setShow] = useState(false);
  const form = useRef<HTMLFormElement>(null);

  const submit = async (e: Event) => {
    e.preventDefault();
    const data = new FormData(form.current!);
    setBusy(true);
    setError(undefined);
    try {
      await loginWithPassword({ username: String(data.get('username') ?? ''), password: String(data.get('password') ?? '') });
    } catch (failure) {
      // The typed values stay in the form: nothing the buyer entered is lost.
      setError({ field: failure instanceof ValidationError ? failure.path : undefined, text: errorText(failure) });
      setBusy(false);
    }
  };

  const passwordProps = {
    name: 'password',
    autoComplete: 'current-password',
    maxLength: 20,
    'aria-invalid': error?.field === 'password',
    required: true,
  };

  return (
    <div class="wrap page">
      <section class="auth-card">
        <h1>{t('sf.login.title')}</h1>
        <p class="muted">{t('sf.login.lead')}</p>
        <form ref={form} class="auth-form" noValidate onSubmit={submit} aria-describedby={error ? 'login-error' : undefined}>
          <label>
            <span>{t('sf.login.username')}</span>
            <input name="username" autoComplete="username" maxLength={50} aria-invalid={error?.field === 'username'} required />
          </label>
          <label>
            <span>{t('sf.login.password')}</span>
            {/* Same element either way (preact patches the type), so the typed password stays. */}
            {show ? <input type="text" {...passwordProps} /> : <input type="password" {...passwordProps} />}
          </label>
          <label class="check">
            <input type="checkbox" checked={show} onChange={(e) => setShow(e.currentTarget.checked)} />
            <span>{t('sf.login.show')}</span>
          </label>
          {error && (
            <p id="login-error" class="form-error" role="alert">
              {error.text}
            </p>
          )}
          <button type="submit" class="btn primary block" disabled={busy} aria-busy={busy}>
            {busy ? t('sf.login.busy') : t('sf.login.submit')}
          </button>
        </form>
        <p class="muted small">{t('sf.login.sms')}</p>
        <p class="auth-links">
          <span>
            {t('sf.login.noAccount')} <a href="/register">{t('sf.login.register')}</a>
          </span>
          <a href="/find-password">{t('sf.login.forgot')}</a>
        </p>
      </section>
    </div>
  );
}
