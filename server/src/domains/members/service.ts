import type { Db } from '../../db/types';
import { memberStatistics } from '../../repos/members/statistics';

/** The member centre: its counts. */
export function createMembersService({ db }: { db: Db; clock: () => number }) {
  return {
    statistics: (memberId: number) => memberStatistics(db, memberId),
  };
}

export type MembersService = ReturnType<typeof createMembersService>;
