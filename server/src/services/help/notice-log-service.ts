import type { Db } from '../../db/types';
import { notFoundError } from '../../http/errors';
import type { NoticeLog, NoticeCounts } from '../../../../src/core/contract/types-help';

/** Reply shapes of the contract (src/core/contract), under the names this service has always used. */
export type { NoticeLog, NoticeCounts };

/** The member's site notices: paged, marked read and deleted only by their owner. */
export function createNoticeLogService(db: Db) {
  /** Runs `write` on `ids` only if every one is the member's; otherwise nothing changes (404). */
  const owned = (memberId: number, ids: readonly number[], write: string) =>
    db.tx(async (q) => {
      const { rows } = await q.query<{ n: number }>(
        'select count(*)::int as n from member_notice_log where member_id = $1 and id = any($2::bigint[])',
        [memberId, ids],
      );
      if ((rows[0]?.n ?? 0) !== ids.length) throw notFoundError();
      await q.query(`${write} where member_id = $1 and id = any($2::bigint[])`, [memberId, ids]);
    });
  return {
    async page(memberId: number, page: { pageNo: number; pageSize: number }, read: 0 | 1 | undefined) {
      const filter = read === undefined ? '' : ' and is_read = $4';
      const params = [memberId, page.pageSize, (page.pageNo - 1) * page.pageSize, ...(read === undefined ? [] : [read])];
      const data = await db.query<NoticeLog>(
        `select id, title, content, send_time, is_read from member_notice_log
         where member_id = $1${filter} order by send_time desc, id desc limit $2 offset $3`,
        params,
      );
      const total = await db.query<{ n: number }>(
        `select count(*)::int as n from member_notice_log where member_id = $1${read === undefined ? '' : ' and is_read = $2'}`,
        read === undefined ? [memberId] : [memberId, read],
      );
      return { data: data.rows, page_no: page.pageNo, page_size: page.pageSize, data_total: total.rows[0]?.n ?? 0 };
    },
    markRead: (memberId: number, ids: readonly number[]) => owned(memberId, ids, 'update member_notice_log set is_read = 1'),
    remove: (memberId: number, ids: readonly number[]) => owned(memberId, ids, 'delete from member_notice_log'),
    async counts(memberId: number): Promise<NoticeCounts> {
      const { rows } = await db.query<NoticeCounts>(
        `select count(*)::int as total, (count(*) filter (where type = 'SYSTEM'))::int as system_num,
                (count(*) filter (where type = 'ASK'))::int as ask_num
         from member_notice_log where member_id = $1 and is_read = 0`,
        [memberId],
      );
      return rows[0] ?? { total: 0, system_num: 0, ask_num: 0 };
    },
  };
}
