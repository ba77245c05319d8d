import { distributionPage } from './paged-table';
import { useState } from 'react';
import { clabeProblem, fetchBankAccount, saveBankAccount, ACCOUNT_HOLDER_MAX, BANK_NAME_MAX } from '../../../../core/api/distribution';
import { errorField, errorText, ValidationError } from '../../../../core/errors';
import { failuresOf } from '../../../../core/form-check';
import { toast } from '../../../../core/toasts';
import { ErrorState } from '../../../../core/ui/states';
import { useFormErrors } from '../../../../core/ui/use-form-errors';
import { useAsync } from '../../../../core/ui/use-async';
import { useT } from '../../../../core/ui/use-t';

type Field = 'clabe' | 'bank_name' | 'account_holder';

/** The bank account form: the CLABE checked by the contract's rule (the server's), every field required; every problem shown at once. */
function AccountForm({ initial }: { initial: Record<Field, string> }) {
  const { t } = useT();
  const [values, setValues] = useState(initial);
  const [busy, setBusy] = useState(false);
  const errors = useFormErrors('ds');
  const clabeText = { required: 'ds.bank.clabeRequired', digits: 'ds.bank.clabeDigits', checkDigit: 'ds.bank.clabeCheck' } as const;
  const checks = () => {
    const clabe = clabeProblem(values.clabe);
    const required = (name: Field) => (values[name].trim() ? undefined : new ValidationError(name, t('ds.bank.required')));
    return failuresOf([
      clabe ? new ValidationError('clabe', t(clabeText[clabe])) : undefined,
      required('bank_name'),
      required('account_holder'),
    ]);
  };
  const onSubmit = async (event: Event) => {
    event.preventDefault();
    const failures = checks();
    if (failures.length > 0) return errors.show(failures);
    errors.clear();
    setBusy(true);
    try {
      await saveBankAccount({ clabe: values.clabe, bank_name: values.bank_name.trim(), account_holder: values.account_holder.trim() });
      toast(t('ds.bank.saved'), 'success');
    } catch (failure) {
      // the server's refusal, at the field it names (the CLABE when it names none)
      errors.show([new ValidationError(errorField(failure) ?? 'clabe', errorText(failure))]);
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
        {...errors.field(name)}
        onInput={(e) => setValues({ ...values, [name]: e.currentTarget.value })}
        {...extra}
      />
      {errors.message(name)}
    </div>
  );
  return (
    <form ref={errors.form} class="ds-form" noValidate onSubmit={(e) => void onSubmit(e)} data-testid="bank-account">
      <p class="ds-note">{t('ds.bank.intro')}</p>
      {input('clabe', t('ds.bank.clabe'), { maxLength: 24, inputMode: 'numeric', autoComplete: 'off' })}
      {input('bank_name', t('ds.bank.bankName'), { maxLength: BANK_NAME_MAX })}
      {input('account_holder', t('ds.bank.holder'), { maxLength: ACCOUNT_HOLDER_MAX, autoComplete: 'name' })}
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
export default distributionPage('ds.nav.setting', AccountLoader);
