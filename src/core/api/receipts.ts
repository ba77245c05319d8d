// The receipt book (spec §7 Member "Receipts", Javashop 7 paths): saved invoice titles, the special
// VAT qualification (zpzz), the invoice mailing address, past invoices and which invoices shops
// issue. Loaded only by the invoice pages, the order form and the member's receipt pages.
import { array, enums, nullable, number, optional, string, type, type Infer } from 'superstruct';
import { RECEIPT_TYPES } from '../contract/checkout';
import { request } from '../http';
import { call } from './check';

/** The invoice types a member saves titles of; the special VAT invoice is the zpzz instead. */
export const TITLE_TYPES = ['ELECTRO', 'VATORDINARY'] as const;
export type TitleType = (typeof TITLE_TYPES)[number];
/** As the server: at most this many saved titles per type. */
export const TITLES_PER_TYPE = 20;

const SavedTitle = type({
  receipt_id: number(),
  receipt_type: enums(TITLE_TYPES),
  receipt_title: string(),
  receipt_content: string(),
  tax_no: string(),
  member_mobile: string(),
  member_email: string(),
  is_default: number(),
});
export type SavedTitle = Infer<typeof SavedTitle>;
export type TitleFields = Partial<Record<'receipt_title' | 'receipt_content' | 'tax_no' | 'member_mobile' | 'member_email', string>>;

const Zpzz = type({
  id: number(),
  status: enums(['NEW_APPLY', 'AUDIT_PASS', 'AUDIT_REFUSE'] as const),
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
export const ZPZZ_FIELDS = ['company_name', 'taxpayer_code', 'register_address', 'register_tel', 'bank_name', 'bank_account'] as const;
export type ZpzzFields = Record<(typeof ZPZZ_FIELDS)[number], string>;

const MailAddress = type({ id: number(), member_name: string(), member_mobile: string(), region: string(), detail_addr: string() });
export type MailAddress = Infer<typeof MailAddress>;
export type MailFields = Omit<MailAddress, 'id'>;

const History = type({
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
  receipt_amount: number(),
  status: number(),
  add_time: number(),
});
export type History = Infer<typeof History>;
const HistoryPage = type({ data: array(History), page_no: number(), page_size: number(), data_total: number() });
const HistoryDetail = type({
  ...History.schema,
  goods_list: array(type({ goods_id: number(), name: string(), num: number(), price: number(), subtotal: number() })),
});
export type HistoryDetail = Infer<typeof HistoryDetail>;

const ShopCheck = type({ shop_id: number(), shop_name: string(), receipt_types: array(enums(RECEIPT_TYPES)) });
export type ShopCheck = Infer<typeof ShopCheck>;

const filled = (fields: Record<string, string | undefined>) =>
  Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined && v !== ''));

export const fetchTitles = (type: TitleType) => call({ path: `/buyer/members/receipt/${type}`, auth: true }, array(SavedTitle));
export const addTitle = (type: TitleType, fields: TitleFields, makeDefault = false) =>
  call(
    {
      method: 'POST',
      path: '/buyer/members/receipt',
      form: { ...filled(fields), receipt_type: type, is_default: makeDefault ? 1 : 0 },
      auth: true,
    },
    SavedTitle,
  );
export const updateTitle = (id: number, fields: TitleFields) =>
  call({ method: 'PUT', path: `/buyer/members/receipt/${id}`, form: filled(fields), auth: true }, SavedTitle);
export const deleteTitle = (id: number) => request({ method: 'DELETE', path: `/buyer/members/receipt/${id}`, auth: true });
export const makeDefaultTitle = (id: number, type: TitleType) =>
  request({ method: 'PUT', path: `/buyer/members/receipt/${id}/${type}`, auth: true });

export const fetchZpzz = () => call({ path: '/buyer/members/zpzz/detail', auth: true }, optional(nullable(Zpzz)));
export const saveZpzz = (id: number | null, fields: ZpzzFields) =>
  call({ method: id ? 'PUT' : 'POST', path: id ? `/buyer/members/zpzz/${id}` : '/buyer/members/zpzz', form: fields, auth: true }, Zpzz);
export const deleteZpzz = (id: number) => request({ method: 'DELETE', path: `/buyer/members/zpzz/${id}`, auth: true });

export const fetchMailAddress = () => call({ path: '/buyer/members/receipt/address/detail', auth: true }, optional(nullable(MailAddress)));
export const saveMailAddress = (id: number | null, fields: MailFields) =>
  call(
    {
      method: id ? 'PUT' : 'POST',
      path: id ? `/buyer/members/receipt/address/${id}` : '/buyer/members/receipt/address',
      form: fields,
      auth: true,
    },
    MailAddress,
  );

export const fetchHistory = (pageNo: number, pageSize = 10) =>
  call({ path: '/buyer/members/receipt/history', query: { page_no: pageNo, page_size: pageSize }, auth: true }, HistoryPage);
export const fetchHistoryDetail = (id: number) => call({ path: `/buyer/members/receipt/history/${id}`, auth: true }, HistoryDetail);

export const checkShopReceipts = (shopIds: readonly number[]) =>
  call({ path: `/buyer/shops/${shopIds.join(',')}/check/receipt`, auth: true }, array(ShopCheck));
