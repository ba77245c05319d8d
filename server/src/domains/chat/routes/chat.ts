import type { FastifyPluginAsync } from 'fastify';
import type { ChatMessages } from '../../../../../src/core/contract/types-chat';
import { validationError } from '../../../http/errors';
import { asSource, ID_RANGE, intWithDefault, optionalInt, optionalString, requiredInt, requiredString } from '../../../http/params';
import { mallOk } from '../../../http/render';
import { CHAT_RULES } from '../../../services/chat/chat-service';
import { requireMember } from '../../guards';

const SHOP_RANGE = { min: 0, max: 2_147_483_647 };

/** The chat's single sign-on, and the calls of the built-in development provider. */
export const chatRoutes: FastifyPluginAsync = async (app) => {
  const preHandler = requireMember(app);
  const { chat, absoluteUrl } = app.services;
  const { tickets, conversations } = chat;

  app.get('/mallpcapi/member/generateChatSSOUrl', { preHandler }, async (request) => {
    const query = asSource(request.query);
    // absent or 0: the platform's customer service
    const shopId = intWithDefault(query, 'shop_id', SHOP_RANGE, 0);
    const goodsId = optionalInt(query, 'goods_id', ID_RANGE) ?? null;
    return mallOk(request.lang, await chat.ssoUrl(request.memberId, shopId, goodsId));
  });

  // --- the built-in development provider ------------------------------------------------------

  app.post('/mallpcapi/chat/open', { preHandler }, async (request) => {
    const token = requiredString(asSource(request.body), 'ticket', 1000);
    const check = tickets.verify(token);
    if (!check.ok) throw validationError(check.reason === 'expired' ? 'chatTicketExpired' : 'chatTicketInvalid', { field: 'ticket' });
    // a ticket is for the member it was issued to, never for whoever holds the link
    if (check.ticket.memberId !== request.memberId) throw validationError('chatTicketInvalid', { field: 'ticket' });
    await conversations.checkTarget(check.ticket.shopId, check.ticket.goodsId);
    return mallOk(
      request.lang,
      await conversations.open(request.memberId, check.ticket.shopId, check.ticket.goodsId, request.lang, absoluteUrl),
    );
  });

  app.get('/mallpcapi/chat/messages', { preHandler }, async (request) => {
    const query = asSource(request.query);
    const conversationId = requiredInt(query, 'conversation_id', ID_RANGE);
    const after = intWithDefault(query, 'after', { min: 0, max: Number.MAX_SAFE_INTEGER }, 0);
    const result: ChatMessages = {
      messages: await conversations.messages(request.memberId, conversationId, after, request.lang, absoluteUrl),
    };
    return mallOk(request.lang, result);
  });

  app.post('/mallpcapi/chat/send', { preHandler }, async (request) => {
    const body = asSource(request.body);
    const conversationId = requiredInt(body, 'conversation_id', ID_RANGE);
    const goodsId = optionalInt(body, 'goods_id', ID_RANGE) ?? null;
    const content = optionalString(body, 'content', CHAT_RULES.maxLength) ?? '';
    // a goods card may go alone; otherwise there must be words
    if (content === '' && goodsId === null) throw validationError('fieldRequired', { field: 'content' });
    const messages = await conversations.send(request.memberId, conversationId, { content, goodsId }, request.lang, absoluteUrl);
    const result: ChatMessages = { messages };
    return mallOk(request.lang, result);
  });
};
