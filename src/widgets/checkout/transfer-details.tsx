import type { TransferInstructions } from '../../core/api/payment';
import { formatMoney } from '../../core/money';
import { toast } from '../../core/toasts';
import { useT } from '../../core/ui/use-t';

/** Where to send a bank transfer: the marketplace's account, the amount and the reference to quote. */
export function TransferDetails({ transfer }: { transfer: TransferInstructions }) {
  const { t, locale } = useT();
  const amount = formatMoney(transfer.amount, locale);
  const copy = async (text: string) => {
    try {
      await navigator.clipboard.writeText(text);
      toast(t('co.cashier.copied'), 'success');
    } catch {
      // a page over plain http, or a browser that says no: the numbers stay selectable
      toast(t('co.cashier.copyFailed'), 'warning');
    }
  };
  const rows: [string, string, boolean][] = [
    [t('co.cashier.bank'), transfer.bank_name, false],
    [t('co.cashier.holder'), transfer.account_name, false],
    [t('co.cashier.clabe'), transfer.clabe, true],
    [t('co.cashier.reference'), transfer.reference, true],
    [t('co.cashier.amount'), amount, false],
  ];
  return (
    <section class="buy-shop buy-transfer" data-testid="transfer">
      <div class="buy-shop-head">
        <h2>{t('co.cashier.transferTitle')}</h2>
      </div>
      <div class="buy-pad">
        <p class="muted small">{t('co.cashier.transferNote', { amount })}</p>
        <dl>
          {rows.map(([label, value, copyable]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>
                <span class={copyable ? 'buy-mono' : ''}>{value}</span>
                {copyable && (
                  <button
                    type="button"
                    class="btn small"
                    onClick={() => void copy(value)}
                    aria-label={t('co.cashier.copy', { what: label })}
                  >
                    {t('co.cashier.copy', { what: '' }).trim()}
                  </button>
                )}
              </dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
