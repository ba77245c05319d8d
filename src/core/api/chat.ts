// Chat calls (issue 4): the SSO hand-off to the IM provider and the built-in development provider.
// Only the /chat page imports this module.
import { ChatConversation, ChatMessages, ChatSsoUrl } from '../contract/types-chat';
import { call } from './check';

export type { ChatMessage as ChatMessageView } from '../contract/types-chat';

/** `shopId` 0 is the platform's customer service. */
export const generateChatSsoUrl = (shopId: number, goodsId: number | undefined) =>
  call({ path: '/mallpcapi/member/generateChatSSOUrl', query: { shop_id: shopId, goods_id: goodsId }, auth: true }, ChatSsoUrl);

export const openChat = (ticket: string) =>
  call({ method: 'POST', path: '/mallpcapi/chat/open', form: { ticket }, auth: true }, ChatConversation);

export const chatMessages = (conversationId: number, after: number, signal?: AbortSignal) =>
  call(
    { path: '/mallpcapi/chat/messages', query: { conversation_id: conversationId, after }, auth: true, ...(signal ? { signal } : {}) },
    ChatMessages,
  );

export const sendChat = (conversationId: number, content: string, goodsId?: number) =>
  call(
    { method: 'POST', path: '/mallpcapi/chat/send', form: { conversation_id: conversationId, content, goods_id: goodsId }, auth: true },
    ChatMessages,
  );
