/**
 * The invoice rules (issue 5, issue 16 §4): every problem of an invoice by its type's form
 * (contract/checkout.ts) and the CFDI's receiver rules (cfdi.ts), the same on both sides of the
 * wire. Apart from checkout.ts so the pages that only read an order's invoice (and the region
 * selects the purchase form shares) do not load SAT's catalogues.
 */
import { cfdiProblems, rfcProblem, type CfdiProblemKind } from './cfdi';
import {
  isMailed,
  normalizeReceiptValue,
  RECEIPT_FORM,
  RECEIPT_MAIL_FIELDS,
  RECEIPT_MAX,
  type ReceiptField,
  type ReceiptType,
} from './checkout';
import { isValidEmail } from './rules-accounts';

const PHONE_PATTERN = /^\+?\d[\d -]{6,19}$/;
/** A CLABE (18 digits) or an account number (10–20 digits). */
const ACCOUNT_PATTERN = /^\d{10,20}$/;

export type ReceiptProblem = { field: ReceiptField; problem: 'required' | 'tooLong' | 'format' | CfdiProblemKind };

/**
 * Every problem of an invoice, in form order (one per field): the same rules on both sides of the
 * wire, so a form shows them all at once and the server refuses the first.
 */
export function receiptProblems(type: ReceiptType, values: Partial<Record<ReceiptField, string>>): ReceiptProblem[] {
  const { required, optional } = RECEIPT_FORM[type];
  const order = [...required, ...optional];
  const normalized = Object.fromEntries(order.map((field) => [field, normalizeReceiptValue(field, values[field] ?? '')])) as Record<
    ReceiptField,
    string
  >;
  // a mailing address is all three fields or none
  const mailing = isMailed(type) && RECEIPT_MAIL_FIELDS.some((field) => normalized[field] !== '');
  const problems: ReceiptProblem[] = [];
  for (const field of order) {
    const value = normalized[field];
    if (value === '') {
      if (required.includes(field) || (mailing && (RECEIPT_MAIL_FIELDS as readonly ReceiptField[]).includes(field)))
        problems.push({ field, problem: 'required' });
    } else if ([...value].length > RECEIPT_MAX[field]) problems.push({ field, problem: 'tooLong' });
    else if (!formatOk(field, value)) problems.push({ field, problem: 'format' });
  }
  // the CFDI's own rules, on the fields that passed the plain ones
  const judged = new Set(problems.map((p) => p.field));
  const clean = Object.fromEntries(order.filter((field) => !judged.has(field)).map((field) => [field, normalized[field]]));
  for (const problem of cfdiProblems(clean)) if (!judged.has(problem.field)) problems.push(problem);
  return problems.sort((a, b) => order.indexOf(a.field) - order.indexOf(b.field));
}

/** The first problem of an invoice, or null. */
export const receiptProblem = (type: ReceiptType, values: Partial<Record<ReceiptField, string>>): ReceiptProblem | null =>
  receiptProblems(type, values)[0] ?? null;

/** Whether a filled value has its field's format (RFC, phone, account, email): for forms that reuse one field's rule. */
export const receiptFieldOk = (field: ReceiptField, value: string): boolean => formatOk(field, value);

function formatOk(field: ReceiptField, value: string): boolean {
  switch (field) {
    case 'tax_no':
      // its date and check digit are the CFDI rules' (cfdi.ts), named apart
      return rfcProblem(value) !== 'format';
    case 'reg_tel':
    case 'member_mobile':
      return PHONE_PATTERN.test(value);
    case 'bank_account':
      return ACCOUNT_PATTERN.test(value);
    case 'member_email':
      return isValidEmail(value);
    default:
      return true;
  }
}
