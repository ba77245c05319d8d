import { number, string, type, type Infer } from 'superstruct';
import { Flag } from './shared-structs';

/** `GET /buyer/members/points/current`: what the member has earned (grade) and may spend (consum). */
export const MemberPoints = type({ grade_point: number(), consum_point: number() });
export type MemberPoints = Infer<typeof MemberPoints>;

/**
 * `GET /buyer/members/points?page_no&page_size` → `JavashopPage<PointLogEntry>`, newest first.
 * `*_type`: 1 added, 0 spent; `reason` is in the request's language; `time` in Unix seconds.
 */
export const PointLogEntry = type({
  id: number(),
  grade_point: number(),
  grade_point_type: Flag,
  consum_point: number(),
  consum_point_type: Flag,
  reason: string(),
  time: number(),
});
export type PointLogEntry = Infer<typeof PointLogEntry>;
