// The application form's own checks (spec §5 Distributor application, §9 attachment): pure, so
// they are tested without a browser. Messages are dictionary keys under `mch.err`.

export const ATTACHMENT_TYPES = ['.doc', '.docx', '.pdf'] as const;
/** The server refuses more (services/merchant/documents.ts); checked here first to save the upload. */
export const ATTACHMENT_MAX_BYTES = 10 * 1024 * 1024;

export interface ApplyDraft {
  applyType: string;
  mainSalesChannels: string;
  purchaseAmount: string;
  attachment: string;
  agreed: boolean;
}

export type DraftField = keyof ApplyDraft;

/** Each field's problem, as a `mch.err.*` key, in the form's order. */
export function draftErrors(draft: ApplyDraft): Partial<Record<DraftField, string>> {
  const errors: Partial<Record<DraftField, string>> = {};
  if (!draft.applyType) errors.applyType = 'mch.err.type';
  if (!draft.mainSalesChannels.trim()) errors.mainSalesChannels = 'mch.err.channels';
  if (!draft.purchaseAmount.trim()) errors.purchaseAmount = 'mch.err.amount';
  if (!draft.attachment) errors.attachment = 'mch.err.attachment';
  if (!draft.agreed) errors.agreed = 'mch.err.agree';
  return errors;
}

/** Why a picked or dropped set of files cannot be the attachment, or undefined when it can. */
export function attachmentError(files: readonly { name: string; size: number }[]): string | undefined {
  if (files.length === 0) return 'mch.err.attachment';
  if (files.length > 1) return 'mch.err.tooMany';
  const file = files[0]!;
  if (!ATTACHMENT_TYPES.some((ext) => file.name.toLowerCase().endsWith(ext))) return 'mch.err.fileType';
  if (file.size > ATTACHMENT_MAX_BYTES) return 'mch.err.fileSize';
  if (file.size === 0) return 'mch.err.fileEmpty';
  return undefined;
}
