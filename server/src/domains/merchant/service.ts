import type { Db } from '../../db/types';
import { createMerchantApplications } from '../../services/merchant/applications';

/** The distributor / factory / seller application (spec §7 Distributor): templates, status, the form. */
export function createMerchantService({ db, clock, uploadsDir }: { db: Db; clock: () => number; uploadsDir: string }) {
  return { applications: createMerchantApplications(db, clock, uploadsDir) };
}

export type MerchantService = ReturnType<typeof createMerchantService>;
