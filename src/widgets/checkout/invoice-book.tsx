import { useState } from 'react';
import {
  deleteTitle,
  fetchMailAddress,
  fetchTitles,
  fetchZpzz,
  makeDefaultTitle,
  TITLE_TYPES,
  type MailAddress,
  type SavedTitle,
  type TitleType,
  type Zpzz,
} from '../../core/api/receipts';
import { isMailed, normalizeReceiptValue, type Receipt, type ReceiptType } from '../../core/contract/checkout';
import { errorText } from '../../core/errors';
import { toast } from '../../core/toasts';
import { deleteAsk, useConfirm } from '../../core/ui/confirm-dialog';
import { useT } from '../../core/ui/use-t';
import { useSheet } from '../../core/ui/use-sheet';
import css from '../../core/ui/invoice-book.css?inline';

export const isTitleType = (type: ReceiptType): type is TitleType => (TITLE_TYPES as readonly string[]).includes(type);

/** What the member's receipt book offers an invoice page: its saved titles, zpzz and mailing address. */
export interface InvoiceBook {
  titles: SavedTitle[];
  zpzz: Zpzz | null;
  mail: MailAddress | null;
}

/** Loads the parts of the book an invoice type uses (nothing more). */
export async function loadBook(type: ReceiptType): Promise<InvoiceBook> {
  const [titles, zpzz, mail] = await Promise.all([
    isTitleType(type) ? fetchTitles(type) : [],
    type === 'VATOSPECIAL' ? fetchZpzz() : null,
    isMailed(type) ? fetchMailAddress() : null,
  ]);
  return { titles, zpzz: zpzz ?? null, mail: mail ?? null };
}

/** A saved title as the invoice form's values. */
export const titleReceipt = (type: ReceiptType, title: SavedTitle): Receipt => ({
  receipt_type: type,
  receipt_title: title.receipt_title,
  receipt_content: title.receipt_content,
  tax_no: title.tax_no,
  member_mobile: title.member_mobile,
  member_email: title.member_email,
  fiscal_zip: title.fiscal_zip,
  tax_regime: title.tax_regime,
  cfdi_use: title.cfdi_use,
});

/** The special VAT qualification as the invoice form's values. */
export const zpzzReceipt = (zpzz: Zpzz): Receipt => ({
  receipt_type: 'VATOSPECIAL',
  receipt_title: zpzz.company_name,
  tax_no: zpzz.taxpayer_code,
  reg_addr: zpzz.register_address,
  reg_tel: zpzz.register_tel,
  bank_name: zpzz.bank_name,
  bank_account: zpzz.bank_account,
});

/** The invoice mailing address as the form's mail fields. */
export const mailFields = (mail: MailAddress): Partial<Receipt> => ({
  member_name: mail.member_name,
  region: mail.region,
  detail_addr: mail.detail_addr,
});

/** Whether a saved title holds what the form says (then there is nothing new to save). */
export const sameTitle = (title: SavedTitle, values: Receipt) =>
  title.receipt_title === normalizeReceiptValue('receipt_title', values.receipt_title ?? '') &&
  title.tax_no === normalizeReceiptValue('tax_no', values.tax_no ?? '');

interface Props {
  type: TitleType;
  initial: SavedTitle[];
  chosen: number | null;
  onChoose(title: SavedTitle): void;
}

/**
 * The saved titles of one invoice type above its form: choosing one fills the form in; each can
 * become the default or be deleted (after a confirmation). Changes refetch the list only, so what
 * the buyer typed in the form stays.
 */
export function SavedTitles({ type, initial, chosen, onChoose }: Props) {
  const { t } = useT();
  const ref = useSheet<HTMLElement>(css);
  const [titles, setTitles] = useState(initial);
  const [busy, setBusy] = useState(false);
  const [confirmDialog, confirm] = useConfirm();
  const act = async (fn: () => Promise<unknown>, done: string) => {
    setBusy(true);
    try {
      await fn();
      toast(done, 'success');
      setTitles(await fetchTitles(type));
    } catch (error) {
      toast(errorText(error), 'error');
    } finally {
      setBusy(false);
    }
  };
  const remove = async (title: SavedTitle) => {
    if (!(await confirm(deleteAsk(t('invoice.book.deleteConfirm', { title: title.receipt_title }), t)))) return;
    void act(() => deleteTitle(title.receipt_id), t('invoice.book.deleted'));
  };
  return (
    <section class="ib-saved" ref={ref} aria-labelledby="ib-saved-h" data-testid="saved-titles">
      <h2 id="ib-saved-h">{t('invoice.book.saved')}</h2>
      {titles.length === 0 ? (
        <p class="muted small">{t('invoice.book.savedEmpty')}</p>
      ) : (
        <ul class="ib-list" aria-busy={busy}>
          {titles.map((title) => (
            <li key={title.receipt_id} class={chosen === title.receipt_id ? 'on' : undefined}>
              <button type="button" class="ib-pick" aria-pressed={chosen === title.receipt_id} onClick={() => onChoose(title)}>
                <strong>
                  {title.receipt_title}
                  {title.is_default === 1 && <span class="ib-badge">{t('invoice.book.default')}</span>}
                </strong>
                {(title.tax_no || title.member_email) && (
                  <span class="muted small">{[title.tax_no, title.member_email].filter(Boolean).join(' · ')}</span>
                )}
              </button>
              <span class="ib-actions">
                {title.is_default !== 1 && (
                  <button
                    type="button"
                    class="linkish small"
                    disabled={busy}
                    onClick={() => void act(() => makeDefaultTitle(title.receipt_id, type), t('invoice.book.defaultSet'))}
                  >
                    {t('invoice.book.makeDefault')}
                  </button>
                )}
                <button
                  type="button"
                  class="linkish small"
                  disabled={busy}
                  aria-label={`${t('invoice.book.delete')}: ${title.receipt_title}`}
                  onClick={() => void remove(title)}
                >
                  {t('invoice.book.delete')}
                </button>
              </span>
            </li>
          ))}
        </ul>
      )}
      {confirmDialog}
    </section>
  );
}
