// Reply shapes of the receipt book (spec §7 Member "Receipts", Javashop 7 paths): saved invoice
// titles, the special VAT qualification (zpzz), the invoice mailing address, past invoices and
// which invoices shops issue. Only the invoice and receipt pages read them.
import { array, assign, enums, nullable, number, string, type, type Infer } from 'superstruct';
import { RECEIPT_TYPES } from './checkout';
import { Flag } from './shared-structs';

/** The invoice types a member saves titles of; the special VAT invoice is the zpzz instead. */
export const TITLE_TYPES = ['ELECTRO', 'VATORDINARY'] as const;
export type TitleType = (typeof TITLE_TYPES)[number];

/** The special VAT qualification's fields, in form order. */
export const ZPZZ_FIELDS = ['company_name', 'taxpayer_code', 'register_address', 'register_tel', 'bank_name', 'bank_account'] as const;

/** `MemberReceipt` of api-reference "Receipts": `GET members/receipt/{type}` item, and what POST and PUT saved. */
export const SavedTitle = type({
  receipt_id: number(),
  receipt_type: enums(TITLE_TYPES),
  receipt_title: string(),
  receipt_content: string(),
  tax_no: string(),
  member_mobile: string(),
  member_email: string(),
  fiscal_zip: string(),
  tax_regime: string(),
  cfdi_use: string(),
  is_default: Flag,
});
export type SavedTitle = Infer<typeof SavedTitle>;

/** `MemberZpzzDO`: the special VAT invoice qualification, one per member (`GET members/zpzz/detail`, null when none). */
export const Zpzz = type({
  id: number(),
  member_id: number(),
  uname: string(),
  /** audit states (Javashop `ZpzzStatusEnum`) */
  status: enums(['NEW_APPLY', 'AUDIT_PASS', 'AUDIT_REFUSE']),
  company_name: string(),
  taxpayer_code: string(),
  register_address: string(),
  register_tel: string(),
  bank_name: string(),
  bank_account: string(),
  audit_remark: string(),
  apply_time: number(),
});
export type Zpzz = Infer<typeof Zpzz>;

/** `ReceiptAddressDO`: where the member's paper invoices are mailed, one per member (`GET …/address/detail`, null when none). */
export const MailAddress = type({
  id: number(),
  member_id: number(),
  member_name: string(),
  member_mobile: string(),
  /** state, city and area names joined by REGION_SEPARATOR, as the invoice form sends them */
  region: string(),
  detail_addr: string(),
});
export type MailAddress = Infer<typeof MailAddress>;

/** `ReceiptHistory`: the invoice of one past order (money as MXN), `GET members/receipt/history` item. */
export const ReceiptHistory = type({
  history_id: number(),
  order_sn: string(),
  trade_sn: string(),
  seller_id: number(),
  seller_name: string(),
  receipt_type: enums(RECEIPT_TYPES),
  receipt_title: string(),
  receipt_content: string(),
  tax_no: string(),
  reg_addr: string(),
  reg_tel: string(),
  bank_name: string(),
  bank_account: string(),
  member_name: string(),
  member_mobile: string(),
  member_email: string(),
  region: string(),
  detail_addr: string(),
  fiscal_zip: string(),
  tax_regime: string(),
  cfdi_use: string(),
  receipt_amount: number(),
  /** 0 to be issued, 1 issued (an electronic invoice: stamped by the PAC) */
  status: Flag,
  add_time: number(),
  /** an electronic invoice's folio fiscal (the PAC's UUID) once stamped, else empty */
  cfdi_uuid: string(),
  /** when the PAC stamped it (seconds), null before */
  stamped_at: nullable(number()),
});
export type ReceiptHistory = Infer<typeof ReceiptHistory>;

/** `GET members/receipt/history/{id}`: the invoice and the goods of its order. */
export const ReceiptHistoryDetail = assign(
  ReceiptHistory,
  type({ goods_list: array(type({ goods_id: number(), name: string(), num: number(), price: number(), subtotal: number() })) }),
);
export type ReceiptHistoryDetail = Infer<typeof ReceiptHistoryDetail>;

/** `GET shops/{ids}/check/receipt` item: which invoices a shop issues (the list, and Javashop's three flags). */
export const ShopReceiptKinds = type({
  shop_id: number(),
  shop_name: string(),
  receipt_types: array(enums(RECEIPT_TYPES)),
  elec_receipt_status: Flag,
  ordin_receipt_status: Flag,
  tax_receipt_status: Flag,
});
export type ShopReceiptKinds = Infer<typeof ShopReceiptKinds>;
