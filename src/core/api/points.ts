import { array, enums, number, string, type, type Infer } from 'superstruct';
import { call } from './check';

const MemberPoints = type({ grade_point: number(), consum_point: number() });
export type MemberPoints = Infer<typeof MemberPoints>;

const PointLogEntry = type({
  id: number(),
  grade_point: number(),
  grade_point_type: enums([0, 1]),
  consum_point: number(),
  consum_point_type: enums([0, 1]),
  reason: string(),
  time: number(),
});
export type PointLogEntry = Infer<typeof PointLogEntry>;

const PointLog = type({ data: array(PointLogEntry), page_no: number(), page_size: number(), data_total: number() });
export type PointLog = Infer<typeof PointLog>;

export const POINTS_PAGE_SIZE = 10;

/** `GET members/points/current`: what the member has earned and may spend (consum_point). */
export const fetchMyPoints = (signal?: AbortSignal) =>
  call({ path: '/buyer/members/points/current', auth: true, ...(signal ? { signal } : {}) }, MemberPoints);

/** `GET members/points`: the member's movements, newest first, reasons in the current language. */
export const fetchPointLog = (pageNo: number, signal?: AbortSignal) =>
  call(
    { path: '/buyer/members/points', query: { page_no: pageNo, page_size: POINTS_PAGE_SIZE }, auth: true, ...(signal ? { signal } : {}) },
    PointLog,
  );
