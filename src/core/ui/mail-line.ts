import type { Receipt } from '../contract/checkout';
import { useT } from './use-t';

/** Where a paper invoice is mailed, as one line; '' when it has no mailing address (it goes with the order). */
export function useMailLine(): (receipt: Receipt) => string {
  const { t } = useT();
  return (receipt) =>
    receipt.member_name && receipt.detail_addr
      ? t('co.orders.invoiceMailTo', { name: receipt.member_name, addr: [receipt.detail_addr, receipt.region].filter(Boolean).join(', ') })
      : '';
}
