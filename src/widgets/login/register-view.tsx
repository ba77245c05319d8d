import { useState } from 'react';
import { errorField, errorText } from '../../core/errors';
import { failuresIn } from '../../core/form-check';
import { useFormErrors } from '../../core/ui/use-form-errors';
import { register, registerWithEmail } from '../../core/stores/account';
import { useT } from '../../core/ui/use-t';
import { ErrorLine, field, formData, NewTabLink, SmsButton, ViewLink, type FormError, type GoTo } from './parts';

/**
 * Registration (username, password twice, mobile and SMS code, or email; agreement). Spec §5 rules
 * are checked here first, then by the server; on success the member is logged in and `onDone` runs.
 * `beforeEmail` runs just before an email registration is sent (the storefront points its forward
 * at /verify-email there).
 */
export function RegisterView({
  byEmail,
  goTo,
  onDone,
  beforeEmail,
}: {
  byEmail: boolean;
  goTo: GoTo;
  onDone?: () => void;
  beforeEmail?: () => void;
}) {
  const { t } = useT();
  const fields = useFormErrors('register');
  const form = fields.form;
  const [error, setError] = useState<FormError>();
  const [note, setNote] = useState<string>();
  const [busy, setBusy] = useState(false);

  const submit = async (e: Event) => {
    e.preventDefault();
    const data = formData(form.current);
    const common = {
      username: field(data, 'username'),
      password: field(data, 'password'),
      confirm: field(data, 'confirm'),
      agreement: data.get('agreement') === 'on',
    };
    setBusy(true);
    setError(undefined);
    fields.clear();
    try {
      if (byEmail) {
        beforeEmail?.();
        await registerWithEmail({ ...common, email: field(data, 'email') });
      } else await register({ ...common, mobile: field(data, 'mobile'), smsCode: field(data, 'smsCode') });
      setBusy(false);
      onDone?.();
    } catch (failure) {
      // the form's own checks: every failing field marked, focus on the first; a refusal of the server: one line
      const failures = failuresIn(failure);
      if (failures.length > 0) fields.show(failures);
      else setError({ field: errorField(failure), text: errorText(failure) });
      setBusy(false);
    }
  };
  // a field the server's refusal names is marked too
  const attrs = (name: string) => (error?.field === name ? { 'aria-invalid': true } : fields.field(name));

  return (
    <>
      <p class="muted">{t('login.register.lead')}</p>
      <form ref={form} class="auth-form" noValidate onSubmit={submit} aria-describedby={error ? 'register-error' : undefined}>
        <label>
          <span>{t('login.register.username')}</span>
          <input name="username" autoComplete="username" maxLength={20} {...attrs('username')} required />
          {fields.message('username')}
        </label>
        <label>
          <span>{t('login.register.password')}</span>
          <input name="password" type="password" autoComplete="new-password" maxLength={20} {...attrs('password')} required />
          {fields.message('password')}
        </label>
        <label>
          <span>{t('login.register.confirm')}</span>
          <input name="confirm" type="password" autoComplete="new-password" maxLength={20} {...attrs('confirm')} required />
          {fields.message('confirm')}
        </label>
        {byEmail ? (
          <label>
            <span>{t('login.register.email')}</span>
            <input name="email" type="email" autoComplete="email" maxLength={100} {...attrs('email')} required />
            {fields.message('email')}
          </label>
        ) : (
          <>
            <label>
              <span>{t('login.register.mobile')}</span>
              <input
                name="mobile"
                type="tel"
                inputMode="numeric"
                autoComplete="tel-national"
                maxLength={10}
                {...attrs('mobile')}
                required
              />
              {fields.message('mobile')}
            </label>
            <label>
              <span>{t('login.register.code')}</span>
              <span class="acct-inline">
                <input name="smsCode" inputMode="numeric" autoComplete="one-time-code" maxLength={6} {...attrs('smsCode')} required />
                <SmsButton
                  scene="REGISTER"
                  mobile={() => field(formData(form.current), 'mobile')}
                  onError={setError}
                  onSent={() => {
                    setError(undefined);
                    setNote(t('login.sms.sent'));
                  }}
                />
              </span>
              {fields.message('smsCode')}
            </label>
          </>
        )}
        <label class="acct-check">
          <input name="agreement" type="checkbox" {...attrs('agreement')} />
          <span>
            {t('login.register.agree', { terms: '\u0000', privacy: '\u0001' })
              // biome-ignore lint/suspicious/noControlCharactersInRegex: NUL and SOH mark where the two links go; no translation contains them
              .split(/([\u0000\u0001])/)
              .map((part, i) =>
                part === '\u0000' ? (
                  <NewTabLink key={i} path="/terms">
                    {t('login.register.terms')}
                  </NewTabLink>
                ) : part === '\u0001' ? (
                  <NewTabLink key={i} path="/policy">
                    {t('login.register.privacy')}
                  </NewTabLink>
                ) : (
                  part
                ),
              )}
          </span>
        </label>
        {fields.message('agreement')}
        {note && !error && (
          <p class="acct-note" role="status">
            {note}
          </p>
        )}
        <ErrorLine error={error} id="register-error" />
        <button type="submit" class="btn primary block" disabled={busy} aria-busy={busy}>
          {busy ? t('login.register.busy') : t('login.register.submit')}
        </button>
      </form>
      <p class="auth-links">
        <span>
          {t('login.register.haveAccount')}{' '}
          <ViewLink to="login" goTo={goTo}>
            {t('login.register.login')}
          </ViewLink>
        </span>
        <ViewLink to="register" byEmail={!byEmail} goTo={goTo}>
          {t(byEmail ? 'login.register.withMobile' : 'login.register.withEmail')}
        </ViewLink>
      </p>
    </>
  );
}
