/** `GET /buyer/members/points/current`: what the member has earned (grade) and may spend (consum). */
export interface MemberPoints {
  grade_point: number;
  consum_point: number;
}

/**
 * `GET /buyer/members/points?page_no&page_size` → `JavashopPage<PointLogEntry>`, newest first.
 * `*_type`: 1 added, 0 spent; `reason` is in the request's language; `time` in Unix seconds.
 */
export interface PointLogEntry {
  id: number;
  grade_point: number;
  grade_point_type: 0 | 1;
  consum_point: number;
  consum_point_type: 0 | 1;
  reason: string;
  time: number;
}
