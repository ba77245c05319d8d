import type { JavashopPageQuery } from '../contract/requests-trade';
import { javashopPage } from '../contract/shared-structs';
import { MemberPoints, PointLogEntry } from '../contract/types-points';
import { call } from './check';

export type { MemberPoints, PointLogEntry } from '../contract/types-points';

export const POINTS_PAGE_SIZE = 10;

/** `GET members/points/current`: what the member has earned and may spend (consum_point). */
export const fetchMyPoints = (signal?: AbortSignal) =>
  call({ path: '/buyer/members/points/current', auth: true, ...(signal ? { signal } : {}) }, MemberPoints);

/** `GET members/points`: the member's movements, newest first, reasons in the current language. */
export const fetchPointLog = (pageNo: number, signal?: AbortSignal) =>
  call(
    {
      path: '/buyer/members/points',
      query: { page_no: pageNo, page_size: POINTS_PAGE_SIZE } satisfies JavashopPageQuery,
      auth: true,
      ...(signal ? { signal } : {}),
    },
    javashopPage(PointLogEntry),
  );
