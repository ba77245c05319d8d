import type { Locale } from '../../../../src/core/contract/locales';
import type { Queryable } from '../../db/types';
import { localeSuffix } from '../../http/locale-columns';
import type { AskRow, Paging } from './goods-feedback';

const offsetOf = (p: Paging) => (p.pageNo - 1) * p.pageSize;

export interface MemberAskRow extends AskRow {
  goods_name: string;
  image: string;
  reply_num: number;
}

const ASK_COLUMNS = (l: string) =>
  `a.id, a.goods_id, a.member_name, a.content, a.anonymous, a.reply, a.reply_time, a.created_at,
   g.name_${l} as goods_name, g.image,
   (select count(*)::int from goods_ask_reply r where r.ask_id = a.id) as reply_num`;

/** One question with its goods, whether or not the goods is still listed (history stays readable). */
export async function findAsk(q: Queryable, askId: number, locale: Locale): Promise<MemberAskRow | undefined> {
  const { rows } = await q.query<MemberAskRow>(
    `select ${ASK_COLUMNS(localeSuffix(locale))} from goods_ask a join goods g on g.id = a.goods_id where a.id = $1`,
    [askId],
  );
  return rows[0];
}

/** The questions a member asked, newest first. */
export async function listMemberAsks(
  q: Queryable,
  memberId: number,
  locale: Locale,
  page: Paging,
): Promise<{ rows: MemberAskRow[]; total: number }> {
  const counted = await q.query<{ n: number }>('select count(*)::int as n from goods_ask where member_id = $1', [memberId]);
  const { rows } = await q.query<MemberAskRow>(
    `select ${ASK_COLUMNS(localeSuffix(locale))} from goods_ask a join goods g on g.id = a.goods_id
     where a.member_id = $1 order by a.created_at desc, a.id desc limit $2 offset $3`,
    [memberId, page.pageSize, offsetOf(page)],
  );
  return { rows, total: counted.rows[0]?.n ?? 0 };
}

/** Other questions about the same goods, newest first ("people also asked"). */
export async function listRelatedAsks(q: Queryable, askId: number, goodsId: number, locale: Locale, num: number): Promise<MemberAskRow[]> {
  const { rows } = await q.query<MemberAskRow>(
    `select ${ASK_COLUMNS(localeSuffix(locale))} from goods_ask a join goods g on g.id = a.goods_id
     where a.goods_id = $1 and a.id <> $2 order by a.created_at desc, a.id desc limit $3`,
    [goodsId, askId, num],
  );
  return rows;
}

export interface AskReplyRow {
  id: number;
  ask_id: number;
  member_name: string;
  content: string;
  anonymous: 'YES' | 'NO';
  created_at: number;
}

export async function listAskReplies(q: Queryable, askId: number, page: Paging): Promise<{ rows: AskReplyRow[]; total: number }> {
  const counted = await q.query<{ n: number }>('select count(*)::int as n from goods_ask_reply where ask_id = $1', [askId]);
  const { rows } = await q.query<AskReplyRow>(
    `select id, ask_id, member_name, content, anonymous, created_at from goods_ask_reply
     where ask_id = $1 order by created_at desc, id desc limit $2 offset $3`,
    [askId, page.pageSize, offsetOf(page)],
  );
  return { rows, total: counted.rows[0]?.n ?? 0 };
}
