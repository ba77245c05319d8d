import type { Locale } from '../../../../src/core/contract/locales';
import { ASK_BUYER_ORDER_STATUSES, type AskMessageKind } from '../../../../src/core/contract/rules-asks';
import type { Queryable } from '../../db/types';
import { localeSuffix } from '../../http/locale-columns';

/** Tells the asker of `askId` that `replyId` answered it (nothing when the asker's account is gone). */
export async function insertAnsweredMessage(q: Queryable, m: { askId: number; replyId: number; now: number }): Promise<void> {
  await q.query(
    `insert into member_ask_message (id, member_id, kind, ask_id, goods_id, reply_id, created_at)
     select nextval('member_ask_message_id_seq'), a.member_id, 'ANSWERED', a.id, a.goods_id, $2, $3
     from goods_ask a where a.id = $1 and a.member_id is not null`,
    [m.askId, m.replyId, m.now],
  );
}

/** Tells every buyer of the goods (once each, never the asker) that `askId` was asked about it. */
export async function insertAskedMessages(q: Queryable, m: { askId: number; now: number }): Promise<void> {
  await q.query(
    `insert into member_ask_message (id, member_id, kind, ask_id, goods_id, created_at)
     select nextval('member_ask_message_id_seq'), buyers.member_id, 'ASKED', a.id, a.goods_id, $2
     from goods_ask a
     join (select distinct o.member_id, i.goods_id from order_item i join trade_order o on o.sn = i.order_sn
           where o.order_status = any($3::text[])) buyers on buyers.goods_id = a.goods_id
     where a.id = $1 and buyers.member_id is distinct from a.member_id`,
    [m.askId, m.now, [...ASK_BUYER_ORDER_STATUSES]],
  );
}

export interface AskMessageRow {
  id: number;
  kind: AskMessageKind;
  ask_id: number;
  goods_id: number;
  goods_name: string;
  image: string;
  ask_content: string;
  send_time: number;
  is_read: 0 | 1;
}

/** A page of the member's ask messages (only read or unread ones with `read`), newest first. */
export async function pageAskMessages(
  q: Queryable,
  memberId: number,
  locale: Locale,
  page: { pageNo: number; pageSize: number },
  read: 0 | 1 | undefined,
): Promise<{ rows: AskMessageRow[]; total: number }> {
  const filter = read === undefined ? '' : ' and m.is_read = $2';
  const base = read === undefined ? [memberId] : [memberId, read];
  const next = base.length + 1;
  const { rows } = await q.query<AskMessageRow>(
    `select m.id, m.kind, m.ask_id, m.goods_id, g.name_${localeSuffix(locale)} as goods_name, g.image,
       a.content as ask_content, m.created_at as send_time, m.is_read
     from member_ask_message m join goods_ask a on a.id = m.ask_id join goods g on g.id = m.goods_id
     where m.member_id = $1${filter} order by m.created_at desc, m.id desc limit $${next} offset $${next + 1}`,
    [...base, page.pageSize, (page.pageNo - 1) * page.pageSize],
  );
  const counted = await q.query<{ n: number }>(`select count(*)::int as n from member_ask_message m where m.member_id = $1${filter}`, base);
  return { rows, total: counted.rows[0]?.n ?? 0 };
}

export async function countUnreadAskMessages(q: Queryable, memberId: number): Promise<number> {
  const { rows } = await q.query<{ n: number }>('select count(*)::int as n from member_ask_message where member_id = $1 and is_read = 0', [
    memberId,
  ]);
  return rows[0]?.n ?? 0;
}

/** How many of `ids` are the member's ask messages. */
export async function countOwnAskMessages(q: Queryable, memberId: number, ids: readonly number[]): Promise<number> {
  const { rows } = await q.query<{ n: number }>(
    'select count(*)::int as n from member_ask_message where member_id = $1 and id = any($2::bigint[])',
    [memberId, ids],
  );
  return rows[0]?.n ?? 0;
}

/** Marks `ids` read, or every message of the member when `ids` is undefined. */
export async function markAskMessagesRead(q: Queryable, memberId: number, ids: readonly number[] | undefined): Promise<void> {
  if (ids === undefined) await q.query('update member_ask_message set is_read = 1 where member_id = $1 and is_read = 0', [memberId]);
  else await q.query('update member_ask_message set is_read = 1 where member_id = $1 and id = any($2::bigint[])', [memberId, ids]);
}

export async function deleteAskMessages(q: Queryable, memberId: number, ids: readonly number[]): Promise<void> {
  await q.query('delete from member_ask_message where member_id = $1 and id = any($2::bigint[])', [memberId, ids]);
}
