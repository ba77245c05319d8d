import { useState } from 'react';
import { fetchHistory } from '../../../core/api/receipts';
import { bcp47 } from '../../../core/locale';
import { formatMoney } from '../../../core/money';
import { useT } from '../../../core/ui/use-t';
import { ErrorState } from '../../../core/ui/states';
import { useAsync } from '../../../core/ui/use-async';

const PAGE_SIZE = 10;
export const dateOf = (seconds: number, locale: Parameters<typeof bcp47>[0]) =>
  new Intl.DateTimeFormat(bcp47(locale), { dateStyle: 'medium' }).format(seconds * 1000);

/** The invoices of the member's past orders, newest first, ten a page, each opening its detail. */
export function ReceiptHistory() {
  const { t, locale } = useT();
  const [pageNo, setPageNo] = useState(1);
  const { state, retry } = useAsync(() => fetchHistory(pageNo, PAGE_SIZE), [pageNo]);
  const pages = state.status === 'ready' ? Math.max(1, Math.ceil(state.data.data_total / PAGE_SIZE)) : 1;
  return (
    <section class="ib-section" aria-labelledby="ib-history-h" data-testid="receipt-history">
      <h2 id="ib-history-h">{t('buy.book.historyTitle')}</h2>
      {state.status === 'error' ? (
        <ErrorState error={state.error} onRetry={retry} />
      ) : state.status !== 'ready' ? (
        <div class="buy-skeleton ib-skel" aria-busy="true" />
      ) : state.data.data.length === 0 ? (
        <p class="muted small">{t('buy.book.historyEmpty')}</p>
      ) : (
        <>
          <table class="ib-table">
            <thead>
              <tr>
                <th scope="col">{t('buy.book.date')}</th>
                <th scope="col">{t('buy.book.order')}</th>
                <th scope="col">{t('buy.book.shop')}</th>
                <th scope="col">{t('buy.book.type')}</th>
                <th scope="col">{t('invoice.receipt.receipt_title')}</th>
                <th scope="col">{t('buy.book.amount')}</th>
                <th scope="col">{t('buy.book.status')}</th>
                <th scope="col">
                  <span class="sr-only">{t('buy.book.view')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {state.data.data.map((h) => (
                <tr key={h.history_id}>
                  <td data-label={t('buy.book.date')}>{dateOf(h.add_time, locale)}</td>
                  <td data-label={t('buy.book.order')}>{h.order_sn}</td>
                  <td data-label={t('buy.book.shop')}>{h.seller_name}</td>
                  <td data-label={t('buy.book.type')}>{t(`invoice.title.${h.receipt_type}`)}</td>
                  <td data-label={t('invoice.receipt.receipt_title')}>{h.receipt_title}</td>
                  <td data-label={t('buy.book.amount')}>{formatMoney(h.receipt_amount, locale)}</td>
                  <td data-label={t('buy.book.status')}>{t(`buy.book.status${h.status}`)}</td>
                  <td>
                    <a class="linkish small" href={`/member/my-receipt/detail?id=${h.history_id}`}>
                      {t('buy.book.view')}
                    </a>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          {pages > 1 && (
            <nav class="ib-pager" aria-label={t('buy.book.historyTitle')}>
              <button type="button" class="btn small" disabled={pageNo <= 1} onClick={() => setPageNo((n) => n - 1)}>
                {t('buy.book.prev')}
              </button>
              <span class="small" aria-live="polite">
                {t('buy.book.page', { n: pageNo, total: pages })}
              </span>
              <button type="button" class="btn small" disabled={pageNo >= pages} onClick={() => setPageNo((n) => n + 1)}>
                {t('buy.book.next')}
              </button>
            </nav>
          )}
        </>
      )}
    </section>
  );
}
