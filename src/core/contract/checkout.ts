/**
 * The order form's choices and the invoice (receipt) rules, shared by the server (which enforces
 * them) and the storefront (which checks them before sending, with the same result). Pure
 * constants and functions, like shipment.ts.
 */
import { enums, optional, string, type, type Infer } from 'superstruct';
import { normalizeLegalName } from './cfdi-rfc';

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
  // what a CFDI 4.0 asks of its receiver besides RFC, name and email (contract/cfdi.ts)
  'fiscal_zip',
  'tax_regime',
  'cfdi_use',
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
  fiscal_zip: text,
  tax_regime: text,
  cfdi_use: text,
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
  fiscal_zip: 5,
  tax_regime: 3,
  cfdi_use: 4,
};

/**
 * Where a paper invoice is mailed: a receiver, the region (state, city and area, as text) and the
 * street address. Optional, but all three or none: without them it goes to the order's delivery
 * address. The electronic invoice is emailed, so it has none.
 */
export const RECEIPT_MAIL_FIELDS = ['member_name', 'region', 'detail_addr'] as const satisfies readonly ReceiptField[];
/** How the region's names (state, city, area) are joined in `region`. */
export const REGION_SEPARATOR = ', ';

/** What a CFDI 4.0 names of its receiver, in form order after the name and the RFC. */
const CFDI_RECEIVER = ['fiscal_zip', 'tax_regime', 'cfdi_use'] as const satisfies readonly ReceiptField[];

/**
 * What each invoice asks for, in form order. Electronic: a CFDI 4.0, so everything SAT asks of
 * its receiver (legal name, RFC, fiscal postal code, regime, use) and the email it is delivered
 * to. Ordinary VAT: name and RFC; the CFDI fields may be given, and are judged by the same rules.
 * Special VAT (deductible): the company's full tax registration, as the tax office requires it on
 * the invoice. The two VAT invoices are paper, mailed (RECEIPT_MAIL_FIELDS).
 */
export const RECEIPT_FORM: Record<ReceiptType, { required: readonly ReceiptField[]; optional: readonly ReceiptField[] }> = {
  ELECTRO: {
    required: ['receipt_title', 'tax_no', ...CFDI_RECEIVER, 'member_email'],
    optional: ['receipt_content', 'member_mobile'],
  },
  VATORDINARY: {
    required: ['receipt_title', 'tax_no'],
    optional: [...CFDI_RECEIVER, 'receipt_content', 'member_email', ...RECEIPT_MAIL_FIELDS],
  },
  VATOSPECIAL: {
    required: ['receipt_title', 'tax_no', 'reg_addr', 'reg_tel', 'bank_name', 'bank_account'],
    optional: [...CFDI_RECEIVER, 'receipt_content', 'member_email', ...RECEIPT_MAIL_FIELDS],
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

/** Example values: the hint of a format error, the same in every language. */
export const RECEIPT_EXAMPLE: Partial<Record<ReceiptField, string>> = {
  tax_no: 'GODE561231GR8',
  fiscal_zip: '06000',
  reg_tel: '5512345678',
  member_mobile: '5512345678',
  bank_account: '012180001234567891',
  member_email: 'ana@example.com',
};

/** Stored form of a value: RFC and legal name in capitals as SAT writes them, inner runs of spaces collapsed. */
export function normalizeReceiptValue(field: ReceiptField, value: string): string {
  const text = value.trim().replace(/\s+/g, ' ');
  if (field === 'tax_no' || field === 'receipt_title') return normalizeLegalName(text);
  return field === 'bank_account' ? text.replace(/ /g, '') : text;
}
