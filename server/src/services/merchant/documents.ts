import { randomBytes } from 'node:crypto';
import { validationError } from '../../http/errors';
import type { SaveUpload } from '../uploads/upload-store';

/** The multipart `path` field of a merchant attachment (spec §7 Distributor). */
export const MERCHANT_UPLOAD_PATH = 'merchant/settled';
/** Largest attachment; the avatar keeps its own, smaller limit. */
export const MERCHANT_DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;
/** Where stored attachments are served (under the sandboxed /uploads/ static root). */
export const MERCHANT_DOCUMENT_PREFIX = '/uploads/merchant/settled/';

type DocumentKind = 'pdf' | 'docx' | 'doc';

const MAGIC: Record<DocumentKind, Buffer> = {
  pdf: Buffer.from('%PDF-', 'latin1'),
  docx: Buffer.from([0x50, 0x4b, 0x03, 0x04]),
  doc: Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
};

/**
 * .doc, .docx or .pdf (spec §9), by the name AND the first bytes: the name and the declared type
 * are the client's say-so, so an executable renamed .pdf is refused.
 */
export function documentKind(filename: string, head: Buffer): DocumentKind | undefined {
  const extension = /\.(pdf|docx|doc)$/i.exec(filename)?.[1]?.toLowerCase();
  if (extension !== 'pdf' && extension !== 'docx' && extension !== 'doc') return undefined;
  const magic = MAGIC[extension];
  return head.length >= magic.length && head.subarray(0, magic.length).equals(magic) ? extension : undefined;
}

/** Stores a checked attachment under the member's prefix (within their upload quota) and returns its served path. */
export async function storeMerchantDocument(save: SaveUpload, memberId: number, filename: string, data: Buffer): Promise<string> {
  const kind = documentKind(filename, data);
  if (!kind) throw validationError('merchantAttachmentType', { field: 'file' });
  return save(memberId, `merchant/settled/${memberId}-${randomBytes(12).toString('base64url')}.${kind}`, data, MERCHANT_DOCUMENT_MAX_BYTES);
}

/** Whether `path` is an attachment this member uploaded (name shape only; the file must exist too). */
export function ownsDocumentPath(memberId: number, path: string): boolean {
  return new RegExp(`^${MERCHANT_DOCUMENT_PREFIX.replace(/\//g, '\\/')}${memberId}-[A-Za-z0-9_-]{16}\\.(pdf|docx|doc)$`).test(path);
}
