import type { GoodsComment, ListedAsk, GoodsSaleRecord, JavashopPage } from '../../../../src/core/contract/types-discovery';
import type { Db } from '../../db/types';
import { toMxn } from '../../http/money';
import { goodsListed, listAsks, listComments, listSales, type Paging } from '../../repos/catalogue/goods-feedback';
import { latestReplies, replyCounts } from '../../repos/catalogue/member-asks';
import { goodsGone } from './goods-detail';

const page = <T>(data: T[], total: number, p: Paging): JavashopPage<T> => ({
  data,
  page_no: p.pageNo,
  page_size: p.pageSize,
  data_total: total,
});

/** "Mariana" → "M***a": enough to feel real, not enough to identify a buyer. */
export function maskName(name: string): string {
  const chars = [...name.trim()];
  if (chars.length <= 1) return '***';
  return `${chars[0]}***${chars.length > 2 ? chars[chars.length - 1] : ''}`;
}

async function mustBeListed(db: Db, goodsId: number): Promise<void> {
  if (!(await goodsListed(db, goodsId))) throw goodsGone();
}

export async function goodsSales(db: Db, goodsId: number, p: Paging): Promise<JavashopPage<GoodsSaleRecord>> {
  await mustBeListed(db, goodsId);
  const { rows, total } = await listSales(db, goodsId, p);
  return page(
    rows.map((r) => ({ buyer_name: maskName(r.buyer_name), num: r.num, price: toMxn(r.price_cents), create_time: r.created_at })),
    total,
    p,
  );
}

export async function goodsComments(
  db: Db,
  goodsId: number,
  filter: Parameters<typeof listComments>[2],
  p: Paging,
  asset: (path: string) => string,
): Promise<JavashopPage<GoodsComment>> {
  await mustBeListed(db, goodsId);
  const { rows, total } = await listComments(db, goodsId, filter, p);
  return page(
    rows.map((r) => ({
      comment_id: r.id,
      goods_id: r.goods_id,
      sku_id: r.sku_id,
      member_name: r.anonymous ? '' : maskName(r.member_name),
      member_face: r.face && !r.anonymous ? asset(r.face) : '',
      content: r.content,
      grade: r.grade,
      images: r.images.map(asset),
      reply: r.reply,
      create_time: r.created_at,
      additional:
        r.additional_at === null
          ? null
          : { content: r.additional_content ?? '', images: r.additional_images.map(asset), create_time: r.additional_at },
    })),
    total,
    p,
  );
}

/** The goods' questions, each with how many buyers answered and the latest answer (all on /ask-detail). */
export async function goodsAsks(db: Db, goodsId: number, p: Paging): Promise<JavashopPage<ListedAsk>> {
  await mustBeListed(db, goodsId);
  const { rows, total } = await listAsks(db, goodsId, p);
  const ids = rows.map((r) => r.id);
  const latest = await latestReplies(db, ids, 1);
  const counts = await replyCounts(db, ids);
  return page(
    rows.map((r) => ({
      reply_num: counts.get(r.id) ?? 0,
      answers: latest
        .filter((reply) => reply.ask_id === r.id)
        .map((reply) => ({
          reply_id: reply.id,
          ask_id: reply.ask_id,
          content: reply.content,
          create_time: reply.created_at,
          member_name: reply.anonymous === 'YES' ? '' : maskName(reply.member_name),
          anonymous: reply.anonymous,
        })),
      ask_id: r.id,
      goods_id: r.goods_id,
      content: r.content,
      create_time: r.created_at,
      reply: r.reply,
      reply_time: r.reply_time,
      reply_status: r.reply ? 1 : 0,
      member_name: r.anonymous === 'YES' ? '' : maskName(r.member_name),
      anonymous: r.anonymous,
    })),
    total,
    p,
  );
}
