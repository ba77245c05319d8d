import type { Locale } from '../../../../src/core/contract/locales';
import type { Db } from '../../db/types';
import type { FileStore } from '../files/file-store';
import { conflictError, validationError } from '../../http/errors';
import type { MerchantApply } from '../../../../src/core/contract/requests-merchant-form';
import { findLatestApplication, insertApplication, listTemplates } from '../../repos/merchant/applications';
import { MERCHANT_DOCUMENT_PREFIX, ownsDocumentPath } from './documents';
import type { MerchantTemplate } from '../../../../src/core/contract/types-merchant';

/** Reply shapes of the contract (src/core/contract), under the names this service has always used. */
export type { MerchantTemplate };

/** -1 never applied, 0 pending, 1 approved, 2 refused (spec §4 distributor application status). */
export type MerchantStatus = -1 | 0 | 1 | 2;

export function createMerchantApplications(db: Db, clock: () => number, files: FileStore) {
  async function templates(lang: Locale): Promise<MerchantTemplate[]> {
    const rows = await listTemplates(db, lang);
    return rows.map((r) => ({ applyType: String(r.apply_type), kind: r.kind, name: r.name, path: r.file_path }));
  }

  /** The member's latest application decides; with it, the reason of a refusal. */
  async function latest(memberId: number): Promise<{ status: MerchantStatus; reason: string }> {
    const row = await findLatestApplication(db, memberId);
    return row ? { status: row.status as MerchantStatus, reason: row.refuse_reason } : { status: -1, reason: '' };
  }

  /** The form as the route's schema read it (contract MerchantApply); the attachment must be one the member uploaded. */
  async function save(memberId: number, form: MerchantApply): Promise<void> {
    const { applyType, mainSalesChannels: channels, purchaseAmount: amount } = form;
    const remark = form.remark ?? '';
    const attachment = form.attachment ?? '';
    if (!ownsDocumentPath(memberId, attachment) || !(await exists(attachment)))
      throw validationError('merchantAttachmentRequired', { field: 'attachment' });

    const { status } = await latest(memberId);
    if (status === 0) throw conflictError('merchantPending');
    if (status === 2) throw conflictError('merchantRefused');
    try {
      await insertApplication(db, {
        memberId,
        applyType: Number(applyType),
        channels,
        amount,
        remark,
        attachment,
        at: Math.floor(clock() / 1000),
      });
    } catch (error) {
      // two submits at once: the pending index lets one through
      if (typeof error === 'object' && error !== null && 'code' in error && error.code === '23505') throw conflictError('merchantPending');
      throw error;
    }
  }

  // in the shared store when FILE_STORE=postgres: an upload via one node counts on every node
  const exists = (path: string) => files.exists(`merchant/settled/${path.slice(MERCHANT_DOCUMENT_PREFIX.length)}`);

  return { templates, latest, save };
}
