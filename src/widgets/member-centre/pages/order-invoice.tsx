import type { Order, OrderDetail } from '../../../core/api/orders';
import type { Receipt } from '../../../core/contract/checkout';
import { useT } from '../../../core/ui/use-t';

/** Where a paper invoice is mailed, as one line; '' when it has no mailing address (it goes with the order). */
export function useMailLine(): (receipt: Receipt) => string {
  const { t } = useT();
  return (receipt) =>
    receipt.member_name && receipt.detail_addr
      ? t('buy.orders.invoiceMailTo', { name: receipt.member_name, addr: [receipt.detail_addr, receipt.region].filter(Boolean).join(', ') })
      : '';
}

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
            <strong>{t(`buy.checkout.invoice${receipt.receipt_type}`)}</strong> · {receipt.receipt_title}
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
