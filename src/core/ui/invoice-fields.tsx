import { useEffect, useState } from 'react';
import {
  findRegime,
  GENERIC_REGIME,
  GENERIC_USE,
  isGenericRfc,
  regimesFor,
  rfcKind,
  rfcProblem,
  usesFor,
  CFDI_USES,
  TAX_REGIMES,
} from '../contract/cfdi';
import { normalizeReceiptValue, RECEIPT_EXAMPLE, RECEIPT_MAX, type ReceiptField } from '../contract/checkout';
import { type ReceiptProblem } from '../contract/receipt-rules';
import { devWarn } from '../dev';
import { $user, loadUser } from '../stores/user';
import { useStore } from './use-store';
import { useT } from './use-t';

type T = ReturnType<typeof useT>['t'];

/** A field's refusal as the form shows it, under the field. */
export interface FieldError {
  field: string;
  text: string;
}

/** A problem of the invoice rules (contract/checkout.ts, cfdi.ts) in the reader's language, naming the field by its label. */
export function invoiceProblemText(t: T, problem: ReceiptProblem, label = t(`invoice.receipt.${problem.field}`)): string {
  switch (problem.problem) {
    case 'required':
      return problem.field === 'region' ? t('invoice.receipt.regionRequired') : t('invoice.receipt.required', { label });
    case 'tooLong':
      return t('invoice.receipt.tooLong', { label, max: RECEIPT_MAX[problem.field] });
    case 'format':
      return t('invoice.receipt.format', { label, example: RECEIPT_EXAMPLE[problem.field] ?? '' });
    case 'generic':
      return t('invoice.receipt.generic', { label, code: problem.field === 'tax_regime' ? GENERIC_REGIME : GENERIC_USE });
    default:
      return t(`invoice.receipt.${problem.problem}`, { label });
  }
}

/** Focus after a refusal: the first refused control of the form (by name), else its first select still to choose. */
export function focusFirst(form: HTMLFormElement, errors: readonly FieldError[]): void {
  const first = errors[0];
  if (!first) return;
  (
    form.querySelector<HTMLElement>(`[name="${first.field}"]:not([type="hidden"])`) ??
    form.querySelector<HTMLElement>('select:not([disabled])')
  )?.focus();
}

const INPUT_MODE: Partial<Record<ReceiptField, 'tel' | 'email' | 'numeric'>> = {
  reg_tel: 'tel',
  member_mobile: 'tel',
  member_email: 'email',
  bank_account: 'numeric',
  fiscal_zip: 'numeric',
};
/** The fields whose rule is not obvious get a line of help under them (the legal name's SAT rule above all). */
const HINTS: Partial<Record<ReceiptField, string>> = {
  receipt_title: 'hintTitle',
  tax_no: 'hintRfc',
  fiscal_zip: 'hintZip',
  member_email: 'hintEmail',
};
const WIDE: readonly ReceiptField[] = ['receipt_title', 'reg_addr', 'tax_regime', 'cfdi_use'];

interface Props {
  /** the fields to show, in form order (the mailing address has its own fieldset) */
  fields: readonly ReceiptField[];
  required: readonly ReceiptField[];
  /** what the inputs start with */
  initial: Partial<Record<ReceiptField, string>> | null;
  errors: readonly FieldError[];
  /** keeps ids unique when two forms share a page */
  idPrefix: string;
  /** the name each field is sent under, when not its own (the zpzz's) */
  names?: Partial<Record<ReceiptField, string>>;
}

/**
 * The invoice's own fields, shared by the checkout's invoice step and the member centre's titles
 * book: inputs with their help lines, the CFDI regime select (the regimes of the RFC's kind, only
 * 616 for a generic RFC) and use select (the uses of that regime), each refusal under its field.
 * The email starts as the member's, the address a CFDI is delivered to.
 */
export function InvoiceFields({ fields, required, initial, errors, idPrefix, names = {} }: Props) {
  const { t, locale } = useT();
  const user = useStore($user);
  // the user cookie keeps names only: the email (the CFDI's delivery address) is asked for once
  const emailUnknown = Boolean(user) && user?.email === undefined && fields.includes('member_email');
  useEffect(() => {
    if (emailUnknown) loadUser().catch((error: unknown) => devWarn('could not load the member', error));
  }, [emailUnknown]);
  const [rfc, setRfc] = useState(initial?.tax_no ?? '');
  const [regime, setRegime] = useState(initial?.tax_regime ?? '');
  const [use, setUse] = useState(initial?.cfdi_use ?? '');
  const clean = normalizeReceiptValue('tax_no', rfc);
  // a valid RFC narrows the regimes; one still being typed shows them all
  const rfcOk = clean !== '' && rfcProblem(clean) === null;
  const regimes = !rfcOk
    ? TAX_REGIMES
    : isGenericRfc(clean)
      ? TAX_REGIMES.filter((r) => r.code === GENERIC_REGIME)
      : regimesFor(rfcKind(clean));
  const regimeShown = regimes.some((r) => r.code === regime) ? regime : '';
  const uses = findRegime(regimeShown) ? usesFor(regimeShown) : CFDI_USES;
  const useShown = uses.some((u) => u.code === use) ? use : '';
  const errorOf = (field: ReceiptField) => errors.find((e) => e.field === (names[field] ?? field));
  const id = (field: ReceiptField, part: string) => `${idPrefix}-${field}-${part}`;

  return (
    <div class="buy-row">
      {fields.map((field) => {
        const name = names[field] ?? field;
        const error = errorOf(field);
        const hint = HINTS[field];
        const described = [hint && id(field, 'hint'), error && id(field, 'error')].filter(Boolean).join(' ') || undefined;
        const common = {
          id: id(field, 'input'),
          name,
          required: required.includes(field),
          'aria-required': required.includes(field),
          'aria-invalid': error ? true : undefined,
          'aria-describedby': described,
        };
        const control =
          field === 'tax_regime' || field === 'cfdi_use' ? (
            <select
              {...common}
              value={field === 'tax_regime' ? regimeShown : useShown}
              onChange={(e) => (field === 'tax_regime' ? setRegime : setUse)((e.currentTarget as HTMLSelectElement).value)}
            >
              <option value="">{t('invoice.receipt.choose')}</option>
              {(field === 'tax_regime' ? regimes : uses).map((entry) => (
                <option key={entry.code} value={entry.code}>
                  {entry.code} · {entry.name[locale]}
                </option>
              ))}
            </select>
          ) : (
            <input
              // the member's email arrives after the first render: the input takes it while still empty (the key before the spread keeps preact's jsx())
              key={field === 'member_email' && !initial?.member_email ? (user?.email ?? '') : undefined}
              {...common}
              defaultValue={initial?.[field] || (field === 'member_email' ? (user?.email ?? '') : '')}
              maxLength={RECEIPT_MAX[field] + (field === 'bank_account' ? 6 : 0)}
              inputMode={INPUT_MODE[field]}
              autoCapitalize={field === 'tax_no' || field === 'receipt_title' ? 'characters' : undefined}
              autoComplete={field === 'fiscal_zip' ? 'postal-code' : field === 'member_email' ? 'email' : undefined}
              onInput={field === 'tax_no' ? (e) => setRfc((e.currentTarget as HTMLInputElement).value) : undefined}
            />
          );
        return (
          <label key={field} class={WIDE.includes(field) ? 'co-wide' : undefined} htmlFor={id(field, 'input')}>
            <span>
              {t(`invoice.receipt.${field}`)}{' '}
              {!required.includes(field) && <span class="muted co-optional">{t('invoice.receipt.optional')}</span>}
            </span>
            {control}
            {hint && (
              <small class="muted inv-hint" id={id(field, 'hint')}>
                {t(`invoice.receipt.${hint}`)}
              </small>
            )}
            {error && (
              <small class="inv-error" id={id(field, 'error')}>
                {error.text}
              </small>
            )}
          </label>
        );
      })}
    </div>
  );
}
