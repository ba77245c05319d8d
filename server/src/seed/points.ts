import type { Queryable } from '../db/types';
import { addPointLog, type PointReason } from '../services/members/points-log';
import { setMemberPoints } from '../repos/seed/points';
import type { SeededOrder } from './trade';

interface PointMove {
  at: number;
  points: number;
  reason: PointReason;
  sn?: string;
}

const DAY = 86_400;
/** 10 points per peso of an order, the rate the points mall prices its goods at. */
const pointsOf = (cents: number) => Math.floor(cents / 10);

/**
 * How the demo members came by their points (issue 16 §5: each order a line cites exists, with
 * its amount): a welcome bonus, the reward of each order the demo member received, a review.
 * comprador placed no order: the welcome bonus and a review.
 */
export function demoPoints(orders: readonly SeededOrder[], now: number): Record<number, PointMove[]> {
  const received = orders.filter((o) => o.status === 'ROG' || o.status === 'COMPLETE');
  const demo: PointMove[] = [
    { at: now - 90 * DAY, points: 2_000, reason: 'SIGNUP' },
    ...received.map(
      (o): PointMove => ({ at: (o.paidAt ?? o.createdAt) + 3 * DAY, points: pointsOf(o.totalCents), reason: 'ORDER_REWARD', sn: o.sn }),
    ),
    { at: now - 5 * DAY, points: 500, reason: 'REVIEW' },
  ];
  return {
    1: demo.sort((a, b) => a.at - b.at),
    2: [
      { at: now - 75 * DAY, points: 2_000, reason: 'SIGNUP' },
      { at: now - 20 * DAY, points: 500, reason: 'REVIEW' },
    ],
  };
}

export async function seedPoints(q: Queryable, orders: readonly SeededOrder[], now: number): Promise<void> {
  for (const [id, entries] of Object.entries(demoPoints(orders, now))) {
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
        at: entry.at,
        gradePoint: earned ? entry.points : 0,
        gradeType: 1,
        consumPoint: Math.abs(entry.points),
        consumType: earned ? 1 : 0,
      });
    }
    await setMemberPoints(q, memberId, grade, consum);
  }
}
