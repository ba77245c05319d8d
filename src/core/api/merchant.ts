// The distributor / factory / seller application (spec §7 Distributor). Only the application form
// imports this module, so it stays out of the shared runtime chunk.
import { literal } from 'superstruct';
import type { MallReply } from '../contract/envelope';
import type { MerchantApply } from '../contract/requests-merchant-form';
import { MerchantStatus, MerchantTemplates, type MerchantTemplate } from '../contract/types-merchant';
import { ApiError } from '../errors';
import { buildUrl } from '../http';
import { t } from '../locale';
import { accessToken, deviceUuid } from '../session';
import { call } from './check';

export { APPLY_TYPES, type ApplyType } from '../contract/requests-merchant';
export type { MerchantApply } from '../contract/requests-merchant-form';
export type { MerchantStatus, MerchantTemplate } from '../contract/types-merchant';

export const fetchMerchantTemplates = () => call({ path: '/mallpcapi/ytConfig/merchantTemplate' }, MerchantTemplates).then((r) => r.list);

/** -1 not applied, 0 pending, 1 approved, 2 refused (spec §4). */
export const checkMerchantStatus = () => call({ path: '/mallpcapi/proxyMerchantOnboarding/checkStatus', auth: true }, MerchantStatus);

export const saveMerchantApply = (form: MerchantApply) =>
  call({ method: 'POST', path: '/mallpcapi/proxyMerchantOnboarding/saveApply', form: { ...form }, auth: true }, literal(null));

const UPLOAD = '/mallpcapi/upload/file';

/**
 * The attachment upload (`path=merchant/settled`, token in a header), by XMLHttpRequest for its
 * progress; no timeout (spec §9). Resolves with the stored path saveApply sends.
 */
export function uploadMerchantDocument(file: File, onProgress: (fraction: number) => void): Promise<string> {
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
    body.append('path', 'merchant/settled'); // before the file: the server reads it first
    body.append('file', file);
    xhr.send(body);
  });
}

/**
 * Downloads a template from the web host (spec §7: "opens the template path on the web host") as
 * a file. Fetched first so that a failure can say so (spec §8: the network error).
 */
export async function downloadTemplate(template: MerchantTemplate): Promise<void> {
  const url = new URL(template.path, location.origin).href;
  let blob: Blob;
  try {
    const response = await fetch(url);
    if (!response.ok) throw new Error(String(response.status));
    blob = await response.blob();
  } catch (error) {
    throw new ApiError(t('error.network'), 0, 'NETWORK', url, undefined, { cause: error });
  }
  const link = document.createElement('a');
  link.href = URL.createObjectURL(blob);
  link.download = template.path.split('/').pop() || 'template.pdf';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(link.href), 10_000);
}
