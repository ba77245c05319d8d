import type { Order, OrderDetail } from '../../../core/api/orders';
import { useMailLine } from '../../../core/ui/mail-line';
import { useT } from '../../../core/ui/use-t';

/** The order detail's invoice facts: whether one was asked for (need_receipt), and its kind, title, RFC and mailing address. */
export function OrderInvoice({ order }: { order: Order | OrderDetail }) {
  const { t } = useT();
  const mailLine = useMailLine();
  const receipt = 'receipt' in order ? order.receipt : null;
  return (
    <>
      <dt>{t('buy.orders.invoice')}</dt>
      <dd data-testid="order-invoice">
        {receipt ? (
          <>
            <strong>{t(`invoice.title.${receipt.receipt_type}`)}</strong> · {receipt.receipt_title}
            {receipt.tax_no && <span class="muted"> · {t('buy.checkout.invoiceTax', { tax: receipt.tax_no })}</span>}
            {mailLine(receipt) && <span class="small muted buy-invoice-mail">{mailLine(receipt)}</span>}
          </>
        ) : order.need_receipt === 1 ? (
          t('buy.orders.invoiceRequested')
        ) : (
          <span class="muted">{t('buy.orders.invoiceNone')}</span>
        )}
      </dd>
    </>
  );
}
