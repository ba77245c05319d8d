import type { CommentGrade } from '../../../../src/core/contract/types-discovery';
import type { Queryable } from '../../db/types';

export interface Paging {
  pageNo: number;
  pageSize: number;
}

const offsetOf = (p: Paging) => (p.pageNo - 1) * p.pageSize;

export interface CommentRow {
  id: number;
  goods_id: number;
  sku_id: number | null;
  member_name: string;
  face: string | null;
  content: string;
  grade: CommentGrade;
  images: string[];
  reply: string | null;
  created_at: number;
  /** a buyer's review (migration 700): the name hidden, and its follow-up */
  anonymous: boolean;
  additional_content: string | null;
  additional_images: string[];
  additional_at: number | null;
}

export async function listComments(
  q: Queryable,
  goodsId: number,
  filter: { grade?: CommentGrade; withImages: boolean },
  page: Paging,
): Promise<{ rows: CommentRow[]; total: number }> {
  const params: unknown[] = [goodsId];
  const clauses = ['c.goods_id = $1'];
  if (filter.grade) clauses.push(`c.grade = $${params.push(filter.grade)}`);
  if (filter.withImages) clauses.push('cardinality(c.images) > 0');
  const where = clauses.join(' and ');
  const counted = await q.query<{ n: number }>(`select count(*)::int as n from goods_comment c where ${where}`, params);
  const { rows } = await q.query<CommentRow>(
    `select c.id, c.goods_id, c.sku_id, c.member_name, m.face, c.content, c.grade, c.images, c.reply, c.created_at,
            c.anonymous, c.additional_content, c.additional_images, c.additional_at
     from goods_comment c left join member m on m.id = c.member_id
     where ${where} order by c.created_at desc, c.id desc limit $${params.length + 1} offset $${params.length + 2}`,
    [...params, page.pageSize, offsetOf(page)],
  );
  return { rows, total: counted.rows[0]?.n ?? 0 };
}

export async function countComments(q: Queryable, goodsId: number) {
  const { rows } = await q.query<{ all_count: number; good_count: number; neutral_count: number; bad_count: number; image_count: number }>(
    `select count(*)::int as all_count,
            count(*) filter (where grade = 'good')::int as good_count,
            count(*) filter (where grade = 'neutral')::int as neutral_count,
            count(*) filter (where grade = 'bad')::int as bad_count,
            count(*) filter (where cardinality(images) > 0)::int as image_count
     from goods_comment where goods_id = $1`,
    [goodsId],
  );
  return rows[0] ?? { all_count: 0, good_count: 0, neutral_count: 0, bad_count: 0, image_count: 0 };
}

export interface AskRow {
  id: number;
  goods_id: number;
  member_name: string;
  content: string;
  anonymous: 'YES' | 'NO';
  reply: string | null;
  reply_time: number | null;
  created_at: number;
}

export async function listAsks(q: Queryable, goodsId: number, page: Paging): Promise<{ rows: AskRow[]; total: number }> {
  const counted = await q.query<{ n: number }>('select count(*)::int as n from goods_ask where goods_id = $1', [goodsId]);
  const { rows } = await q.query<AskRow>(
    `select id, goods_id, member_name, content, anonymous, reply, reply_time, created_at from goods_ask
     where goods_id = $1 order by created_at desc, id desc limit $2 offset $3`,
    [goodsId, page.pageSize, offsetOf(page)],
  );
  return { rows, total: counted.rows[0]?.n ?? 0 };
}

export async function insertAsk(
  q: Queryable,
  ask: { goodsId: number; memberId: number; content: string; anonymous: 'YES' | 'NO'; now: number },
): Promise<number> {
  const { rows } = await q.query<{ id: number }>(
    `insert into goods_ask (id, goods_id, member_id, member_name, content, anonymous, created_at)
     select nextval('goods_ask_id_seq'), $1, m.id, coalesce(nullif(m.nickname, ''), m.username), $3, $4, $5
     from member m where m.id = $2 returning id`,
    [ask.goodsId, ask.memberId, ask.content, ask.anonymous, ask.now],
  );
  const id = rows[0]?.id;
  if (id === undefined) throw new Error(`member ${ask.memberId} vanished while asking`);
  return id;
}

export interface SaleRow {
  buyer_name: string;
  num: number;
  price_cents: number;
  created_at: number;
}

export async function listSales(q: Queryable, goodsId: number, page: Paging): Promise<{ rows: SaleRow[]; total: number }> {
  const counted = await q.query<{ n: number }>('select count(*)::int as n from goods_sale where goods_id = $1', [goodsId]);
  const { rows } = await q.query<SaleRow>(
    `select buyer_name, num, price_cents, created_at from goods_sale
     where goods_id = $1 order by created_at desc, id desc limit $2 offset $3`,
    [goodsId, page.pageSize, offsetOf(page)],
  );
  return { rows, total: counted.rows[0]?.n ?? 0 };
}

/** Whether a goods exists and is listed: feedback of unknown goods is a 404, not an empty list. */
export async function goodsListed(q: Queryable, goodsId: number): Promise<boolean> {
  const { rows } = await q.query('select 1 from goods where id = $1 and market_enable = 1', [goodsId]);
  return rows.length > 0;
}
