import type { Locale } from '../../../../src/core/contract/locales';
import { ASK_BUYER_ORDER_STATUSES } from '../../../../src/core/contract/rules-asks';
import type { Queryable } from '../../db/types';
import { localeSuffix } from '../../http/locale-columns';
import type { AskReplyRow } from './goods-asks';
import type { Paging } from './goods-feedback';

const BUYER_STATUSES = [...ASK_BUYER_ORDER_STATUSES];

/** Who asked a question and about which goods (the asker is null once their account is gone). */
export async function askParties(q: Queryable, askId: number): Promise<{ member_id: number | null; goods_id: number } | undefined> {
  const { rows } = await q.query<{ member_id: number | null; goods_id: number }>(
    'select member_id, goods_id from goods_ask where id = $1',
    [askId],
  );
  return rows[0];
}

/** Whether the member holds a paid order with the goods in it (Javashop's "relation" rule). */
export async function boughtGoods(q: Queryable, memberId: number, goodsId: number): Promise<boolean> {
  const { rows } = await q.query(
    `select 1 from trade_order o join order_item i on i.order_sn = o.sn
     where o.member_id = $1 and i.goods_id = $2 and o.order_status = any($3::text[]) limit 1`,
    [memberId, goodsId, BUYER_STATUSES],
  );
  return rows.length > 0;
}

/** The member's answer, unless they already gave one (then undefined: the unique index decides). */
export async function insertMemberReply(
  q: Queryable,
  reply: { askId: number; memberId: number; content: string; anonymous: 'YES' | 'NO'; now: number },
): Promise<number | undefined> {
  const { rows } = await q.query<{ id: number }>(
    `insert into goods_ask_reply (id, ask_id, member_id, member_name, content, anonymous, created_at)
     select nextval('goods_ask_reply_id_seq'), $1, m.id, coalesce(nullif(m.nickname, ''), m.username), $3, $4, $5
     from member m where m.id = $2
     on conflict (ask_id, member_id) where member_id is not null do nothing
     returning id`,
    [reply.askId, reply.memberId, reply.content, reply.anonymous, reply.now],
  );
  return rows[0]?.id;
}

/** The latest `perAsk` answers of each question, newest first. */
export async function latestReplies(q: Queryable, askIds: readonly number[], perAsk: number): Promise<AskReplyRow[]> {
  if (askIds.length === 0) return [];
  const { rows } = await q.query<AskReplyRow>(
    `select id, ask_id, member_name, content, anonymous, created_at from (
       select r.*, row_number() over (partition by r.ask_id order by r.created_at desc, r.id desc) as n
       from goods_ask_reply r where r.ask_id = any($1::bigint[])) ranked
     where n <= $2 order by created_at desc, id desc`,
    [askIds, perAsk],
  );
  return rows;
}

export interface AnswerableRow {
  id: number;
  goods_id: number;
  goods_name: string;
  image: string;
  content: string;
  created_at: number;
  member_name: string;
  anonymous: 'YES' | 'NO';
  reply_num: number;
  reply_id: number | null;
  reply_content: string | null;
  reply_anonymous: 'YES' | 'NO' | null;
  reply_member_name: string | null;
  reply_at: number | null;
}

/**
 * Other buyers' questions about goods the member bought: `answered` false, those the member has
 * not answered yet; true, those they answered, with the answer. Newest question first.
 */
export async function listAnswerable(
  q: Queryable,
  memberId: number,
  locale: Locale,
  answered: boolean,
  page: Paging,
): Promise<{ rows: AnswerableRow[]; total: number }> {
  const from = `from goods_ask a join goods g on g.id = a.goods_id
     left join goods_ask_reply mine on mine.ask_id = a.id and mine.member_id = $1
     where a.member_id is distinct from $1
       and a.goods_id in (select i.goods_id from trade_order o join order_item i on i.order_sn = o.sn
                          where o.member_id = $1 and o.order_status = any($2::text[]))
       and mine.id is ${answered ? 'not null' : 'null'}`;
  const counted = await q.query<{ n: number }>(`select count(*)::int as n ${from}`, [memberId, BUYER_STATUSES]);
  const { rows } = await q.query<AnswerableRow>(
    `select a.id, a.goods_id, g.name_${localeSuffix(locale)} as goods_name, g.image, a.content, a.created_at, a.member_name, a.anonymous,
       (select count(*)::int from goods_ask_reply r where r.ask_id = a.id) as reply_num,
       mine.id as reply_id, mine.content as reply_content, mine.anonymous as reply_anonymous,
       mine.member_name as reply_member_name, mine.created_at as reply_at
     ${from} order by a.created_at desc, a.id desc limit $3 offset $4`,
    [memberId, BUYER_STATUSES, page.pageSize, (page.pageNo - 1) * page.pageSize],
  );
  return { rows, total: counted.rows[0]?.n ?? 0 };
}

export async function findReply(q: Queryable, replyId: number): Promise<AskReplyRow | undefined> {
  const { rows } = await q.query<AskReplyRow>(
    'select id, ask_id, member_name, content, anonymous, created_at from goods_ask_reply where id = $1',
    [replyId],
  );
  return rows[0];
}

/** How many answers each of `askIds` has (absent: none). */
export async function replyCounts(q: Queryable, askIds: readonly number[]): Promise<Map<number, number>> {
  if (askIds.length === 0) return new Map();
  const { rows } = await q.query<{ ask_id: number; n: number }>(
    'select ask_id, count(*)::int as n from goods_ask_reply where ask_id = any($1::bigint[]) group by ask_id',
    [askIds],
  );
  return new Map(rows.map((r) => [r.ask_id, r.n]));
}
