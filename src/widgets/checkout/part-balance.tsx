import { useState } from 'react';
import { payPartWithBalance, type Cashier, type PayKind } from '../../core/api/payment';
import { errorText } from '../../core/errors';
import { formatMoney } from '../../core/money';
import { toast } from '../../core/toasts';
import { balanceAsk, useConfirm } from '../../core/ui/confirm-dialog';
import { useT } from '../../core/ui/use-t';
import { passwordOf } from './pay-password';

/**
 * "Use my balance": pays min(balance, due) now, with the payment password when one is set; the
 * server takes it atomically, so a second tab applying it too finds nothing left to take.
 */
export function PartBalance({
  kind,
  sn,
  cashier,
  onApplied,
}: {
  kind: PayKind;
  sn: string;
  cashier: Cashier;
  onApplied(left: number): void;
}) {
  const { t, locale } = useT();
  const [busy, setBusy] = useState(false);
  const [confirmDialog, confirm] = useConfirm();
  const share = Math.min(cashier.deposite.balance, cashier.need_pay_price);
  const apply = async (e: Event) => {
    e.preventDefault();
    const password = passwordOf(e.currentTarget as HTMLFormElement);
    if (!(await confirm(balanceAsk(formatMoney(share, locale), t)))) return;
    setBusy(true);
    try {
      const result = await payPartWithBalance(kind, sn, password);
      toast(t('co.cashier.applied', { amount: formatMoney(result.paid, locale) }), 'success');
      onApplied(result.need_pay_price);
    } catch (error) {
      toast(errorText(error), 'error');
    }
    setBusy(false);
  };
  return (
    <form class="buy-shop buy-part" data-testid="part-balance" onSubmit={(e) => void apply(e)}>
      <div class="buy-shop-head">
        <h2>{t('co.cashier.useBalance')}</h2>
      </div>
      <div class="buy-pad">
        <p>{t('co.cashier.available', { amount: formatMoney(cashier.deposite.balance, locale) })}</p>
        <p class="muted small">{t('co.cashier.useBalanceHint', { amount: formatMoney(share, locale) })}</p>
        <div class="buy-part-row">
          {cashier.deposite.is_pwd === 1 && (
            <label class="buy-remark">
              {t('co.cashier.password')}
              <input type="password" name="password" autoComplete="off" required maxLength={20} />
            </label>
          )}
          <button type="submit" class="btn" disabled={busy} aria-busy={busy}>
            {t('co.cashier.apply')}
          </button>
        </div>
      </div>
      {confirmDialog}
    </form>
  );
}
