// The receipt book (spec §7 Member "Receipts", Javashop 7 paths): saved invoice titles, the special
// VAT qualification (zpzz), the invoice mailing address, past invoices and which invoices shops
// issue. Loaded only by the invoice pages, the order form and the member's receipt pages.
import { array, nullable } from 'superstruct';
import type { MailFields, TitleFields, TitleForm, ZpzzFields } from '../contract/requests-receipts';
import type { JavashopPageQuery } from '../contract/requests-trade';
import {
  MailAddress,
  ReceiptHistoryDetail,
  SavedTitle,
  ShopReceiptKinds,
  Zpzz,
  ReceiptHistory,
  type TitleType,
} from '../contract/types-receipts';
import { javashopPage } from '../contract/shared-structs';
import { request } from '../http';
import { call } from './check';

export type { MailFields, TitleFields, ZpzzFields } from '../contract/requests-receipts';
export {
  TITLE_TYPES,
  ZPZZ_FIELDS,
  type MailAddress,
  type ReceiptHistory as History,
  type ReceiptHistoryDetail as HistoryDetail,
  type SavedTitle,
  type ShopReceiptKinds as ShopCheck,
  type TitleType,
  type Zpzz,
} from '../contract/types-receipts';

/** As the server: at most this many saved titles per type. */
export const TITLES_PER_TYPE = 20;

const filled = (fields: Record<string, string | undefined>) =>
  Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined && v !== ''));

export const fetchTitles = (type: TitleType) => call({ path: `/buyer/members/receipt/${type}`, auth: true }, array(SavedTitle));
export const addTitle = (type: TitleType, fields: TitleFields, makeDefault = false) =>
  call(
    {
      method: 'POST',
      path: '/buyer/members/receipt',
      form: { ...filled(fields), receipt_type: type, is_default: makeDefault ? '1' : '0' } satisfies TitleForm,
      auth: true,
    },
    SavedTitle,
  );
export const updateTitle = (id: number, fields: TitleFields) =>
  call({ method: 'PUT', path: `/buyer/members/receipt/${id}`, form: filled(fields) satisfies TitleFields, auth: true }, SavedTitle);
export const deleteTitle = (id: number) => request({ method: 'DELETE', path: `/buyer/members/receipt/${id}`, auth: true });
export const makeDefaultTitle = (id: number, type: TitleType) =>
  request({ method: 'PUT', path: `/buyer/members/receipt/${id}/${type}`, auth: true });

export const fetchZpzz = () => call({ path: '/buyer/members/zpzz/detail', auth: true }, nullable(Zpzz));
export const saveZpzz = (id: number | null, fields: ZpzzFields) =>
  call({ method: id ? 'PUT' : 'POST', path: id ? `/buyer/members/zpzz/${id}` : '/buyer/members/zpzz', form: fields, auth: true }, Zpzz);
export const deleteZpzz = (id: number) => request({ method: 'DELETE', path: `/buyer/members/zpzz/${id}`, auth: true });

export const fetchMailAddress = () => call({ path: '/buyer/members/receipt/address/detail', auth: true }, nullable(MailAddress));
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
  call(
    { path: '/buyer/members/receipt/history', query: { page_no: pageNo, page_size: pageSize } satisfies JavashopPageQuery, auth: true },
    javashopPage(ReceiptHistory),
  );
export const fetchHistoryDetail = (id: number) => call({ path: `/buyer/members/receipt/history/${id}`, auth: true }, ReceiptHistoryDetail);

export const checkShopReceipts = (shopIds: readonly number[]) =>
  call({ path: `/buyer/shops/${shopIds.join(',')}/check/receipt`, auth: true }, array(ShopReceiptKinds));
