import { useRef, useState } from 'react';
import { fetchCheckoutParams, saveReceipt } from '../../core/api/checkout';
import { addTitle, fetchTitles, type SavedTitle } from '../../core/api/receipts';
import {
  isMailed,
  RECEIPT_FORM,
  RECEIPT_MAIL_FIELDS,
  type Receipt,
  type ReceiptField,
  type ReceiptType,
} from '../../core/contract/checkout';
import { receiptProblems } from '../../core/contract/receipt-rules';
import { failuresIn } from '../../core/form-check';
import { errorText } from '../../core/errors';
import { toast } from '../../core/toasts';
import { useReportFailure } from '../../core/ui/failure';
import { useT } from '../../core/ui/use-t';
import { ErrorState } from '../../core/ui/states';
import { useAsync } from '../../core/ui/use-async';
import { buyingCss as css } from '../../core/ui/buying-sheet';
import formCss from '../../core/ui/checkout-form.css?inline';
import bookCss from '../../core/ui/invoice-book.css?inline';
import { focusFirst, InvoiceFields, invoiceProblemText, type FieldError } from '../../core/ui/invoice-fields';
import { useSheet } from '../../core/ui/use-sheet';
import { StepLink } from './checkout-link';
import type { CheckoutRoute } from './checkout-route';
import { StepBar } from './checkout-steps';
import { focusRegion, InvoiceMail } from './invoice-mail';
import { isTitleType, loadBook, mailFields, SavedTitles, sameTitle, titleReceipt, zpzzReceipt, type InvoiceBook } from './invoice-book';

/** The mailing address has its own fieldset (invoice-mail.tsx), not a plain input each. */
const isMailField = (field: ReceiptField) => (RECEIPT_MAIL_FIELDS as readonly ReceiptField[]).includes(field);

/**
 * The checkout's invoice step (`/checkout/electro | vatordinary | vatospecial` in full-page mode):
 * the details of one invoice type, checked here by the server's own rules (contract/checkout.ts,
 * the CFDI's in cfdi.ts), every refusal at once under its field and focus on the first, saved as the checkout's receipt, then back to the
 * order form, inside the widget on any page. The member's receipt book (invoice-book.tsx) fills it
 * in: a saved title chosen above the form (the default one at first), the special VAT
 * qualification, the invoice mailing address; a new title can be saved with it.
 */
export function InvoiceStep({ route, go }: { route: CheckoutRoute; go(next: CheckoutRoute): void }) {
  const { t } = useT();
  const ref = useSheet<HTMLDivElement>(css + formCss + bookCss);
  const type: ReceiptType = route.invoice;
  const back: CheckoutRoute = { ...route, step: 'order' };
  const { state, retry } = useAsync(() => fetchCheckoutParams(), []);
  // the book is a help, not a need: when it fails the form still works (with a note and a retry)
  const book = useAsync(() => loadBook(type), [type]);
  const [picked, setPicked] = useState<SavedTitle | null>(null);
  const [errors, setErrors] = useState<FieldError[]>([]);
  const [failure, setFailure] = useState('');
  const [busy, setBusy] = useState(false);
  const { required, optional } = RECEIPT_FORM[type];
  // the book's note shows with the form; a save the server refused outright shows under it
  const bookNote = useRef<HTMLParagraphElement>(null);
  useReportFailure(bookNote, state.status === 'ready' && book.state.status === 'error' && book.state.error, t('invoice.book.loadFailed'));
  const refusal = useRef<HTMLParagraphElement>(null);
  useReportFailure(refusal, failure, failure, 'action-refused');

  const submit = async (e: Event) => {
    e.preventDefault();
    const form = e.currentTarget as HTMLFormElement;
    const data = new FormData(form);
    const values: Receipt = { receipt_type: type };
    for (const field of [...required, ...optional]) values[field] = String(data.get(field) ?? '');
    const found = receiptProblems(type, values).map((problem) => ({ field: problem.field, text: invoiceProblemText(t, problem) }));
    setErrors(found);
    setFailure('');
    if (found[0]) {
      if (found[0].field === 'region') focusRegion(form);
      else focusFirst(form, found);
      return;
    }
    setBusy(true);
    try {
      await saveReceipt(values);
      toast(t('invoice.receipt.saved'), 'success');
      if (isTitleType(type) && data.get('save_title') === '1') await keepTitle(type, values);
      go(back);
    } catch (err) {
      // the server's refusal names every field it found wrong: each under its field, focus on the first
      const named = failuresIn(err).map((failure) => ({ field: failure.path, text: failure.message }));
      if (named[0]) {
        setErrors(named);
        if (named[0].field === 'region') focusRegion(form);
        else focusFirst(form, named);
      } else setFailure(errorText(err));
    } finally {
      setBusy(false);
    }
  };

  /** Saves the sent title to the book unless it is there already; a refusal (the limit) is told, the invoice stays saved. */
  const keepTitle = async (titleType: 'ELECTRO' | 'VATORDINARY', values: Receipt) => {
    try {
      if ((await fetchTitles(titleType)).some((title) => sameTitle(title, values))) return;
      const { receipt_title, receipt_content, tax_no, member_mobile, member_email, fiscal_zip, tax_regime, cfdi_use } = values;
      await addTitle(titleType, { receipt_title, receipt_content, tax_no, member_mobile, member_email, fiscal_zip, tax_regime, cfdi_use });
      toast(t('invoice.book.titleSaved'), 'success');
    } catch (err) {
      toast(errorText(err), 'error');
    }
  };

  const body = (() => {
    if (state.status === 'error') return <ErrorState error={state.error} onRetry={retry} />;
    if (state.status !== 'ready' || book.state.status === 'loading') return <div class="buy-skeleton" aria-busy="true" />;
    const entries: InvoiceBook | null = book.state.status === 'ready' ? book.state.data : null;
    const prefill = prefillOf(type, state.data.receipt?.receipt_type === type ? state.data.receipt : null, entries, picked);
    const saved = prefill.values;
    // the mailing address's fieldset shows its own refusal (one at a time: its fields are all or none)
    const mailError = errors.find((e) => isMailField(e.field as ReceiptField));
    // the saved titles stay outside the form, which is rebuilt (key) with a chosen title's values
    return (
      <div class="buy-shop buy-pad ib-page">
        <p class="muted">{t(`invoice.receipt.intro${type}`)}</p>
        {book.state.status === 'error' && (
          <p class="ib-note warn" role="status" ref={bookNote}>
            {t('invoice.book.loadFailed')}{' '}
            <button type="button" class="linkish small" onClick={book.retry}>
              {t('invoice.book.retry')}
            </button>
          </p>
        )}
        {entries && isTitleType(type) && <SavedTitles type={type} initial={entries.titles} chosen={prefill.titleId} onChoose={setPicked} />}
        {prefill.from === 'zpzz' && entries?.zpzz && (
          <p class="ib-note" data-testid="from-zpzz">
            {t('invoice.book.fromZpzz', { status: t(`invoice.book.status${entries.zpzz.status}`) })}
          </p>
        )}
        <form
          key={picked?.receipt_id ?? 'first'}
          class="buy-form co-invoice"
          onSubmit={(e) => void submit(e)}
          noValidate
          aria-labelledby="co-invoice-h"
        >
          <InvoiceFields
            fields={[...required, ...optional].filter((field) => !isMailField(field))}
            required={required}
            initial={saved}
            errors={errors}
            idPrefix="co-invoice"
          />
          {isMailed(type) && <InvoiceMail saved={saved} error={mailError} />}
          {prefill.mailFromBook && (
            <p class="muted small" data-testid="from-mail">
              {t('invoice.book.fromMail')}
            </p>
          )}
          {isTitleType(type) && (
            <label class="ib-check">
              <input type="checkbox" name="save_title" value="1" /> {t('invoice.book.saveTitle')}
            </label>
          )}
          {(errors.length > 0 || failure) && (
            <p class="form-error" id="co-invoice-error" role="alert" ref={refusal}>
              {failure || t('invoice.receipt.errors', { n: errors.length })}
            </p>
          )}
          <div class="actions">
            <button type="submit" class="btn primary" disabled={busy} aria-busy={busy}>
              {t('invoice.receipt.save')}
            </button>
            <StepLink class="btn" to={back} go={go}>
              {t('invoice.receipt.back')}
            </StepLink>
          </div>
        </form>
      </div>
    );
  })();

  return (
    <div class="wrap page buy" ref={ref}>
      <StepBar current="order" way={route.way} />
      <h1 class="buy-title" id="co-invoice-h">
        {t(`invoice.title.${type}`)}
      </h1>
      {body}
    </div>
  );
}

interface Prefill {
  values: Receipt | null;
  /** the saved title the form shows, highlighted in the list */
  titleId: number | null;
  from: 'checkout' | 'title' | 'zpzz' | 'none';
  mailFromBook: boolean;
}

/**
 * What the form starts with: the chosen saved title; else the checkout's invoice of this type
 * (being changed); else the book's default title or the special VAT qualification. A paper
 * invoice's mailing address comes from the checkout's invoice, else from the book's address.
 */
function prefillOf(type: ReceiptType, current: Receipt | null, book: InvoiceBook | null, chosen: SavedTitle | null): Prefill {
  const titles = book?.titles ?? [];
  const mailOfCurrent = current && RECEIPT_MAIL_FIELDS.some((field) => current[field]) ? current : null;
  const withMail = (values: Receipt, from: Prefill['from'], titleId: number | null): Prefill => {
    if (!isMailed(type)) return { values, titleId, from, mailFromBook: false };
    if (mailOfCurrent) return { values: { ...values, ...pickMail(mailOfCurrent) }, titleId, from, mailFromBook: false };
    return book?.mail
      ? { values: { ...values, ...mailFields(book.mail) }, titleId, from, mailFromBook: true }
      : { values, titleId, from, mailFromBook: false };
  };
  if (chosen) return withMail(titleReceipt(type, chosen), 'title', chosen.receipt_id);
  if (current) return withMail(current, 'checkout', titles.find((title) => sameTitle(title, current))?.receipt_id ?? null);
  const fallback = titles.find((title) => title.is_default === 1);
  if (fallback) return withMail(titleReceipt(type, fallback), 'title', fallback.receipt_id);
  if (type === 'VATOSPECIAL' && book?.zpzz) return withMail(zpzzReceipt(book.zpzz), 'zpzz', null);
  return withMail({ receipt_type: type }, 'none', null);
}

const pickMail = (receipt: Receipt): Partial<Receipt> => Object.fromEntries(RECEIPT_MAIL_FIELDS.map((field) => [field, receipt[field]]));
