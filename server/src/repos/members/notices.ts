import type { Queryable } from '../../db/types';
import type { NoticeLog, NoticeCounts } from '../../../../src/core/contract/types-help';

/** Reply shapes of the contract (src/core/contract), under the names the server has always used. */
export type { NoticeLog, NoticeCounts };

/** A notice as stored: the words, or the keys of its title and content and their parameters. */
export type StoredNotice = NoticeLog & { title_key: string; content_key: string; text_params: unknown };

/** How many of `ids` are the member's notices. */
export async function countOwnNotices(q: Queryable, memberId: number, ids: readonly number[]): Promise<number> {
  const { rows } = await q.query<{ n: number }>(
    'select count(*)::int as n from member_notice_log where member_id = $1 and id = any($2::bigint[])',
    [memberId, ids],
  );
  return rows[0]?.n ?? 0;
}

export async function markNoticesRead(q: Queryable, memberId: number, ids: readonly number[]): Promise<void> {
  await q.query('update member_notice_log set is_read = 1 where member_id = $1 and id = any($2::bigint[])', [memberId, ids]);
}

export async function deleteNotices(q: Queryable, memberId: number, ids: readonly number[]): Promise<void> {
  await q.query('delete from member_notice_log where member_id = $1 and id = any($2::bigint[])', [memberId, ids]);
}

/** A page of the member's notices (only read or unread ones with `read`), newest first, and how many there are. */
export async function pageNotices(
  q: Queryable,
  memberId: number,
  page: { pageNo: number; pageSize: number },
  read: 0 | 1 | undefined,
): Promise<{ rows: StoredNotice[]; total: number }> {
  const filter = read === undefined ? '' : ' and is_read = $4';
  const params = [memberId, page.pageSize, (page.pageNo - 1) * page.pageSize, ...(read === undefined ? [] : [read])];
  const data = await q.query<StoredNotice>(
    `select id, title, content, send_time, is_read, title_key, content_key, text_params from member_notice_log
     where member_id = $1${filter} order by send_time desc, id desc limit $2 offset $3`,
    params,
  );
  const total = await q.query<{ n: number }>(
    `select count(*)::int as n from member_notice_log where member_id = $1${read === undefined ? '' : ' and is_read = $2'}`,
    read === undefined ? [memberId] : [memberId, read],
  );
  return { rows: data.rows, total: total.rows[0]?.n ?? 0 };
}

export async function countUnreadNotices(q: Queryable, memberId: number): Promise<NoticeCounts | undefined> {
  const { rows } = await q.query<NoticeCounts>(
    `select count(*)::int as total, (count(*) filter (where type = 'SYSTEM'))::int as system_num,
            (count(*) filter (where type = 'ASK'))::int as ask_num
     from member_notice_log where member_id = $1 and is_read = 0`,
    [memberId],
  );
  return rows[0];
}
