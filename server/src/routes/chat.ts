import type { FastifyPluginAsync } from 'fastify';
import type { ChatMessages, ChatSsoUrl } from '../../../src/core/contract/types-chat';
import type { AppContext } from '../context';
import { validationError } from '../http/errors';
import { asSource, ID_RANGE, intWithDefault, optionalInt, optionalString, requiredInt, requiredString } from '../http/params';
import { mallOk } from '../http/render';
import { CHAT_RULES, createChatService } from '../services/chat/chat-service';
import { chatProviderUrl, createChatTickets } from '../services/chat/chat-sso';
import { requireMember } from './require-member';

const SHOP_RANGE = { min: 0, max: 2_147_483_647 };

/**
 * Chat (spec §1, §2 /chat, §7 generateChatSSOUrl). The marketplace's IM is an outside service
 * reached by single sign-on: this server signs a short-lived ticket for the member and the shop
 * and hands back the provider's URL. Without CHAT_PROVIDER_URL the provider is the built-in
 * development chat, whose calls follow.
 */
export const chatRoutes: FastifyPluginAsync<{ ctx: AppContext; providerUrl?: string | undefined; secret?: string | undefined }> = async (
  app,
  { ctx, providerUrl, secret },
) => {
  const preHandler = requireMember(ctx);
  const tickets = createChatTickets(secret, ctx.clock);
  const chat = createChatService(ctx.db, ctx.clock);

  app.get('/mallpcapi/member/generateChatSSOUrl', { preHandler }, async (request) => {
    const query = asSource(request.query);
    // absent or 0: the platform's customer service
    const shopId = intWithDefault(query, 'shop_id', SHOP_RANGE, 0);
    const goodsId = optionalInt(query, 'goods_id', ID_RANGE) ?? null;
    await chat.checkTarget(shopId, goodsId);
    const ticket = tickets.issue(request.memberId, shopId, goodsId);
    const { url, provider } = chatProviderUrl(providerUrl, ctx.absoluteUrl('/'), { ticket: ticket.token, shopId, goodsId });
    const result: ChatSsoUrl = { url, expiresAt: ticket.expiresAt, provider };
    return mallOk(request.lang, result);
  });

  // --- the built-in development provider ------------------------------------------------------

  app.post('/mallpcapi/chat/open', { preHandler }, async (request) => {
    const token = requiredString(asSource(request.body), 'ticket', 1000);
    const check = tickets.verify(token);
    if (!check.ok) throw validationError(check.reason === 'expired' ? 'chatTicketExpired' : 'chatTicketInvalid', { field: 'ticket' });
    // a ticket is for the member it was issued to, never for whoever holds the link
    if (check.ticket.memberId !== request.memberId) throw validationError('chatTicketInvalid', { field: 'ticket' });
    await chat.checkTarget(check.ticket.shopId, check.ticket.goodsId);
    return mallOk(
      request.lang,
      await chat.open(request.memberId, check.ticket.shopId, check.ticket.goodsId, request.lang, ctx.assets(request)),
    );
  });

  app.get('/mallpcapi/chat/messages', { preHandler }, async (request) => {
    const query = asSource(request.query);
    const conversationId = requiredInt(query, 'conversation_id', ID_RANGE);
    const after = intWithDefault(query, 'after', { min: 0, max: Number.MAX_SAFE_INTEGER }, 0);
    const result: ChatMessages = {
      messages: await chat.messages(request.memberId, conversationId, after, request.lang, ctx.assets(request)),
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
    const messages = await chat.send(request.memberId, conversationId, { content, goodsId }, request.lang, ctx.assets(request));
    const result: ChatMessages = { messages };
    return mallOk(request.lang, result);
  });
};
