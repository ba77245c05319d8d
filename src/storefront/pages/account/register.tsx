import { useRef, useState } from 'react';
import { ValidationError, errorText } from '../../../core/errors';
import { register, registerWithEmail } from '../../../core/stores/account';
import { navigate } from '../../../core/navigate';
import { useT } from '../../../core/ui/use-t';
import { safeForward } from '../../guard';
import { useDocumentTitle } from '../../lib/use-title';
import type { PageProps } from '../../types';
import { ErrorLine, field, SmsButton, useAccountSheet, type FormError } from '../../../widgets/member-centre/pages/parts';

/**
 * /register (username, password twice, mobile, SMS code, agreement) and /register-by-email.
 * Spec §5 rules are checked here first, then by the server; on success the member is logged in
 * and the guard forwards them, except that an email account first sees /verify-email (issue 9).
 */
export default function RegisterPage({ route, location }: PageProps) {
  const { t } = useT();
  const byEmail = route.name === 'registerByEmail';
  useDocumentTitle(t(byEmail ? 'acct.register.titleEmail' : 'acct.register.title'));
  const ref = useAccountSheet<HTMLDivElement>();
  const form = useRef<HTMLFormElement>(null);
  const [error, setError] = useState<FormError>();
  const [note, setNote] = useState<string>();
  const [busy, setBusy] = useState(false);

  const submit = async (e: Event) => {
    e.preventDefault();
    const data = new FormData(form.current!);
    const common = {
      username: field(data, 'username'),
      password: field(data, 'password'),
      confirm: field(data, 'confirm'),
      agreement: data.get('agreement') === 'on',
    };
    setBusy(true);
    setError(undefined);
    try {
      if (byEmail) {
        // Checkout waits for the mailed link: the guard's forward after login becomes /verify-email,
        // which says so and then leads on to where the buyer was headed.
        const forward = safeForward(location.query.forward, window.location.origin);
        if (!forward?.startsWith('/verify-email')) {
          const next = `/verify-email${forward ? `?forward=${encodeURIComponent(forward)}` : ''}`;
          navigate(`/register-by-email?forward=${encodeURIComponent(next)}`, form.current ?? document, true);
        }
        await registerWithEmail({ ...common, email: field(data, 'email') });
      } else await register({ ...common, mobile: field(data, 'mobile'), smsCode: field(data, 'smsCode') });
    } catch (failure) {
      setError({ field: failure instanceof ValidationError ? failure.path : undefined, text: errorText(failure) });
      setBusy(false);
    }
  };
  const invalid = (name: string) => error?.field === name;

  return (
    <div ref={ref} class="wrap page">
      <section class="auth-card">
        <h1>{t(byEmail ? 'acct.register.titleEmail' : 'acct.register.title')}</h1>
        <p class="muted">{t('acct.register.lead')}</p>
        <form ref={form} class="auth-form" noValidate onSubmit={submit} aria-describedby={error ? 'register-error' : undefined}>
          <label>
            <span>{t('acct.register.username')}</span>
            <input name="username" autoComplete="username" maxLength={20} aria-invalid={invalid('username')} required />
          </label>
          <label>
            <span>{t('acct.register.password')}</span>
            <input name="password" type="password" autoComplete="new-password" maxLength={20} aria-invalid={invalid('password')} required />
          </label>
          <label>
            <span>{t('acct.register.confirm')}</span>
            <input name="confirm" type="password" autoComplete="new-password" maxLength={20} aria-invalid={invalid('confirm')} required />
          </label>
          {byEmail ? (
            <label>
              <span>{t('acct.register.email')}</span>
              <input name="email" type="email" autoComplete="email" maxLength={100} aria-invalid={invalid('email')} required />
            </label>
          ) : (
            <>
              <label>
                <span>{t('acct.register.mobile')}</span>
                <input
                  name="mobile"
                  type="tel"
                  inputMode="numeric"
                  autoComplete="tel-national"
                  maxLength={10}
                  aria-invalid={invalid('mobile')}
                  required
                />
              </label>
              <label>
                <span>{t('acct.register.code')}</span>
                <span class="acct-inline">
                  <input
                    name="smsCode"
                    inputMode="numeric"
                    autoComplete="one-time-code"
                    maxLength={6}
                    aria-invalid={invalid('smsCode')}
                    required
                  />
                  <SmsButton
                    scene="REGISTER"
                    mobile={() => field(new FormData(form.current!), 'mobile')}
                    onError={setError}
                    onSent={() => {
                      setError(undefined);
                      setNote(t('acct.sms.sent'));
                    }}
                  />
                </span>
              </label>
            </>
          )}
          <label class="acct-check">
            <input name="agreement" type="checkbox" aria-invalid={invalid('agreement')} />
            <span>
              {t('acct.register.agree', { terms: '\u0000', privacy: '\u0001' })
                // biome-ignore lint/suspicious/noControlCharactersInRegex: NUL and SOH mark where the two links go; no translation contains them
                .split(/([\u0000\u0001])/)
                .map((part, i) =>
                  part === '\u0000' ? (
                    <a key={i} href="/terms" target="_blank" rel="noopener">
                      {t('acct.register.terms')}
                    </a>
                  ) : part === '\u0001' ? (
                    <a key={i} href="/policy" target="_blank" rel="noopener">
                      {t('acct.register.privacy')}
                    </a>
                  ) : (
                    part
                  ),
                )}
            </span>
          </label>
          {note && !error && (
            <p class="acct-note" role="status">
              {note}
            </p>
          )}
          <ErrorLine error={error} id="register-error" />
          <button type="submit" class="btn primary block" disabled={busy} aria-busy={busy}>
            {busy ? t('acct.register.busy') : t('acct.register.submit')}
          </button>
        </form>
        <p class="auth-links">
          <span>
            {t('acct.register.haveAccount')} <a href="/login">{t('acct.register.login')}</a>
          </span>
          <a href={byEmail ? '/register' : '/register-by-email'}>{t(byEmail ? 'acct.register.withMobile' : 'acct.register.withEmail')}</a>
        </p>
      </section>
    </div>
  );
}
