// Request shapes of the receipt book (spec §7 Member "Receipts"), as the client builds them
// before they are form-encoded. Read as types only by the client (`import type`).
import { optional, string, type, type Infer } from 'superstruct';

const text = optional(string());

/** `POST /buyer/members/receipt` and `PUT …/receipt/{id}`: a saved title's fields (empty ones are not sent). */
export const TitleFields = type({ receipt_title: text, receipt_content: text, tax_no: text, member_mobile: text, member_email: text });
export type TitleFields = Infer<typeof TitleFields>;

/** The special VAT qualification's fields, in form order. */
export const ZPZZ_FIELDS = ['company_name', 'taxpayer_code', 'register_address', 'register_tel', 'bank_name', 'bank_account'] as const;

/** `POST /buyer/members/zpzz` and `PUT …/zpzz/{id}`. */
export const ZpzzFields = type({
  company_name: string(),
  taxpayer_code: string(),
  register_address: string(),
  register_tel: string(),
  bank_name: string(),
  bank_account: string(),
}) satisfies { schema: Record<(typeof ZPZZ_FIELDS)[number], unknown> };
export type ZpzzFields = Infer<typeof ZpzzFields>;

/** `POST /buyer/members/receipt/address` and `PUT …/address/{id}`: where paper invoices are mailed. */
export const MailFields = type({ member_name: string(), member_mobile: string(), region: string(), detail_addr: string() });
export type MailFields = Infer<typeof MailFields>;
