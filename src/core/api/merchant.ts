// The distributor / factory / seller application (spec §7 Distributor). Only the application form
// imports this module, so it stays out of the shared runtime chunk.
import { literal } from 'superstruct';
import type { MerchantApply } from '../contract/requests-merchant-form';
import { MerchantStatus, MerchantTemplates, type MerchantTemplate } from '../contract/types-merchant';
import { ApiError } from '../errors';
import { t } from '../locale';
import { call } from './check';
import { uploadFile } from './upload';

export { APPLY_TYPES, type ApplyType } from '../contract/requests-merchant';
export type { MerchantApply } from '../contract/requests-merchant-form';
export type { MerchantStatus, MerchantTemplate } from '../contract/types-merchant';

export const fetchMerchantTemplates = () => call({ path: '/mallpcapi/ytConfig/merchantTemplate' }, MerchantTemplates).then((r) => r.list);

/** -1 not applied, 0 pending, 1 approved, 2 refused (spec §4). */
export const checkMerchantStatus = () => call({ path: '/mallpcapi/proxyMerchantOnboarding/checkStatus', auth: true }, MerchantStatus);

export const saveMerchantApply = (form: MerchantApply) =>
  call({ method: 'POST', path: '/mallpcapi/proxyMerchantOnboarding/saveApply', form: { ...form }, auth: true }, literal(null));

/**
 * The attachment upload (`path=merchant/settled`, token in a header), by XMLHttpRequest for its
 * progress; no timeout (spec §9). Resolves with the stored path saveApply sends.
 */
export const uploadMerchantDocument = (file: File, onProgress: (fraction: number) => void): Promise<string> =>
  uploadFile(file, onProgress, 'merchant/settled');

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
