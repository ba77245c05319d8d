// Chat calls (issue 4): the SSO hand-off to the IM provider and the built-in development provider.
// Only the /chat page imports this module.
import { array, literal, nullable, number, string, type, union } from 'superstruct';
import { call } from './check';

const ChatGoods = type({ goodsId: number(), name: string(), thumbnail: string(), price: number() });
export const ChatMessage = type({
  id: number(),
  sender: union([literal('BUYER'), literal('SHOP'), literal('AUTO')]),
  content: string(),
  goods: nullable(ChatGoods),
  createTime: number(),
});
const Messages = type({ messages: array(ChatMessage) });

export type ChatMessageView = typeof ChatMessage.TYPE;

/** `shopId` 0 is the platform's customer service. */
export const generateChatSsoUrl = (shopId: number, goodsId: number | undefined) =>
  call(
    { path: '/mallpcapi/member/generateChatSSOUrl', query: { shop_id: shopId, goods_id: goodsId }, auth: true },
    type({ url: string(), expiresAt: number(), provider: union([literal('dev'), literal('external')]) }),
  );

export const openChat = (ticket: string) =>
  call(
    { method: 'POST', path: '/mallpcapi/chat/open', form: { ticket }, auth: true },
    type({
      conversationId: number(),
      shopId: number(),
      shopName: string(),
      shopLogo: string(),
      goods: nullable(ChatGoods),
      messages: array(ChatMessage),
    }),
  );

export const chatMessages = (conversationId: number, after: number, signal?: AbortSignal) =>
  call(
    { path: '/mallpcapi/chat/messages', query: { conversation_id: conversationId, after }, auth: true, ...(signal ? { signal } : {}) },
    Messages,
  );

export const sendChat = (conversationId: number, content: string, goodsId?: number) =>
  call(
    { method: 'POST', path: '/mallpcapi/chat/send', form: { conversation_id: conversationId, content, goods_id: goodsId }, auth: true },
    Messages,
  );
