import { useEffect, useRef, useState } from 'react';
import { findPwd, findPwdSend, findPwdUpdate, findPwdValid } from '../../../core/api/account';
import { ValidationError, errorText } from '../../../core/errors';
import { checkNewPassword, checkSmsCode, startCountdown } from '../../../core/stores/account';
import { sha256Hex } from '../../../core/sha256';
import { useT } from '../../../core/ui/use-t';
import { useDocumentTitle } from '../../lib/use-title';
import type { PageProps } from '../../types';
import { ErrorLine, field, useAccountSheet, type FormError } from '../../../widgets/member-centre/pages/parts';

type Step = 'account' | 'verify' | 'reset' | 'done';
const STEPS: Step[] = ['account', 'verify', 'reset', 'done'];

/** The flow id the server issued for this recovery: the later steps name it, not the device. */
function flowOf(found: { uuid: string } | undefined): string {
  if (!found) throw new Error('vitrina: recovery step without an account');
  return found.uuid;
}

/** /find-password: account → masked mobile → SMS code → valid → new password (Javashop passport calls). */
export default function FindPasswordPage(_props: PageProps) {
  const { t } = useT();
  useDocumentTitle(t('acct.find.title'));
  const ref = useAccountSheet<HTMLDivElement>();
  const form = useRef<HTMLFormElement>(null);
  const [step, setStep] = useState<Step>('account');
  const [found, setFound] = useState<{ mobile: string; uname: string; uuid: string }>();
  const [error, setError] = useState<FormError>();
  const [note, setNote] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [left, setLeft] = useState(0);
  // The 60 s countdown outlives nothing: leaving the page stops its timer.
  const stopCountdown = useRef<(() => void) | undefined>(undefined);
  useEffect(() => () => stopCountdown.current?.(), []);

  const run = async (work: (data: FormData) => Promise<void>) => {
    const data = new FormData(form.current!);
    setBusy(true);
    setError(undefined);
    try {
      await work(data);
    } catch (failure) {
      setError({ field: failure instanceof ValidationError ? failure.path : undefined, text: errorText(failure) });
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
        const invalid = checkNewPassword(password, field(data, 'confirm'));
        if (invalid) throw invalid;
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
      setNote(t('acct.sms.sent'));
    });
  const invalid = (name: string) => error?.field === name;

  return (
    <div ref={ref} class="wrap page">
      <section class="auth-card">
        <h1>{t('acct.find.title')}</h1>
        <ol class="acct-steps">
          {STEPS.map((s) => (
            <li key={s} aria-current={s === step ? 'step' : undefined}>
              {t(`acct.find.steps.${s}`)}
            </li>
          ))}
        </ol>
        <form ref={form} class="auth-form" noValidate onSubmit={submit} aria-describedby={error ? 'find-error' : undefined}>
          {step === 'account' && (
            <label>
              <span>{t('acct.find.account')}</span>
              <input name="account" autoComplete="username" maxLength={100} aria-invalid={invalid('account')} required />
            </label>
          )}
          {step === 'verify' && found && (
            <>
              <p>{t('acct.find.sendTo', { mobile: found.mobile, uname: found.uname })}</p>
              <label>
                <span>{t('acct.find.code')}</span>
                <span class="acct-inline">
                  <input
                    name="smsCode"
                    inputMode="numeric"
                    autoComplete="one-time-code"
                    maxLength={6}
                    aria-invalid={invalid('smsCode')}
                    required
                  />
                  <button type="button" class="btn" disabled={busy || left > 0} onClick={send}>
                    {left > 0 ? t('acct.sms.resend', { s: left }) : t('acct.sms.send')}
                  </button>
                </span>
              </label>
            </>
          )}
          {step === 'reset' && (
            <>
              <label>
                <span>{t('acct.find.password')}</span>
                <input
                  name="password"
                  type="password"
                  autoComplete="new-password"
                  maxLength={20}
                  aria-invalid={invalid('password')}
                  required
                />
              </label>
              <label>
                <span>{t('acct.find.confirm')}</span>
                <input
                  name="confirm"
                  type="password"
                  autoComplete="new-password"
                  maxLength={20}
                  aria-invalid={invalid('confirm')}
                  required
                />
              </label>
            </>
          )}
          {step === 'done' && (
            <p class="acct-note" role="status">
              {t('acct.find.done')}
            </p>
          )}
          {note && !error && step === 'verify' && (
            <p class="acct-note" role="status">
              {note}
            </p>
          )}
          <ErrorLine error={error} id="find-error" />
          {step === 'done' ? (
            <a class="btn primary block" href="/login">
              {t('acct.find.login')}
            </a>
          ) : (
            <button type="submit" class="btn primary block" disabled={busy} aria-busy={busy}>
              {t(step === 'account' ? 'acct.find.next' : step === 'verify' ? 'acct.find.verify' : 'acct.find.save')}
            </button>
          )}
        </form>
      </section>
    </div>
  );
}
