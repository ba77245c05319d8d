import { useState, type ReactNode } from 'react';
import { RECEIPT_EXAMPLE, RECEIPT_MAX, type ReceiptField, type ReceiptProblem } from '../../../core/contract/checkout';
import { errorText } from '../../../core/errors';
import { useT } from '../../../core/ui/use-t';
import { useSheet } from '../../../core/ui/use-sheet';
import { MemberFrame } from './parts';
import { buyingCss as css } from '../../../core/ui/buying-sheet';
import formCss from '../../../core/ui/checkout-form.css?inline';
import bookCss from '../../../core/ui/invoice-book.css?inline';

type T = ReturnType<typeof useT>['t'];

/** A problem of the invoice rules (contract/checkout.ts) in the reader's language, naming the field by its label. */
export function problemText(t: T, problem: ReceiptProblem, label: string): string {
  if (problem.field === 'region' && problem.problem === 'required') return t('buy.receipt.regionRequired');
  if (problem.problem === 'required') return t('buy.receipt.required', { label });
  if (problem.problem === 'tooLong') return t('buy.receipt.tooLong', { label, max: RECEIPT_MAX[problem.field] });
  return t('buy.receipt.format', { label, example: RECEIPT_EXAMPLE[problem.field] ?? '' });
}

/** The member centre frame (side menu) around a receipt-book page, with the book's sheets. */
export function ReceiptFrame({ path, title, children }: { path: string; title: string; children: ReactNode }) {
  const ref = useSheet<HTMLDivElement>(css + formCss + bookCss);
  return (
    <div ref={ref} class="buy">
      <MemberFrame path={path} title={title}>
        {children}
      </MemberFrame>
    </div>
  );
}

export interface FieldSpec {
  name: string;
  /** the invoice field whose label, length and format it shares */
  rule: ReceiptField;
  required: boolean;
  wide?: boolean;
  inputMode?: 'tel' | 'email' | 'numeric';
}

interface FormProps {
  id: string;
  fields: readonly FieldSpec[];
  /** a saved row: its string fields fill the inputs */
  initial: object;
  /** the first problem of the values, by the invoice rules, or null */
  check(values: Record<string, string>): { field: string; text: string } | null;
  save(values: Record<string, string>): Promise<unknown>;
  onDone(): void;
  onCancel(): void;
  /** more of the form (the region selects), read by name with the fields */
  children?: ReactNode;
  /** names read besides the fields (from the children) */
  extra?: readonly string[];
}

const textOf = (row: object, name: string): string => {
  const value: unknown = (row as Record<string, unknown>)[name];
  return typeof value === 'string' ? value : '';
};

/** One receipt-book form: the fields, checked here by the invoice rules, then saved; errors named and focused. */
export function BookForm({ id, fields, initial, check, save, onDone, onCancel, children, extra = [] }: FormProps) {
  const { t } = useT();
  const [error, setError] = useState<{ field: string; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (e: Event) => {
    e.preventDefault();
    const form = e.currentTarget as HTMLFormElement;
    const data = new FormData(form);
    const values: Record<string, string> = {};
    for (const name of [...fields.map((f) => f.name), ...extra]) values[name] = String(data.get(name) ?? '');
    const problem = check(values);
    if (problem) {
      setError(problem);
      (form.querySelector<HTMLElement>(`[name="${problem.field}"]`) ?? form.querySelector<HTMLElement>('select:not([disabled])'))?.focus();
      return;
    }
    setError(null);
    setBusy(true);
    try {
      await save(values);
      onDone();
    } catch (err) {
      setError({ field: '', text: errorText(err) });
    } finally {
      setBusy(false);
    }
  };
  const errorId = `${id}-error`;
  return (
    <form class="buy-form ib-form" onSubmit={(e) => void submit(e)} noValidate data-testid={id}>
      <div class="buy-row">
        {fields.map((f) => (
          <label key={f.name} class={f.wide ? 'co-wide' : undefined}>
            <span>
              {t(`buy.receipt.${f.rule}`)} {!f.required && <span class="muted co-optional">{t('buy.receipt.optional')}</span>}
            </span>
            <input
              name={f.name}
              defaultValue={textOf(initial, f.name)}
              maxLength={RECEIPT_MAX[f.rule] + (f.rule === 'bank_account' ? 6 : 0)}
              inputMode={f.inputMode}
              required={f.required}
              aria-required={f.required}
              aria-invalid={error?.field === f.name ? true : undefined}
              aria-describedby={error?.field === f.name ? errorId : undefined}
            />
          </label>
        ))}
      </div>
      {children}
      {error && (
        <p class="form-error" id={errorId} role="alert">
          {error.text}
        </p>
      )}
      <div class="actions">
        <button type="submit" class="btn primary" disabled={busy} aria-busy={busy}>
          {t('buy.book.save')}
        </button>
        <button type="button" class="btn" onClick={onCancel}>
          {t('buy.book.cancel')}
        </button>
      </div>
    </form>
  );
}
