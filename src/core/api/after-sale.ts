// After-sale and refunds (issue 12 §4): what an order allows, applying, the service record and its
// detail, the refund record, and the photo upload. Only the member centre's after-sale pages import
// this module, so it stays out of the shared runtime chunk.
import type { RefundListQuery, ServiceApplyForm, ServiceListQuery, ServiceShipForm } from '../contract/requests-after-sale';
import { RefundPage, ServiceApplyInfo, ServiceCreated, ServiceDetail, ServicePage } from '../contract/types-after-sale';
import { request } from '../http';
import { call } from './check';
import { uploadFile } from './upload';

export type { Service, ServiceApplyInfo, ServiceDetail, ServiceRefund } from '../contract/types-after-sale';
export * from '../contract/rules-after-sale';

export const AFTER_SALE_PAGE_SIZE = 10;
const enc = encodeURIComponent;

export const fetchApplyInfo = (orderSn: string, signal?: AbortSignal) =>
  call({ path: `/buyer/after-sales/apply/${enc(orderSn)}`, auth: true, signal }, ServiceApplyInfo);

export const applyForService = (form: ServiceApplyForm) =>
  call({ method: 'POST', path: '/buyer/after-sales/apply', form: { ...form }, auth: true }, ServiceCreated);

export const fetchServices = (pageNo: number, signal?: AbortSignal) =>
  call(
    {
      path: '/buyer/after-sales',
      query: { page_no: pageNo, page_size: AFTER_SALE_PAGE_SIZE } satisfies Partial<ServiceListQuery>,
      auth: true,
      signal,
    },
    ServicePage,
  );

export const fetchService = (sn: string, signal?: AbortSignal) =>
  call({ path: `/buyer/after-sales/detail/${enc(sn)}`, auth: true, signal }, ServiceDetail);

export const shipService = (sn: string, form: ServiceShipForm) =>
  request({ method: 'POST', path: `/buyer/after-sales/detail/${enc(sn)}/ship`, form: { ...form }, auth: true });

export const closeService = (sn: string) => request({ method: 'POST', path: `/buyer/after-sales/detail/${enc(sn)}/close`, auth: true });
/** The buyer received an exchange's replacement. */
export const receiveReplacement = (sn: string) =>
  request({ method: 'POST', path: `/buyer/after-sales/detail/${enc(sn)}/receive`, auth: true });

export const fetchRefunds = (pageNo: number, signal?: AbortSignal) =>
  call(
    {
      path: '/buyer/after-sales/refunds',
      query: { page_no: pageNo, page_size: AFTER_SALE_PAGE_SIZE } satisfies RefundListQuery,
      auth: true,
      signal,
    },
    RefundPage,
  );

/**
 * A photo of the goods (JPG or PNG, checked by content on the server), by XMLHttpRequest for its
 * progress; no timeout (spec §9). Resolves with the stored path the application sends.
 */
export const uploadServiceImage = (file: File, onProgress: (fraction: number) => void): Promise<string> => uploadFile(file, onProgress);
