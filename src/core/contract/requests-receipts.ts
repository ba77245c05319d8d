// Request shapes of the receipt book (spec §7 Member "Receipts"), as the client builds them
// before they are form-encoded and as the server's route schemas read them (request-fields.ts).
// Read as types only by the client (`import type`), so they cost no bytes there.
import { optional, type, type Infer } from 'superstruct';
import { RECEIPT_MAX } from './checkout';
import { receiptFields } from './requests-checkout';
import { id, INT4_MAX, oneOf, pathIds, text, withDefault } from './request-fields';
import { TITLE_TYPES } from './types-receipts';

/** `/…/receipt/{id}`, `/…/zpzz/{id}`, `/…/receipt/address/{id}`: a row of the member's book. */
export const ReceiptIdParams = type({ id: id() });

/** `GET /buyer/members/receipt/history/{history_id}` */
export const HistoryIdParams = type({ history_id: id() });

/** `GET /buyer/members/receipt/{type}`: the saved titles of one invoice type. */
export const TitleTypeParams = type({ type: oneOf(TITLE_TYPES) });

/** `PUT /buyer/members/receipt/{id}/{type}`: this title becomes its type's default. */
export const TitleDefaultParams = type({ id: id(), type: oneOf(TITLE_TYPES) });

/** At most this many shops in one check (a cart has far fewer). */
export const SHOPS_PER_CHECK = 50;
/** `GET /buyer/shops/{ids}/check/receipt`: shop ids (an `int` column) as `1,2,3`. */
export const ShopIdsParams = type({ ids: pathIds({ max: SHOPS_PER_CHECK, maxId: INT4_MAX, textMax: 1000, hint: '1,2,3' }) });

/** A saved title's invoice fields (empty ones are not sent); the server judges them by the type's rules (contract/checkout.ts). */
export const TitleFields = type(receiptFields());
export type TitleFields = Infer<typeof TitleFields>;

/** `is_default=1` makes a title its type's default. */
const isDefault = () => withDefault(oneOf(['0', '1'] as const), '0');

/** `POST /buyer/members/receipt`: a new title of one type. */
export const TitleForm = type({ receipt_type: oneOf(TITLE_TYPES), ...receiptFields(), is_default: isDefault() });
export type TitleForm = Infer<typeof TitleForm>;

/** `PUT /buyer/members/receipt/{id}`: a title's fields (its type stays). */
export const TitleUpdate = type({ ...receiptFields(), is_default: isDefault() });
export type TitleUpdate = Infer<typeof TitleUpdate>;

/** The qualification's fields as sent: each up to twice the length of the invoice field it fills (room for the spaces normalizing removes). */
const zpzzField = (max: number) => optional(text(max * 2));

/** `POST /buyer/members/zpzz` and `PUT …/zpzz/{id}`: the special VAT qualification, judged as that invoice is. */
export const ZpzzFields = type({
  company_name: zpzzField(RECEIPT_MAX.receipt_title),
  taxpayer_code: zpzzField(RECEIPT_MAX.tax_no),
  register_address: zpzzField(RECEIPT_MAX.reg_addr),
  register_tel: zpzzField(RECEIPT_MAX.reg_tel),
  bank_name: zpzzField(RECEIPT_MAX.bank_name),
  bank_account: zpzzField(RECEIPT_MAX.bank_account),
});
export type ZpzzFields = Infer<typeof ZpzzFields>;

/** `POST /buyer/members/receipt/address` and `PUT …/address/{id}`: where paper invoices are mailed, all four required. */
export const MailFields = type({
  member_name: text(RECEIPT_MAX.member_name),
  member_mobile: text(RECEIPT_MAX.member_mobile),
  region: text(RECEIPT_MAX.region),
  detail_addr: text(RECEIPT_MAX.detail_addr),
});
export type MailFields = Infer<typeof MailFields>;
