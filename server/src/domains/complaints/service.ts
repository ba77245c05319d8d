import type { Db } from '../../db/types';
import { createComplaintDesk } from '../../services/complaints/complaint-desk';

/** Complaints to the platform (issue 12 §3): the buyer files, writes and cancels; the operator answers and moves them. */
export function createComplaintsService({ db, clock }: { db: Db; clock: () => number }) {
  return createComplaintDesk({ db, now: () => Math.floor(clock() / 1000) });
}

export type ComplaintsService = ReturnType<typeof createComplaintsService>;
