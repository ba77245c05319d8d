import { useEffect, useMemo, useState } from 'react';
import { captchaUrl, loginByPasswordWithCaptcha } from '../../core/api/account';
import { ApiError, errorField, errorText, ValidationError } from '../../core/errors';
import { sha256Hex } from '../../core/sha256';
import { loginWithSms } from '../../core/stores/account';
import { beginSession } from '../../core/stores/begin-session';
import { passwordLoginChecks, wantsCaptcha } from '../../core/stores/login';
import { assertValid, failuresIn } from '../../core/form-check';
import { useFormErrors } from '../../core/ui/use-form-errors';
import { useT } from '../../core/ui/use-t';
import { createHumanCheck, type HumanCheckView } from './human-check';
import { ErrorLine, field, formData, SmsButton, ViewLink, type FormError, type GoTo } from './parts';

type Tab = 'password' | 'sms';

/**
 * Log in by username and password, or by mobile and SMS code; `onDone` once the session has begun.
 * With a captcha, the proof of work starts when the server asks for it and the submit waits for
 * it: no extra click.
 */
export function LoginView({ goTo, onDone }: { goTo: GoTo; onDone?: () => void }) {
  const { t } = useT();
  const [tab, setTab] = useState<Tab>('password');
  const [error, setError] = useState<FormError>();
  const [note, setNote] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [show, setShow] = useState(false);
  const [captcha, setCaptcha] = useState(0);
  const [check, setCheck] = useState<HumanCheckView>({ status: 'idle', percent: 0 });
  const [waiting, setWaiting] = useState(false);
  const human = useMemo(() => createHumanCheck('LOGIN', setCheck), []);
  useEffect(() => () => human.stop(), [human]);
  const fields = useFormErrors('login');
  const form = fields.form;

  const submit = async (e: Event) => {
    e.preventDefault();
    const data = formData(form.current);
    setBusy(true);
    setError(undefined);
    fields.clear();
    let spent = false;
    try {
      if (tab === 'sms') {
        await loginWithSms(field(data, 'mobile'), field(data, 'smsCode'));
      } else {
        const values = { username: field(data, 'username'), password: field(data, 'password') };
        const answer = captcha ? field(data, 'captcha').trim() : undefined;
        // every empty field at once, in the form's order
        assertValid([...passwordLoginChecks(values), captcha && !answer ? new ValidationError('captcha', t('error.form')) : undefined]);
        let altcha: string | undefined;
        if (captcha) {
          setWaiting(true);
          spent = true;
          altcha = await human.take().catch((failure: unknown) => {
            throw failure instanceof ApiError ? failure : new ValidationError('altcha', t('login.verifyFailed'));
          });
          setWaiting(false);
        }
        const { token, userInfo } = await loginByPasswordWithCaptcha(values.username.trim(), sha256Hex(values.password), answer, altcha);
        await beginSession(token, userInfo);
      }
      setBusy(false);
      onDone?.();
    } catch (failure) {
      // The typed values stay in the form: nothing the buyer entered is lost.
      const required = wantsCaptcha(failure);
      if (required || captcha) setCaptcha(Date.now()); // every image is single use
      if (required || spent) human.start(); // and so is every solved challenge
      setWaiting(false);
      // the form's own checks: each under its field, focus on the first; a refusal of the server: one line
      // (a failed proof of work has no input of its own: it is the line's)
      const failures = failure instanceof ValidationError && failure.path === 'altcha' ? [] : failuresIn(failure);
      if (failures.length > 0) fields.show(failures);
      else setError({ field: required ? 'captcha' : errorField(failure), text: errorText(failure) });
      setBusy(false);
    }
  };

  // a field the server's refusal names is marked too
  const attrs = (name: string) => (error?.field === name ? { 'aria-invalid': true } : fields.field(name));
  const passwordProps = {
    name: 'password',
    autoComplete: 'current-password',
    maxLength: 20,
    ...attrs('password'),
    required: true,
  };
  const switchTab = (next: Tab) => {
    setTab(next);
    setError(undefined);
    fields.clear();
    setNote(undefined);
  };

  return (
    <>
      <div class="acct-tabs" role="tablist">
        {(['password', 'sms'] as const).map((key) => (
          <button
            key={key}
            type="button"
            role="tab"
            id={`login-tab-${key}`}
            aria-selected={tab === key}
            aria-controls="login-panel"
            onClick={() => switchTab(key)}
          >
            {t(key === 'password' ? 'login.byPassword' : 'login.bySms')}
          </button>
        ))}
      </div>
      {/* One form per tab (keyed), so the mobile field does not inherit what was typed as the username. */}
      <form
        key={tab}
        ref={form}
        id="login-panel"
        aria-labelledby={`login-tab-${tab}`}
        class="auth-form"
        noValidate
        onSubmit={submit}
        aria-describedby={error ? 'login-error' : undefined}
      >
        {tab === 'password' ? (
          <>
            <p class="muted">{t('login.lead')}</p>
            <label>
              <span>{t('login.username')}</span>
              <input name="username" autoComplete="username" maxLength={50} {...attrs('username')} required />
              {fields.message('username')}
            </label>
            {/* biome-ignore lint/a11y/noLabelWithoutControl: the input is inside, one of two types chosen at render */}
            <label>
              <span>{t('login.password')}</span>
              {/* Same element either way (preact patches the type), so the typed password stays. */}
              {show ? <input type="text" {...passwordProps} /> : <input type="password" {...passwordProps} />}
              {fields.message('password')}
            </label>
            <label class="check">
              <input type="checkbox" checked={show} onChange={(e) => setShow(e.currentTarget.checked)} />
              <span>{t('login.show')}</span>
            </label>
            {captcha > 0 && (
              <label class="acct-captcha">
                <span>{t('login.captcha')}</span>
                <span class="acct-inline">
                  {/* biome-ignore lint/a11y/noAutofocus: it appears after a refusal and is the next thing to do */}
                  <input name="captcha" autoComplete="off" maxLength={8} {...attrs('captcha')} required autoFocus />
                  <img src={captchaUrl('LOGIN', captcha)} alt={t('login.captchaAlt')} />
                  <button type="button" class="btn" style="min-width:0" onClick={() => setCaptcha(Date.now())}>
                    {t('login.captchaNew')}
                  </button>
                </span>
                {fields.message('captcha')}
              </label>
            )}
            {captcha > 0 && <HumanCheckLine view={check} />}
          </>
        ) : (
          <>
            <p class="muted">{t('login.leadSms')}</p>
            <label>
              <span>{t('login.mobile')}</span>
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
              <span>{t('login.code')}</span>
              <span class="acct-inline">
                <input name="smsCode" inputMode="numeric" autoComplete="one-time-code" maxLength={6} {...attrs('smsCode')} required />
                <SmsButton
                  scene="LOGIN"
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
        {note && !error && (
          <p class="acct-note" role="status">
            {note}
          </p>
        )}
        <ErrorLine error={error} id="login-error" />
        <button type="submit" class="btn primary block" disabled={busy} aria-busy={busy}>
          {waiting ? t('login.verifying') : busy ? t('login.busy') : t('login.submit')}
        </button>
      </form>
      <p class="auth-links">
        <span>
          {t('login.noAccount')}{' '}
          <ViewLink to="register" goTo={goTo}>
            {t('login.signUp')}
          </ViewLink>
        </span>
        <ViewLink to="recover" goTo={goTo}>
          {t('login.forgot')}
        </ViewLink>
      </p>
    </>
  );
}

/**
 * Where the proof of work stands. The status line is announced politely when it changes state,
 * not at every percent; the bar shows the rest.
 */
function HumanCheckLine({ view }: { view: HumanCheckView }) {
  const { t } = useT();
  const text = { idle: '', solving: t('login.verifying'), ready: t('login.verified'), failed: t('login.verifyFailed') }[view.status];
  return (
    <div class="acct-human" data-status={view.status}>
      <span role="status">{text}</span>
      {view.status === 'solving' && <progress max={100} value={view.percent} aria-label={text} />}
    </div>
  );
}
