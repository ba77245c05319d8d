import type { Db } from '../../db/types';
import type { ImageView } from '../../services/images/generated-svg';
import { generatedImage, type ImageKind } from '../../services/images/image-service';
import { storeMerchantDocument } from '../../services/merchant/documents';
import type { FileStore } from '../../services/files/file-store';
import { createUploadStore } from '../../services/uploads/upload-store';

/**
 * Files: the placeholder images drawn on demand, and what members upload (avatars, application
 * documents), each counted against one upload quota and swept when no record points to it.
 */
export function createUploadsService({ db, clock, files }: { db: Db; clock: () => number; files: FileStore }) {
  const store = createUploadStore(db, clock, files);
  return {
    files,
    store,
    generatedImage: (kind: ImageKind, id: number, view: ImageView) => generatedImage(db, kind, id, view),
    /** A merchant application's attachment, checked by name and content, within the quota. */
    saveMerchantDocument: (memberId: number, filename: string, data: Buffer) => storeMerchantDocument(store.save, memberId, filename, data),
  };
}

export type UploadsService = ReturnType<typeof createUploadsService>;
