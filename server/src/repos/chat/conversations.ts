import type { Locale } from '../../../../src/core/contract/locales';
import type { ChatMessage } from '../../../../src/core/contract/types-chat';
import type { Queryable } from '../../db/types';
import { localeSuffix } from '../../http/locale-columns';

export interface MessageRow {
  id: number;
  sender: ChatMessage['sender'];
  content: string;
  goods_id: number | null;
  created_at: number;
}

export interface ChatGoodsRow {
  id: number;
  shop_id: number;
  name: string;
  image: string;
  price_cents: number;
}

export async function listChatGoods(q: Queryable, ids: readonly number[], locale: Locale): Promise<ChatGoodsRow[]> {
  const { rows } = await q.query<ChatGoodsRow>(
    `select id, shop_id, name_${localeSuffix(locale)} as name, image, price_cents from goods where id = any($1::bigint[])`,
    [ids],
  );
  return rows;
}

export async function findConversation(
  q: Queryable,
  memberId: number,
  conversationId: number,
): Promise<{ id: number; shop_id: number } | undefined> {
  const { rows } = await q.query<{ id: number; shop_id: number }>(
    'select id, shop_id from chat_conversation where id = $1 and member_id = $2',
    [conversationId, memberId],
  );
  return rows[0];
}

export async function shopExists(q: Queryable, shopId: number): Promise<boolean> {
  const { rows } = await q.query('select 1 from shop where id = $1', [shopId]);
  return rows.length > 0;
}

export async function findGoodsShop(q: Queryable, goodsId: number): Promise<number | undefined> {
  const { rows } = await q.query<{ shop_id: number }>('select shop_id from goods where id = $1', [goodsId]);
  return rows[0]?.shop_id;
}

export async function findShopName(q: Queryable, shopId: number): Promise<string | undefined> {
  const { rows } = await q.query<{ name: string }>('select name from shop where id = $1', [shopId]);
  return rows[0]?.name;
}

/** The member's one conversation with the shop, started if missing: its id. */
export async function openConversation(q: Queryable, memberId: number, shopId: number, at: number): Promise<number> {
  const { rows } = await q.query<{ id: number }>(
    `insert into chat_conversation (member_id, shop_id, created_at, updated_at) values ($1, $2, $3, $3)
     on conflict (member_id, shop_id) do update set member_id = excluded.member_id
     returning id`,
    [memberId, shopId, at],
  );
  return Number(rows[0]?.id);
}

/** The newest `limit` messages, oldest first. */
export async function listRecentMessages(q: Queryable, conversationId: number, limit: number): Promise<MessageRow[]> {
  const { rows } = await q.query<MessageRow>(
    `select * from (select id, sender, content, goods_id, created_at from chat_message where conversation_id = $1 order by id desc limit $2) m order by id`,
    [conversationId, limit],
  );
  return rows;
}

export async function listMessagesAfter(q: Queryable, conversationId: number, after: number, limit: number): Promise<MessageRow[]> {
  const { rows } = await q.query<MessageRow>(
    'select id, sender, content, goods_id, created_at from chat_message where conversation_id = $1 and id > $2 order by id limit $3',
    [conversationId, after, limit],
  );
  return rows;
}

/** Locks the conversation row for the rest of the caller's transaction: one member's sends queue here. */
export async function lockConversation(q: Queryable, conversationId: number): Promise<void> {
  await q.query('select id from chat_conversation where id = $1 for update', [conversationId]);
}

export async function countBuyerMessagesSince(q: Queryable, conversationId: number, since: number): Promise<number> {
  const { rows } = await q.query<{ n: number }>(
    `select count(*)::int as n from chat_message where conversation_id = $1 and sender = 'BUYER' and created_at > $2`,
    [conversationId, since],
  );
  return rows[0]?.n ?? 0;
}

export async function autoReplySince(q: Queryable, conversationId: number, since: number): Promise<boolean> {
  const { rows } = await q.query(`select 1 from chat_message where conversation_id = $1 and sender = 'AUTO' and created_at > $2 limit 1`, [
    conversationId,
    since,
  ]);
  return rows.length > 0;
}

export async function insertBuyerMessage(
  q: Queryable,
  message: { conversationId: number; content: string; goodsId: number | null; at: number },
): Promise<MessageRow[]> {
  const { rows } = await q.query<MessageRow>(
    `insert into chat_message (conversation_id, sender, content, goods_id, created_at) values ($1, 'BUYER', $2, $3, $4)
     returning id, sender, content, goods_id, created_at`,
    [message.conversationId, message.content, message.goodsId, message.at],
  );
  return rows;
}

/** The development provider's automatic answer: no text, the storefront words it. */
export async function insertAutoReply(q: Queryable, conversationId: number, at: number): Promise<MessageRow[]> {
  const { rows } = await q.query<MessageRow>(
    `insert into chat_message (conversation_id, sender, content, goods_id, created_at) values ($1, 'AUTO', '', null, $2)
     returning id, sender, content, goods_id, created_at`,
    [conversationId, at],
  );
  return rows;
}

export async function touchConversation(q: Queryable, conversationId: number, at: number): Promise<void> {
  await q.query('update chat_conversation set updated_at = $2 where id = $1', [conversationId, at]);
}
