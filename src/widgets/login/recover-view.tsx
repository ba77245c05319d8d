import { useEffect, useRef, useState } from 'react';
import { findPwd, findPwdSend, findPwdUpdate, findPwdValid } from '../../core/api/account';
import { errorField, errorText, ValidationError } from '../../core/errors';
import { assertValid, failuresIn } from '../../core/form-check';
import { useFormErrors } from '../../core/ui/use-form-errors';
import { sha256Hex } from '../../core/sha256';
import { checkSmsCode, newPasswordChecks, startCountdown } from '../../core/stores/account';
import { useT } from '../../core/ui/use-t';
import { ErrorLine, field, formData, ViewLink, type FormError, type GoTo } from './parts';

type Step = 'account' | 'verify' | 'reset' | 'done';
const STEPS: Step[] = ['account', 'verify', 'reset', 'done'];

/** The flow id the server issued for this recovery: the later steps name it, not the device. */
function flowOf(found: { uuid: string } | undefined): string {
  if (!found) throw new Error('vitrina: recovery step without an account');
  return found.uuid;
}

/** Password recovery: account → masked mobile → SMS code → valid → new password (Javashop passport calls). */
export function RecoverView({ goTo }: { goTo: GoTo }) {
  const { t } = useT();
  const fields = useFormErrors('find');
  const form = fields.form;
  const [step, setStep] = useState<Step>('account');
  const [found, setFound] = useState<{ mobile: string; uname: string; uuid: string }>();
  const [error, setError] = useState<FormError>();
  const [note, setNote] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [left, setLeft] = useState(0);
  // The 60 s countdown outlives nothing: leaving the view stops its timer.
  const stopCountdown = useRef<(() => void) | undefined>(undefined);
  useEffect(() => () => stopCountdown.current?.(), []);

  const run = async (work: (data: FormData) => Promise<void>) => {
    const data = formData(form.current);
    setBusy(true);
    setError(undefined);
    fields.clear();
    try {
      await work(data);
    } catch (failure) {
      // the form's own checks: each under its field, focus on the first; a refusal of the server: one line
      const failures = failuresIn(failure);
      if (failures.length > 0) fields.show(failures);
      else setError({ field: errorField(failure), text: errorText(failure) });
    } finally {
      setBusy(false);
    }
  };

  const submit = (e: Event) => {
    e.preventDefault();
    void run(async (data) => {
      if (step === 'account') {
        const account = field(data, 'account').trim();
        if (!account) throw new ValidationError('account', t('error.form'));
        setFound(await findPwd(account));
        setStep('verify');
        form.current?.reset();
      } else if (step === 'verify') {
        const code = field(data, 'smsCode');
        const invalid = checkSmsCode(code);
        if (invalid) throw invalid;
        await findPwdValid(flowOf(found), code.trim());
        setNote(undefined);
        setStep('reset');
      } else if (step === 'reset') {
        const password = field(data, 'password');
        assertValid(newPasswordChecks(password, field(data, 'confirm')));
        await findPwdUpdate(flowOf(found), sha256Hex(password));
        setStep('done');
      }
    });
  };
  const send = () =>
    void run(async () => {
      await findPwdSend(flowOf(found));
      stopCountdown.current?.();
      stopCountdown.current = startCountdown(setLeft);
      setNote(t('login.sms.sent'));
    });
  // a field the server's refusal names is marked too
  const attrs = (name: string) => (error?.field === name ? { 'aria-invalid': true } : fields.field(name));

  return (
    <>
      <ol class="acct-steps">
        {STEPS.map((s) => (
          <li key={s} aria-current={s === step ? 'step' : undefined}>
            {t(`login.find.steps.${s}`)}
          </li>
        ))}
      </ol>
      <form ref={form} class="auth-form" noValidate onSubmit={submit} aria-describedby={error ? 'find-error' : undefined}>
        {step === 'account' && (
          <label>
            <span>{t('login.find.account')}</span>
            <input name="account" autoComplete="username" maxLength={100} {...attrs('account')} required />
            {fields.message('account')}
          </label>
        )}
        {step === 'verify' && found && (
          <>
            <p>{t('login.find.sendTo', { mobile: found.mobile, uname: found.uname })}</p>
            <label>
              <span>{t('login.find.code')}</span>
              <span class="acct-inline">
                <input name="smsCode" inputMode="numeric" autoComplete="one-time-code" maxLength={6} {...attrs('smsCode')} required />
                <button type="button" class="btn" disabled={busy || left > 0} onClick={send}>
                  {left > 0 ? t('login.sms.resend', { s: left }) : t('login.sms.send')}
                </button>
              </span>
              {fields.message('smsCode')}
            </label>
          </>
        )}
        {step === 'reset' && (
          <>
            <label>
              <span>{t('login.find.password')}</span>
              <input name="password" type="password" autoComplete="new-password" maxLength={20} {...attrs('password')} required />
              {fields.message('password')}
            </label>
            <label>
              <span>{t('login.find.confirm')}</span>
              <input name="confirm" type="password" autoComplete="new-password" maxLength={20} {...attrs('confirm')} required />
              {fields.message('confirm')}
            </label>
          </>
        )}
        {step === 'done' && (
          <p class="acct-note" role="status">
            {t('login.find.done')}
          </p>
        )}
        {note && !error && step === 'verify' && (
          <p class="acct-note" role="status">
            {note}
          </p>
        )}
        <ErrorLine error={error} id="find-error" />
        {step === 'done' ? (
          <ViewLink to="login" goTo={goTo} cls="btn primary block">
            {t('login.find.login')}
          </ViewLink>
        ) : (
          <button type="submit" class="btn primary block" disabled={busy} aria-busy={busy}>
            {t(step === 'account' ? 'login.find.next' : step === 'verify' ? 'login.find.verify' : 'login.find.save')}
          </button>
        )}
      </form>
    </>
  );
}
