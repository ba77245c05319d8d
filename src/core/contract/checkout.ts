/**
 * The order form's choices and the invoice (receipt) rules, shared by the server (which enforces
 * them) and the storefront (which checks them before sending, with the same result). Pure
 * constants and functions, like shipment.ts.
 */
import { enums, optional, string, type, type Infer } from 'superstruct';
import { isValidEmail } from './rules-accounts';

export const PAYMENT_TYPES = ['ONLINE', 'COD'] as const;
export type PaymentType = (typeof PAYMENT_TYPES)[number];

/** `receive_time` values of api-reference "Checkout": sent as they are, labelled by the client. */
export const RECEIVE_TIMES = ['any time', 'weekdays only', 'weekends only'] as const;
export type ReceiveTime = (typeof RECEIVE_TIMES)[number];

export const RECEIPT_TYPES = ['ELECTRO', 'VATORDINARY', 'VATOSPECIAL'] as const;
export type ReceiptType = (typeof RECEIPT_TYPES)[number];

export const RECEIPT_FIELDS = [
  'receipt_title',
  'receipt_content',
  'tax_no',
  'reg_addr',
  'reg_tel',
  'bank_name',
  'bank_account',
  'member_name',
  'member_mobile',
  'member_email',
  'region',
  'detail_addr',
] as const;
export type ReceiptField = (typeof RECEIPT_FIELDS)[number];

const text = optional(string());
/** An invoice as the form sends it and the server keeps it: its type and the fields it asks for (RECEIPT_FORM). */
export const Receipt = type({
  receipt_type: enums(RECEIPT_TYPES),
  receipt_title: text,
  receipt_content: text,
  tax_no: text,
  reg_addr: text,
  reg_tel: text,
  bank_name: text,
  bank_account: text,
  member_name: text,
  member_mobile: text,
  member_email: text,
  region: text,
  detail_addr: text,
}) satisfies { schema: Record<'receipt_type' | ReceiptField, unknown> };
export type Receipt = Infer<typeof Receipt>;

/** Longest accepted value of each field. */
export const RECEIPT_MAX: Record<ReceiptField, number> = {
  receipt_title: 100,
  receipt_content: 50,
  tax_no: 13,
  reg_addr: 100,
  reg_tel: 20,
  bank_name: 50,
  bank_account: 20,
  member_name: 20,
  member_mobile: 20,
  member_email: 100,
  region: 100,
  detail_addr: 100,
};

/**
 * Where a paper invoice is mailed: a receiver, the region (state, city and area, as text) and the
 * street address. Optional, but all three or none: without them it goes to the order's delivery
 * address. The electronic invoice is emailed, so it has none.
 */
export const RECEIPT_MAIL_FIELDS = ['member_name', 'region', 'detail_addr'] as const satisfies readonly ReceiptField[];
/** How the region's names (state, city, area) are joined in `region`. */
export const REGION_SEPARATOR = ', ';

/**
 * What each invoice asks for, in form order. Electronic: a title (person or company), sent by
 * email. Ordinary VAT: the buyer's tax number too. Special VAT (deductible): the company's full
 * tax registration, as the tax office requires it on the invoice. The two VAT invoices are paper,
 * mailed (RECEIPT_MAIL_FIELDS).
 */
export const RECEIPT_FORM: Record<ReceiptType, { required: readonly ReceiptField[]; optional: readonly ReceiptField[] }> = {
  ELECTRO: { required: ['receipt_title'], optional: ['tax_no', 'receipt_content', 'member_email', 'member_mobile'] },
  VATORDINARY: { required: ['receipt_title', 'tax_no'], optional: ['receipt_content', 'member_email', ...RECEIPT_MAIL_FIELDS] },
  VATOSPECIAL: {
    required: ['receipt_title', 'tax_no', 'reg_addr', 'reg_tel', 'bank_name', 'bank_account'],
    optional: ['receipt_content', 'member_email', ...RECEIPT_MAIL_FIELDS],
  },
};

/** Whether an invoice of this type is mailed (asks for RECEIPT_MAIL_FIELDS). */
export const isMailed = (type: ReceiptType): boolean => RECEIPT_FORM[type].optional.includes('detail_addr');

/** Route name of each invoice's page under /checkout (spec §2 children electro, vatordinary, vatospecial). */
export const RECEIPT_PATH: Record<ReceiptType, string> = {
  ELECTRO: '/checkout/electro',
  VATORDINARY: '/checkout/vatordinary',
  VATOSPECIAL: '/checkout/vatospecial',
};

/** Mexican RFC: 3 (company) or 4 (person) letters, the date yymmdd, a 3-character check. */
export const TAX_NO_PATTERN = /^[A-ZÑ&]{3,4}\d{6}[A-Z\d]{3}$/;
const PHONE_PATTERN = /^\+?\d[\d -]{6,19}$/;
/** A CLABE (18 digits) or an account number (10–20 digits). */
const ACCOUNT_PATTERN = /^\d{10,20}$/;

/** Example values: the hint of a format error, the same in every language. */
export const RECEIPT_EXAMPLE: Partial<Record<ReceiptField, string>> = {
  tax_no: 'ABC010203XY9',
  reg_tel: '5512345678',
  member_mobile: '5512345678',
  bank_account: '012180001234567891',
  member_email: 'ana@example.com',
};

/** Stored form of a value: the RFC in capitals, inner runs of spaces collapsed. */
export function normalizeReceiptValue(field: ReceiptField, value: string): string {
  const text = value.trim().replace(/\s+/g, ' ');
  return field === 'tax_no' ? text.toUpperCase() : field === 'bank_account' ? text.replace(/ /g, '') : text;
}

export type ReceiptProblem = { field: ReceiptField; problem: 'required' | 'tooLong' | 'format' };

/** The first problem of an invoice, or null: the same rule on both sides of the wire. */
export function receiptProblem(type: ReceiptType, values: Partial<Record<ReceiptField, string>>): ReceiptProblem | null {
  const { required, optional } = RECEIPT_FORM[type];
  // a mailing address is all three fields or none
  const filled = (field: ReceiptField) => normalizeReceiptValue(field, values[field] ?? '') !== '';
  const mailing = isMailed(type) && RECEIPT_MAIL_FIELDS.some(filled);
  for (const field of [...required, ...optional]) {
    const value = normalizeReceiptValue(field, values[field] ?? '');
    if (value === '') {
      if (required.includes(field) || (mailing && (RECEIPT_MAIL_FIELDS as readonly ReceiptField[]).includes(field)))
        return { field, problem: 'required' };
      continue;
    }
    if ([...value].length > RECEIPT_MAX[field]) return { field, problem: 'tooLong' };
    if (!formatOk(field, value)) return { field, problem: 'format' };
  }
  return null;
}

/** Whether a filled value has its field's format (RFC, phone, account, email): for forms that reuse one field's rule. */
export const receiptFieldOk = (field: ReceiptField, value: string): boolean => formatOk(field, value);

function formatOk(field: ReceiptField, value: string): boolean {
  switch (field) {
    case 'tax_no':
      return TAX_NO_PATTERN.test(value);
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
