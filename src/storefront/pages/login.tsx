import { useEffect, useMemo, useRef, useState } from 'react';
import { captchaUrl, loginByPasswordWithCaptcha } from '../../core/api/account';
import { ApiError, errorField, errorText, ValidationError } from '../../core/errors';
import { loginWithSms } from '../../core/stores/account';
import { checkPasswordLogin } from '../../core/stores/login';
import { beginSession } from '../../core/stores/begin-session';
import { sha256Hex } from '../../core/sha256';
import { useT } from '../../core/ui/use-t';
import { useDocumentTitle } from '../lib/use-title';
import { createHumanCheck, type HumanCheckView } from './account/human-check';
import { ErrorLine, field, SmsButton, useAccountSheet, type FormError } from '../../widgets/member-centre/pages/parts';

type Tab = 'password' | 'sms';

/** The server asks for a captcha after repeated failures (`code 428`, `result.captchaRequired`). */
const wantsCaptcha = (error: unknown) =>
  error instanceof ApiError &&
  error.code === '428' &&
  typeof error.data === 'object' &&
  error.data !== null &&
  'captchaRequired' in error.data;

/**
 * /login?forward=: by username and password, or by mobile and SMS code. On success the guard
 * sees a member on a guest-only page and sends them to `forward`. With a captcha, the proof of
 * work starts when the server asks for it and the submit waits for it: no extra click.
 */
export function LoginPage() {
  const { t } = useT();
  useDocumentTitle(t('sf.login.title'));
  const ref = useAccountSheet<HTMLDivElement>();
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
  const form = useRef<HTMLFormElement>(null);

  const submit = async (e: Event) => {
    e.preventDefault();
    const data = new FormData(form.current!);
    setBusy(true);
    setError(undefined);
    let spent = false;
    try {
      if (tab === 'sms') {
        await loginWithSms(field(data, 'mobile'), field(data, 'smsCode'));
      } else {
        const values = { username: field(data, 'username'), password: field(data, 'password') };
        const invalid = checkPasswordLogin(values);
        if (invalid) throw invalid;
        const answer = captcha ? field(data, 'captcha').trim() : undefined;
        if (captcha && !answer) throw new ValidationError('captcha', t('error.form'));
        let altcha: string | undefined;
        if (captcha) {
          setWaiting(true);
          spent = true;
          altcha = await human.take().catch((failure: unknown) => {
            throw failure instanceof ApiError ? failure : new ValidationError('altcha', t('acct.login.verifyFailed'));
          });
          setWaiting(false);
        }
        const { token, userInfo } = await loginByPasswordWithCaptcha(values.username.trim(), sha256Hex(values.password), answer, altcha);
        await beginSession(token, userInfo);
      }
    } catch (failure) {
      // The typed values stay in the form: nothing the buyer entered is lost.
      const required = wantsCaptcha(failure);
      if (required || captcha) setCaptcha(Date.now()); // every image is single use
      if (required || spent) human.start(); // and so is every solved challenge
      setWaiting(false);
      setError({
        field: failure instanceof ValidationError ? failure.path : required ? 'captcha' : errorField(failure),
        text: errorText(failure),
      });
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
  const switchTab = (next: Tab) => {
    setTab(next);
    setError(undefined);
    setNote(undefined);
  };

  return (
    <div ref={ref} class="wrap page">
      <section class="auth-card">
        <h1>{t('sf.login.title')}</h1>
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
              {t(key === 'password' ? 'acct.login.byPassword' : 'acct.login.bySms')}
            </button>
          ))}
        </div>
        <form
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
              <p class="muted">{t('sf.login.lead')}</p>
              <label>
                <span>{t('sf.login.username')}</span>
                <input name="username" autoComplete="username" maxLength={50} aria-invalid={error?.field === 'username'} required />
              </label>
              {/* biome-ignore lint/a11y/noLabelWithoutControl: the input is inside, one of two types chosen at render */}
              <label>
                <span>{t('sf.login.password')}</span>
                {/* Same element either way (preact patches the type), so the typed password stays. */}
                {show ? <input type="text" {...passwordProps} /> : <input type="password" {...passwordProps} />}
              </label>
              <label class="check">
                <input type="checkbox" checked={show} onChange={(e) => setShow(e.currentTarget.checked)} />
                <span>{t('sf.login.show')}</span>
              </label>
              {captcha > 0 && (
                <label class="acct-captcha">
                  <span>{t('acct.login.captcha')}</span>
                  <span class="acct-inline">
                    {/* biome-ignore lint/a11y/noAutofocus: it appears after a refusal and is the next thing to do */}
                    <input name="captcha" autoComplete="off" maxLength={8} aria-invalid={error?.field === 'captcha'} required autoFocus />
                    <img src={captchaUrl('LOGIN', captcha)} alt={t('acct.login.captchaAlt')} />
                    <button type="button" class="btn" style="min-width:0" onClick={() => setCaptcha(Date.now())}>
                      {t('acct.login.captchaNew')}
                    </button>
                  </span>
                </label>
              )}
              {captcha > 0 && <HumanCheckLine view={check} />}
            </>
          ) : (
            <>
              <p class="muted">{t('acct.login.leadSms')}</p>
              <label>
                <span>{t('acct.login.mobile')}</span>
                <input
                  name="mobile"
                  type="tel"
                  inputMode="numeric"
                  autoComplete="tel-national"
                  maxLength={10}
                  aria-invalid={error?.field === 'mobile'}
                  required
                />
              </label>
              <label>
                <span>{t('acct.login.code')}</span>
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
                    scene="LOGIN"
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
          {note && !error && (
            <p class="acct-note" role="status">
              {note}
            </p>
          )}
          <ErrorLine error={error} id="login-error" />
          <button type="submit" class="btn primary block" disabled={busy} aria-busy={busy}>
            {waiting ? t('acct.login.verifying') : busy ? t('sf.login.busy') : t('sf.login.submit')}
          </button>
        </form>
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

/**
 * Where the proof of work stands. The status line is announced politely when it changes state,
 * not at every percent; the bar shows the rest.
 */
function HumanCheckLine({ view }: { view: HumanCheckView }) {
  const { t } = useT();
  const text = { idle: '', solving: t('acct.login.verifying'), ready: t('acct.login.verified'), failed: t('acct.login.verifyFailed') }[
    view.status
  ];
  return (
    <div class="acct-human" data-status={view.status}>
      <span role="status">{text}</span>
      {view.status === 'solving' && <progress max={100} value={view.percent} aria-label={text} />}
    </div>
  );
}

export default LoginPage;
