import { removeReceipt } from '../../core/api/checkout';
import { checkShopReceipts } from '../../core/api/receipts';
import { RECEIPT_TYPES, type Receipt, type ReceiptType } from '../../core/contract/checkout';
import { useT } from '../../core/ui/use-t';
import { useAsync } from '../../core/ui/use-async';
import { useSheet } from '../../core/ui/use-sheet';
import bookCss from '../../core/ui/invoice-book.css?inline';
import { StepLink } from './checkout-link';
import type { CheckoutRoute } from './checkout-route';
import { useMailLine } from '../../core/ui/mail-line';

interface Props {
  receipt: Receipt | null;
  /** the order form's route: an invoice's details open as the checkout's invoice step from it */
  route: CheckoutRoute;
  go(next: CheckoutRoute): void;
  run(save: () => Promise<unknown>, done?: string): Promise<void>;
  /** the shops of the order, checked for the invoices they issue */
  shopIds?: readonly number[];
}

/**
 * The invoice on the order form: none, or one of the three types. Choosing a type opens the
 * checkout's invoice step for its details, inside the widget on any page (the href is its
 * storefront address, /checkout/electro, /vatordinary, /vatospecial, for a new tab); the chosen one
 * shows its holder with change and remove.
 */
export function CheckoutReceipt({ receipt, route, go, run, shopIds = [] }: Props) {
  const { t } = useT();
  const ref = useSheet<HTMLElement>(bookCss);
  // which invoices the order's shops issue; a shop that issues fewer than three is named (a failed check says nothing)
  const checks = useAsync(() => (shopIds.length > 0 ? checkShopReceipts(shopIds) : Promise.resolve([])), [shopIds.join(',')]);
  const kindsOf = (types: readonly ReceiptType[]) => types.map((type) => t(`co.checkout.invoice${type}`).toLowerCase()).join(', ');
  const limited =
    checks.state.status === 'ready' ? checks.state.data.filter((shop) => shop.receipt_types.length < RECEIPT_TYPES.length) : [];
  const mailLine = useMailLine();
  const stepOf = (type: ReceiptType): CheckoutRoute => ({ ...route, step: 'invoice', invoice: type });
  return (
    <section class="buy-shop" ref={ref} aria-labelledby="buy-invoice-h" data-testid="invoice">
      <header class="buy-shop-head">
        <h2 id="buy-invoice-h">{t('co.checkout.invoice')}</h2>
      </header>
      <div class="buy-pad">
        {/* links, not radios: choosing a type opens a page, which arrow keys in a radio group must not do */}
        <ul class="co-chips" aria-label={t('co.checkout.invoice')}>
          <li>
            <button
              type="button"
              class="co-chip"
              aria-pressed={!receipt}
              onClick={() => receipt && void run(removeReceipt, t('co.checkout.invoiceRemoved'))}
            >
              {t('co.checkout.invoiceNone')}
            </button>
          </li>
          {RECEIPT_TYPES.map((type) => (
            <li key={type}>
              <StepLink class="co-chip" to={stepOf(type)} go={go} current={receipt?.receipt_type === type}>
                {t(`co.checkout.invoice${type}`)}
              </StepLink>
            </li>
          ))}
        </ul>
        {limited.map((shop) => {
          const refused = receipt && !shop.receipt_types.includes(receipt.receipt_type);
          const values = {
            shop: shop.shop_name,
            kinds: kindsOf(shop.receipt_types),
            type: receipt ? t(`co.checkout.invoice${receipt.receipt_type}`).toLowerCase() : '',
          };
          return (
            <p
              key={shop.shop_id}
              class={`ib-note${refused ? ' warn' : ''}`}
              role={refused ? 'alert' : undefined}
              data-testid="invoice-shop-check"
            >
              {refused ? t('co.book.notIssued', values) : t('co.book.onlyKinds', values)}
            </p>
          );
        })}
        {receipt && (
          <div class="co-receipt" data-testid="invoice-chosen">
            <p>
              <strong>{t(`co.checkout.invoice${receipt.receipt_type}`)}</strong> · {receipt.receipt_title}
              {receipt.tax_no && <span class="muted"> · {t('co.checkout.invoiceTax', { tax: receipt.tax_no })}</span>}
              {mailLine(receipt) && <span class="small muted co-receipt-mail">{mailLine(receipt)}</span>}
            </p>
            <span class="co-receipt-actions">
              <StepLink class="linkish small" to={stepOf(receipt.receipt_type)} go={go}>
                {t('co.checkout.invoiceChange')}
              </StepLink>
              <button type="button" class="linkish small" onClick={() => void run(removeReceipt, t('co.checkout.invoiceRemoved'))}>
                {t('co.checkout.invoiceRemove')}
              </button>
            </span>
          </div>
        )}
      </div>
    </section>
  );
}
