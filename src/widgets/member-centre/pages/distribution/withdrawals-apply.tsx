import { distributionPage } from './paged-table';
import { useState } from 'react';
import {
  applyWithdrawal,
  fetchBankAccount,
  fetchDistribution,
  type BankAccount,
  type DistributionSummary,
} from '../../../../core/api/distribution';
import { MONEY_PATTERN } from '../../../../core/contract/rules';
import { errorField, errorText } from '../../../../core/errors';
import { formatMoney } from '../../../../core/money';
import { toast } from '../../../../core/toasts';
import { useConfirm } from '../../../../core/ui/confirm-dialog';
import { ErrorState } from '../../../../core/ui/states';
import { useAsync } from '../../../../core/ui/use-async';
import { useT } from '../../../../core/ui/use-t';
import { ErrorLine, type FormError } from '../parts';
import { MoneyCards } from './parts';

/** The amount, checked as the server checks it: 2 decimals, at least the minimum, at most what is available. */
function ApplyForm({ summary, account, onDone }: { summary: DistributionSummary; account: BankAccount; onDone: () => void }) {
  const { t, locale } = useT();
  const money = (value: number) => formatMoney(value, locale);
  const [amount, setAmount] = useState('');
  const [error, setError] = useState<FormError>();
  const [busy, setBusy] = useState(false);
  const [confirmDialog, confirm] = useConfirm();
  if (!account.clabe) {
    return (
      <div class="ds-gate" data-testid="withdraw-no-account">
        <p role="status">{t('ds.apply.noAccount')}</p>
        <a class="btn primary" href="/member/distribution/withdrawals-setting">
          {t('ds.apply.setAccount')}
        </a>
      </div>
    );
  }
  const check = (): FormError | undefined => {
    const typed = amount.trim();
    if (!MONEY_PATTERN.test(typed)) return { field: 'amount', text: t('ds.apply.amountBad') };
    const value = Number(typed);
    if (value < summary.min_withdrawal) return { field: 'amount', text: t('ds.apply.belowMin', { min: money(summary.min_withdrawal) }) };
    if (value > summary.available)
      return { field: 'amount', text: t('ds.apply.overAvailable', { available: money(Math.max(0, summary.available)) }) };
    return undefined;
  };
  const onSubmit = async (event: Event) => {
    event.preventDefault();
    const problem = check();
    if (problem) return setError(problem);
    setError(undefined);
    // the money leaves for the bank: asked once, naming the amount and the account
    const yes = await confirm({
      title: t('ds.apply.askTitle', { amount: money(Number(amount.trim())) }),
      body: t('ds.apply.askBody', { clabe: `···${account.clabe.slice(-4)}`, bank: account.bank_name }),
      action: t('ds.apply.askAction'),
    });
    if (!yes) return;
    setBusy(true);
    try {
      await applyWithdrawal({ amount: Number(amount.trim()) });
      toast(t('ds.apply.sent'), 'success');
      setAmount('');
      onDone();
    } catch (failure) {
      setError({ field: errorField(failure) ?? 'amount', text: errorText(failure) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <form class="ds-form" noValidate onSubmit={(e) => void onSubmit(e)} data-testid="withdraw-form">
      <div>
        <label for="ds-amount">{t('ds.apply.amount')}</label>
        <input
          id="ds-amount"
          name="amount"
          type="text"
          inputMode="decimal"
          autoComplete="off"
          value={amount}
          aria-invalid={error?.field === 'amount' || undefined}
          aria-describedby="ds-amount-hint"
          onInput={(e) => {
            setAmount(e.currentTarget.value);
            if (error) setError(undefined);
          }}
        />
        <p id="ds-amount-hint" class="ds-note">
          {t('ds.apply.min', { min: money(summary.min_withdrawal) })} ·{' '}
          {t('ds.apply.to', { clabe: `···${account.clabe.slice(-4)}`, bank: account.bank_name })}
        </p>
      </div>
      <ErrorLine error={error} id="ds-apply-error" />
      <div>
        <button type="submit" class="btn primary" disabled={busy}>
          {t('ds.apply.submit')}
        </button>
      </div>
      {confirmDialog}
    </form>
  );
}

function ApplyLoader() {
  const { t } = useT();
  // the money is asked again after a withdrawal; the confirmation stays through that reload
  const [version, setVersion] = useState(0);
  const { state, retry } = useAsync(async (signal) => Promise.all([fetchDistribution(signal), fetchBankAccount(signal)]), [version]);
  if (state.status === 'error') return <ErrorState error={state.error} onRetry={retry} />;
  if (state.status !== 'ready') return <div aria-busy="true" class="ml-skeleton" />;
  const [summary, account] = state.data;
  return (
    <>
      {version > 0 && (
        <p role="status" data-testid="withdraw-sent">
          {t('ds.apply.sent')} · <a href="/member/distribution/withdrawals-history">{t('ds.nav.withdrawals')}</a>
        </p>
      )}
      <MoneyCards summary={summary} />
      <ApplyForm summary={summary} account={account} onDone={() => setVersion((v) => v + 1)} />
    </>
  );
}

/** `/member/distribution/withdrawals-apply`: withdraw settled commission to my bank account. */
export default distributionPage('ds.nav.apply', ApplyLoader);
