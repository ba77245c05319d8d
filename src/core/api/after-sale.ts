// After-sale and refunds (issue 12 §4): what an order allows, applying, the service record and its
// detail, the refund record, and the photo upload. Only the member centre's after-sale pages import
// this module, so it stays out of the shared runtime chunk.
import type { MallReply } from '../contract/envelope';
import type { RefundListQuery, ServiceApplyForm, ServiceListQuery, ServiceShipForm } from '../contract/requests-after-sale';
import { RefundPage, ServiceApplyInfo, ServiceCreated, ServiceDetail, ServicePage } from '../contract/types-after-sale';
import { ApiError } from '../errors';
import { buildUrl, request } from '../http';
import { t } from '../locale';
import { accessToken, deviceUuid } from '../session';
import { call } from './check';

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

const UPLOAD = '/mallpcapi/upload/file';

/**
 * A photo of the goods (JPG or PNG, checked by content on the server), by XMLHttpRequest for its
 * progress; no timeout (spec §9). Resolves with the stored path the application sends.
 */
export function uploadServiceImage(file: File, onProgress: (fraction: number) => void): Promise<string> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', buildUrl({ path: UPLOAD }));
    xhr.setRequestHeader('uuid', deviceUuid());
    const token = accessToken();
    if (token) xhr.setRequestHeader('Authorization', token);
    xhr.upload.onprogress = (e) => e.lengthComputable && onProgress(e.loaded / e.total);
    xhr.onerror = () => reject(new ApiError(t('error.network'), 0, 'NETWORK', UPLOAD));
    xhr.onload = () => {
      let reply: Partial<MallReply<unknown>> = {};
      try {
        reply = JSON.parse(xhr.responseText) as typeof reply;
      } catch {
        // not JSON: reported below
      }
      if (reply.success === true && typeof reply.result === 'string') resolve(reply.result);
      else reject(new ApiError(reply.message || t('error.submit'), xhr.status, String(reply.code ?? xhr.status), UPLOAD));
    };
    const body = new FormData();
    body.append('file', file);
    xhr.send(body);
  });
}
