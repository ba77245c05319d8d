import type { MemberStatistics } from '../../../../src/core/contract/types-accounts';
import type { Queryable } from '../../db/types';

/** The member centre's counts: the same counts the favourites and collected-shops lists report as their totals. */
export async function memberStatistics(q: Queryable, memberId: number): Promise<MemberStatistics> {
  const count = async (sql: string): Promise<number> => {
    const { rows } = await q.query<{ n: number }>(sql, [memberId]);
    return rows[0]?.n ?? 0;
  };
  return {
    order_count: await count('select count(*)::int as n from trade_order where member_id = $1'),
    goods_collect_count: await count('select count(*)::int as n from member_favorite where member_id = $1'),
    shop_collect_count: await count('select count(*)::int as n from shop_collection where member_id = $1'),
    pending_comment_count: await count(
      `select count(*)::int as n from trade_order where member_id = $1 and order_status in ('ROG', 'COMPLETE') and comment_status = 'UNFINISHED'`,
    ),
  };
}
