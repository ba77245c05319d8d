import type { Db } from '../../db/types';
import type { FileStore } from '../../services/files/file-store';
import { createMerchantApplications } from '../../services/merchant/applications';

/** The distributor / factory / seller application (spec §7 Distributor): templates, status, the form. */
export function createMerchantService({ db, clock, files }: { db: Db; clock: () => number; files: FileStore }) {
  return { applications: createMerchantApplications(db, clock, files) };
}

export type MerchantService = ReturnType<typeof createMerchantService>;
