import { useState } from 'react';
import { fetchCheckoutParams, saveReceipt } from '../../../core/api/checkout';
import {
  isMailed, RECEIPT_EXAMPLE, RECEIPT_FORM, RECEIPT_MAIL_FIELDS, RECEIPT_MAX, receiptProblem, type Receipt, type ReceiptField, type ReceiptType,
} from '../../../core/contract/checkout';
import { errorText } from '../../../core/errors';
import { navigate } from '../../../core/navigate';
import { toast } from '../../../core/toasts';
import { useT } from '../../../core/ui/use-t';
import { ErrorState } from '../../components/states';
import { StepBar } from '../../components/step-bar';
import { parseWay } from '../../components/steps';
import { useAsync } from '../../lib/use-async';
import { useDocumentTitle } from '../../lib/use-title';
import type { PageProps } from '../../types';
import css from './buying.css?inline';
import formCss from './checkout-form.css?inline';
import { useSheet } from '../../lib/use-sheet';
import { focusRegion, InvoiceMail } from './invoice-mail';

/** Route → the invoice its page fills in (spec §2 checkout children). */
const TYPE_OF: Record<string, ReceiptType> = { checkoutElectro: 'ELECTRO', checkoutVatordinary: 'VATORDINARY', checkoutVatospecial: 'VATOSPECIAL' };
/** The mailing address has its own fieldset (invoice-mail.tsx), not a plain input each. */
const isMailField = (field: ReceiptField) => (RECEIPT_MAIL_FIELDS as readonly ReceiptField[]).includes(field);
const INPUT_MODE: Partial<Record<ReceiptField, 'tel' | 'email' | 'numeric'>> = { reg_tel: 'tel', member_mobile: 'tel', member_email: 'email', bank_account: 'numeric' };

/**
 * `/checkout/electro | vatordinary | vatospecial`: the details of one invoice type, checked here by
 * the server's own rules (contract/checkout.ts) with translated messages naming the field, saved
 * as the checkout's receipt, then back to the order form.
 */
export default function InvoicePage({ route, location }: PageProps) {
  const { t } = useT();
  const ref = useSheet<HTMLDivElement>(css + formCss);
  const type = TYPE_OF[route.name] ?? 'ELECTRO';
  const way = parseWay(location.query.way);
  const back = `/checkout${way === 'BUY_NOW' ? '?way=BUY_NOW' : ''}`;
  useDocumentTitle(t(`sf.route.${route.name}`));
  const { state, retry } = useAsync(() => fetchCheckoutParams(), []);
  const [error, setError] = useState<{ field: ReceiptField | ''; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const { required, optional } = RECEIPT_FORM[type];
  const label = (field: ReceiptField) => t(`buy.receipt.${field}`);

  const submit = async (e: Event) => {
    e.preventDefault();
    const form = e.currentTarget as HTMLFormElement;
    const data = new FormData(form);
    const values: Receipt = { receipt_type: type };
    for (const field of [...required, ...optional]) values[field] = String(data.get(field) ?? '');
    const problem = receiptProblem(type, values);
    if (problem) {
      const name = label(problem.field);
      const text = problem.field === 'region' && problem.problem === 'required' ? t('buy.receipt.regionRequired')
        : problem.problem === 'required' ? t('buy.receipt.required', { label: name })
        : problem.problem === 'tooLong' ? t('buy.receipt.tooLong', { label: name, max: RECEIPT_MAX[problem.field] })
        : t('buy.receipt.format', { label: name, example: RECEIPT_EXAMPLE[problem.field] ?? '' });
      setError({ field: problem.field, text });
      if (problem.field === 'region') focusRegion(form);
      else form.querySelector<HTMLInputElement>(`[name="${problem.field}"]`)?.focus();
      return;
    }
    setError(null);
    setBusy(true);
    try {
      await saveReceipt(values);
      toast(t('buy.receipt.saved'), 'success');
      navigate(back);
    } catch (err) {
      setError({ field: '', text: errorText(err) });
    } finally {
      setBusy(false);
    }
  };

  const body = (() => {
    if (state.status === 'error') return <ErrorState error={state.error} onRetry={retry} />;
    if (state.status !== 'ready') return <div class="buy-skeleton" aria-busy="true" />;
    // the saved invoice prefills the form when it is of this type (changing it), else an empty form
    const saved = state.data.receipt?.receipt_type === type ? state.data.receipt : null;
    return (
      <form class="buy-form buy-shop buy-pad co-invoice" onSubmit={(e) => void submit(e)} noValidate aria-labelledby="co-invoice-h">
        <p class="muted">{t(`buy.receipt.intro${type}`)}</p>
        <div class="buy-row">
          {[...required, ...optional].filter((field) => !isMailField(field)).map((field) => (
            <label key={field} class={field === 'reg_addr' || field === 'receipt_title' ? 'co-wide' : undefined}>
              <span>{label(field)} {optional.includes(field) && <span class="muted co-optional">{t('buy.receipt.optional')}</span>}</span>
              <input
                name={field}
                defaultValue={saved?.[field] ?? ''}
                maxLength={RECEIPT_MAX[field] + (field === 'bank_account' ? 6 : 0)}
                inputMode={INPUT_MODE[field]}
                autoCapitalize={field === 'tax_no' ? 'characters' : undefined}
                required={required.includes(field)}
                aria-required={required.includes(field)}
                aria-invalid={error?.field === field ? true : undefined}
                aria-describedby={error?.field === field ? 'co-invoice-error' : undefined}
              />
            </label>
          ))}
        </div>
        {isMailed(type) && <InvoiceMail saved={saved} errorField={error?.field} />}
        {error && <p class="form-error" id="co-invoice-error" role="alert">{error.text}</p>}
        <div class="actions">
          <button type="submit" class="btn primary" disabled={busy} aria-busy={busy}>{t('buy.receipt.save')}</button>
          <a class="btn" href={back}>{t('buy.receipt.back')}</a>
        </div>
      </form>
    );
  })();

  return (
    <div class="wrap page buy" ref={ref}>
      <StepBar current="order" way={way} />
      <h1 class="buy-title" id="co-invoice-h">{t(`sf.route.${route.name}`)}</h1>
      {body}
    </div>
  );
}
