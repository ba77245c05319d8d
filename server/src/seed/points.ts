import type { Queryable } from '../db/types';
import { addPointLog, type PointReason } from '../services/members/points-log';
import { setMemberPoints } from '../repos/seed/points';
import type { SeedContext } from './seed-context';

/**
 * How the demo members came by their points: a welcome bonus, 10 points per peso of their orders
 * (the rate the points mall prices its goods at), a review, one exchange. The demo member can
 * exchange the cheaper point goods (a package of up to about 25,000 points) but not the dearest;
 * comprador only the two cheapest.
 */
const LEDGER: Readonly<Record<number, readonly { days: number; points: number; reason: PointReason; sn?: string }[]>> = {
  1: [
    { days: 90, points: 2_000, reason: 'SIGNUP' },
    { days: 52, points: 12_895, reason: 'ORDER_REWARD', sn: '2026-0001' },
    { days: 40, points: 6_430, reason: 'ORDER_REWARD', sn: '2026-0007' },
    { days: 31, points: 500, reason: 'REVIEW' },
    { days: 18, points: -6_100, reason: 'EXCHANGE', sn: 'T2604190000000001' },
    { days: 9, points: 9_707, reason: 'ORDER_REWARD', sn: '2026-0015' },
  ],
  2: [
    { days: 75, points: 2_000, reason: 'SIGNUP' },
    { days: 20, points: 5_480, reason: 'ORDER_REWARD', sn: '2026-0003' },
  ],
};

export async function seedPoints(q: Queryable, _ctx: SeedContext): Promise<void> {
  const now = Math.floor(Date.now() / 1000);
  for (const [id, entries] of Object.entries(LEDGER)) {
    const memberId = Number(id);
    let grade = 0;
    let consum = 0;
    for (const entry of entries) {
      const earned = entry.points > 0;
      if (earned) grade += entry.points;
      consum += entry.points;
      await addPointLog(q, {
        memberId,
        reason: entry.reason,
        ...(entry.sn ? { sn: entry.sn } : {}),
        at: now - entry.days * 86_400,
        gradePoint: earned ? entry.points : 0,
        gradeType: 1,
        consumPoint: Math.abs(entry.points),
        consumType: earned ? 1 : 0,
      });
    }
    await setMemberPoints(q, memberId, grade, consum);
  }
}
