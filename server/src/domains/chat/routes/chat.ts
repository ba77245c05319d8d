import type { FastifyPluginAsync } from 'fastify';
import { mallReply } from '../../../../../src/core/contract/envelope';
import { ChatMessagesQuery, ChatOpenForm, ChatSendForm, ChatSsoQuery } from '../../../../../src/core/contract/requests-chat';
import {
  ChatConversation,
  type ChatMessages,
  ChatMessages as ChatMessagesReply,
  ChatSsoUrl,
} from '../../../../../src/core/contract/types-chat';
import { validationError } from '../../../http/errors';
import { mallOk } from '../../../http/render';
import type { StructTypes } from '../../../http/type-provider';
import { requireMember } from '../../guards';

/** The chat's single sign-on, and the calls of the built-in development provider. */
export const chatRoutes: FastifyPluginAsync = async (plugin) => {
  const app = plugin.withTypeProvider<StructTypes>();
  // before the schemas read the request: a caller without a session is told so, whatever it sent
  const preValidation = requireMember(app);
  const { chat, absoluteUrl } = app.services;
  const { tickets, conversations } = chat;

  app.get(
    '/mallpcapi/member/generateChatSSOUrl',
    { preValidation, schema: { querystring: ChatSsoQuery, response: { 200: mallReply(ChatSsoUrl) } } },
    async (request) => mallOk(request.lang, await chat.ssoUrl(request.memberId, request.query.shop_id, request.query.goods_id ?? null)),
  );

  // --- the built-in development provider ------------------------------------------------------

  app.post(
    '/mallpcapi/chat/open',
    { preValidation, schema: { body: ChatOpenForm, response: { 200: mallReply(ChatConversation) } } },
    async (request) => {
      const check = tickets.verify(request.body.ticket);
      if (!check.ok) throw validationError(check.reason === 'expired' ? 'chatTicketExpired' : 'chatTicketInvalid', { field: 'ticket' });
      // a ticket is for the member it was issued to, never for whoever holds the link
      if (check.ticket.memberId !== request.memberId) throw validationError('chatTicketInvalid', { field: 'ticket' });
      await conversations.checkTarget(check.ticket.shopId, check.ticket.goodsId);
      return mallOk(
        request.lang,
        await conversations.open(request.memberId, check.ticket.shopId, check.ticket.goodsId, request.lang, absoluteUrl),
      );
    },
  );

  app.get(
    '/mallpcapi/chat/messages',
    { preValidation, schema: { querystring: ChatMessagesQuery, response: { 200: mallReply(ChatMessagesReply) } } },
    async (request) => {
      const { conversation_id: conversationId, after } = request.query;
      const result: ChatMessages = {
        messages: await conversations.messages(request.memberId, conversationId, after, request.lang, absoluteUrl),
      };
      return mallOk(request.lang, result);
    },
  );

  app.post(
    '/mallpcapi/chat/send',
    { preValidation, schema: { body: ChatSendForm, response: { 200: mallReply(ChatMessagesReply) } } },
    async (request) => {
      const { conversation_id: conversationId } = request.body;
      const goodsId = request.body.goods_id ?? null;
      const content = request.body.content ?? '';
      // a goods card may go alone; otherwise there must be words
      if (content === '' && goodsId === null) throw validationError('fieldRequired', { field: 'content' });
      const messages = await conversations.send(request.memberId, conversationId, { content, goodsId }, request.lang, absoluteUrl);
      const result: ChatMessages = { messages };
      return mallOk(request.lang, result);
    },
  );
};
