import { useState, type ReactNode } from 'react';
import { RECEIPT_MAX, type ReceiptField } from '../../../core/contract/checkout';
import { focusFirst, type FieldError } from '../../../core/ui/invoice-fields';
import { errorText } from '../../../core/errors';
import { failuresIn } from '../../../core/form-check';
import { useT } from '../../../core/ui/use-t';
import { useSheet } from '../../../core/ui/use-sheet';
import { MemberFrame } from './parts';
import { buyingCss as css } from '../../../core/ui/buying-sheet';
import formCss from '../../../core/ui/checkout-form.css?inline';
import bookCss from '../../../core/ui/invoice-book.css?inline';

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
  /** every problem of the values, by the invoice rules, in form order */
  check(values: Record<string, string>): FieldError[];
  save(values: Record<string, string>): Promise<unknown>;
  onDone(): void;
  onCancel(): void;
  /** more of the form (the region selects), read by name with the fields */
  children?: ReactNode;
  /** names read besides the fields (from the children) */
  extra?: readonly string[];
  /** the fields drawn by the invoice form (core/ui/invoice-fields.tsx) instead of plain inputs, with their refusals */
  renderFields?(errors: readonly FieldError[]): ReactNode;
}

const textOf = (row: object, name: string): string => {
  const value: unknown = (row as Record<string, unknown>)[name];
  return typeof value === 'string' ? value : '';
};

/** One receipt-book form: the fields, checked here by the invoice rules, then saved; every refusal under its field, focus on the first. */
export function BookForm({ id, fields, initial, check, save, onDone, onCancel, children, extra = [], renderFields }: FormProps) {
  const { t } = useT();
  const [errors, setErrors] = useState<FieldError[]>([]);
  const [failure, setFailure] = useState('');
  const [busy, setBusy] = useState(false);
  const submit = async (e: Event) => {
    e.preventDefault();
    const form = e.currentTarget as HTMLFormElement;
    const data = new FormData(form);
    const values: Record<string, string> = {};
    for (const name of [...fields.map((f) => f.name), ...extra]) values[name] = String(data.get(name) ?? '');
    const found = check(values);
    setErrors(found);
    setFailure('');
    if (found.length > 0) {
      focusFirst(form, found);
      return;
    }
    setBusy(true);
    try {
      await save(values);
      onDone();
    } catch (err) {
      // the server's refusal names every field it found wrong: each under its field, focus on the first
      const named = failuresIn(err).map((failure): FieldError => ({ field: failure.path, text: failure.message }));
      if (named.length > 0) {
        setErrors(named);
        focusFirst(form, named);
      } else setFailure(errorText(err));
    } finally {
      setBusy(false);
    }
  };
  const errorId = `${id}-error`;
  return (
    <form class="buy-form ib-form" onSubmit={(e) => void submit(e)} noValidate data-testid={id}>
      {renderFields ? (
        renderFields(errors)
      ) : (
        <div class="buy-row">
          {fields.map((f) => {
            const error = errors.find((e) => e.field === f.name);
            return (
              <label key={f.name} class={f.wide ? 'co-wide' : undefined}>
                <span>
                  {t(`invoice.receipt.${f.rule}`)} {!f.required && <span class="muted co-optional">{t('invoice.receipt.optional')}</span>}
                </span>
                <input
                  name={f.name}
                  defaultValue={textOf(initial, f.name)}
                  maxLength={RECEIPT_MAX[f.rule] + (f.rule === 'bank_account' ? 6 : 0)}
                  inputMode={f.inputMode}
                  required={f.required}
                  aria-required={f.required}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? `${id}-${f.name}-error` : undefined}
                />
                {error && (
                  <small class="inv-error" id={`${id}-${f.name}-error`}>
                    {error.text}
                  </small>
                )}
              </label>
            );
          })}
        </div>
      )}
      {children}
      {(errors.length > 0 || failure) && (
        <p class="form-error" id={errorId} role="alert">
          {failure || t('invoice.receipt.errors', { n: errors.length })}
          {/* refusals of controls drawn outside the fields (the region selects) are said here */}
          {errors
            .filter((e) => !fields.some((f) => f.name === e.field) && !renderFields)
            .map((e) => ` · ${e.text}`)
            .join('')}
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
