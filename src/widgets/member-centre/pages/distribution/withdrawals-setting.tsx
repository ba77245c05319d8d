import { useState } from 'react';
import { clabeProblem, fetchBankAccount, saveBankAccount, ACCOUNT_HOLDER_MAX, BANK_NAME_MAX } from '../../../../core/api/distribution';
import { errorField, errorText } from '../../../../core/errors';
import { toast } from '../../../../core/toasts';
import { ErrorState } from '../../../../core/ui/states';
import { useAsync } from '../../../../core/ui/use-async';
import { useT } from '../../../../core/ui/use-t';
import type { PageProps } from '../../page-props';
import { useDocumentTitle } from '../../page-title';
import { ErrorLine, type FormError } from '../parts';
import { DistributionFrame } from './parts';

type Field = 'clabe' | 'bank_name' | 'account_holder';

/** The bank account form: the CLABE checked by the contract's rule (the server's), every field required. */
function AccountForm({ initial }: { initial: Record<Field, string> }) {
  const { t } = useT();
  const [values, setValues] = useState(initial);
  const [error, setError] = useState<FormError>();
  const [busy, setBusy] = useState(false);
  const check = (): FormError | undefined => {
    const clabe = clabeProblem(values.clabe);
    if (clabe === 'required') return { field: 'clabe', text: t('ds.bank.clabeRequired') };
    if (clabe === 'digits') return { field: 'clabe', text: t('ds.bank.clabeDigits') };
    if (clabe === 'checkDigit') return { field: 'clabe', text: t('ds.bank.clabeCheck') };
    if (!values.bank_name.trim()) return { field: 'bank_name', text: t('ds.bank.required') };
    if (!values.account_holder.trim()) return { field: 'account_holder', text: t('ds.bank.required') };
    return undefined;
  };
  const onSubmit = async (event: Event) => {
    event.preventDefault();
    const problem = check();
    if (problem) return setError(problem);
    setBusy(true);
    setError(undefined);
    try {
      await saveBankAccount({ clabe: values.clabe, bank_name: values.bank_name.trim(), account_holder: values.account_holder.trim() });
      toast(t('ds.bank.saved'), 'success');
    } catch (failure) {
      setError({ field: errorField(failure), text: errorText(failure) });
    } finally {
      setBusy(false);
    }
  };
  const input = (name: Field, label: string, extra: { maxLength?: number; inputMode?: 'numeric'; autoComplete?: string }) => (
    <div>
      <label for={`ds-${name}`}>{label}</label>
      <input
        id={`ds-${name}`}
        name={name}
        type="text"
        value={values[name]}
        aria-invalid={error?.field === name || undefined}
        aria-describedby={error?.field === name ? 'ds-account-error' : undefined}
        onInput={(e) => {
          setValues({ ...values, [name]: e.currentTarget.value });
          if (error?.field === name) setError(undefined);
        }}
        {...extra}
      />
    </div>
  );
  return (
    <form class="ds-form" noValidate onSubmit={(e) => void onSubmit(e)} data-testid="bank-account">
      <p class="ds-note">{t('ds.bank.intro')}</p>
      {input('clabe', t('ds.bank.clabe'), { maxLength: 24, inputMode: 'numeric', autoComplete: 'off' })}
      {input('bank_name', t('ds.bank.bankName'), { maxLength: BANK_NAME_MAX })}
      {input('account_holder', t('ds.bank.holder'), { maxLength: ACCOUNT_HOLDER_MAX, autoComplete: 'name' })}
      <ErrorLine error={error} id="ds-account-error" />
      <div>
        <button type="submit" class="btn primary" disabled={busy}>
          {t('ds.bank.save')}
        </button>
      </div>
    </form>
  );
}

function AccountLoader() {
  const { state, retry } = useAsync((signal) => fetchBankAccount(signal), []);
  if (state.status === 'error') return <ErrorState error={state.error} onRetry={retry} />;
  if (state.status !== 'ready') return <div aria-busy="true" class="ml-skeleton" />;
  return <AccountForm initial={state.data} />;
}

/** `/member/distribution/withdrawals-setting`: where withdrawals go (CLABE, bank, holder). */
export default function WithdrawalsSetting({ location }: PageProps) {
  const { t } = useT();
  const title = t('ds.nav.setting');
  useDocumentTitle(title);
  return (
    <DistributionFrame path={location.pathname} title={title}>
      {() => <AccountLoader />}
    </DistributionFrame>
  );
}
