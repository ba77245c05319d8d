import { fetchHistoryDetail } from '../../../core/api/receipts';
import { formatMoney } from '../../../core/money';
import { useT } from '../../../core/ui/use-t';
import { ErrorState, MissingState } from '../../../core/ui/states';
import { isMissing } from '../../../core/missing';
import { useAsync } from '../../../core/ui/use-async';
import { useDocumentTitle } from '../page-title';
import type { PageProps } from '../page-props';
import { ReceiptFrame } from './receipt-book-parts';
import { dateOf } from './receipt-history';
import { findRegime, findUse } from '../../../core/contract/cfdi';

const FIELDS = [
  'receipt_title',
  'tax_no',
  'fiscal_zip',
  'receipt_content',
  'reg_addr',
  'reg_tel',
  'bank_name',
  'bank_account',
  'member_email',
  'member_mobile',
] as const;

/** `/member/my-receipt/detail?id=`: one past invoice, as it was asked for, with its order's goods. */
export default function MyReceiptDetailPage({ location }: PageProps) {
  const { t, locale } = useT();
  const title = t('mc.receiptDetail');
  useDocumentTitle(title);
  const id = Number(location.query.id);
  const { state, retry } = useAsync(() => fetchHistoryDetail(Number.isSafeInteger(id) && id > 0 ? id : 0), [id]);
  const money = (value: number) => formatMoney(value, locale);
  return (
    <ReceiptFrame path="/member/my-receipt" title={title}>
      <p>
        <a class="linkish small" href="/member/my-receipt">
          {t('buy.book.back')}
        </a>
      </p>
      {state.status === 'error' && isMissing(state.error) ? (
        <MissingState
          title={t('buy.book.missing')}
          body={t('buy.book.missingBody')}
          href="/member/my-receipt"
          action={t('buy.book.back')}
        />
      ) : state.status === 'error' ? (
        <ErrorState error={state.error} onRetry={retry} />
      ) : state.status !== 'ready' ? (
        <div class="buy-skeleton" aria-busy="true" />
      ) : (
        <div class="ib-grid" data-testid="receipt-detail">
          <section class="ib-section" aria-labelledby="ib-detail-h">
            <h2 id="ib-detail-h">
              {t(`invoice.title.${state.data.receipt_type}`)} · {t(`buy.book.status${state.data.status}`)}
            </h2>
            <dl class="ib-dl">
              <dt>{t('buy.book.order')}</dt>
              <dd>{state.data.order_sn}</dd>
              <dt>{t('buy.book.shop')}</dt>
              <dd>{state.data.seller_name}</dd>
              <dt>{t('buy.book.date')}</dt>
              <dd>{dateOf(state.data.add_time, locale)}</dd>
              <dt>{t('buy.book.amount')}</dt>
              <dd>{money(state.data.receipt_amount)}</dd>
              {FIELDS.filter((field) => state.data[field]).map((field) => [
                <dt key={`${field}-t`}>{t(`invoice.receipt.${field}`)}</dt>,
                <dd key={`${field}-d`}>{state.data[field]}</dd>,
              ])}
              {/* the CFDI's regime and use by their catalogue names; the folio once the PAC stamped it */}
              {(
                [
                  ['tax_regime', findRegime(state.data.tax_regime)],
                  ['cfdi_use', findUse(state.data.cfdi_use)],
                ] as const
              ).map(
                ([field, entry]) =>
                  entry && [
                    <dt key={`${entry.code}-t`}>{t(`invoice.receipt.${field}`)}</dt>,
                    <dd key={`${entry.code}-d`}>
                      {entry.code} · {entry.name[locale]}
                    </dd>,
                  ],
              )}
              {state.data.receipt_type === 'ELECTRO' && (
                <>
                  <dt>{t('buy.book.folio')}</dt>
                  <dd data-testid="cfdi-folio">{state.data.cfdi_uuid || <span class="muted">{t('buy.book.folioPending')}</span>}</dd>
                </>
              )}
              {state.data.stamped_at !== null && (
                <>
                  <dt>{t('buy.book.stampedAt')}</dt>
                  <dd>{dateOf(state.data.stamped_at, locale)}</dd>
                </>
              )}
              {state.data.detail_addr && (
                <>
                  <dt>{t('buy.book.mailTo')}</dt>
                  <dd>{[state.data.member_name, state.data.detail_addr, state.data.region].filter(Boolean).join(', ')}</dd>
                </>
              )}
            </dl>
          </section>
          <section class="ib-section" aria-labelledby="ib-goods-h">
            <h2 id="ib-goods-h">{t('buy.book.goods')}</h2>
            <table class="ib-table">
              <thead>
                <tr>
                  <th scope="col">{t('buy.book.goods')}</th>
                  <th scope="col">{t('buy.book.qty')}</th>
                  <th scope="col">{t('buy.book.amount')}</th>
                </tr>
              </thead>
              <tbody>
                {state.data.goods_list.map((g) => (
                  <tr key={g.goods_id}>
                    <td>{g.name}</td>
                    <td data-label={t('buy.book.qty')}>{g.num}</td>
                    <td data-label={t('buy.book.amount')}>{money(g.subtotal)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
        </div>
      )}
    </ReceiptFrame>
  );
}
