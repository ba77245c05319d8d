import type { FastifyPluginAsync } from 'fastify';
import { array } from 'superstruct';
import {
  AskParams,
  AskRelationParams,
  AskRelationQuery,
  AskReplyForm,
  AskForm,
  PageQuery,
} from '../../../../../src/core/contract/requests-catalogue';
import { javashopPage } from '../../../../../src/core/contract/shared-structs';
import { AskMessageIdsParams, AskMessageQuery, MemberRepliesQuery } from '../../../../../src/core/contract/requests-asks';
import { AnswerableAsk, AskMessage, AskReply, MemberAsk, MyAsk } from '../../../../../src/core/contract/types-asks';
import { NO_BODY } from '../../../http/reply-kinds';
import { pageOf } from '../../../http/javashop-fields';
import type { StructTypes } from '../../../http/type-provider';
import { requireMember } from '../../guards';

/**
 * Questions and answers (spec §7 "Asks: GET and POST /buyer/members/asks, detail, relation, reply
 * list, reply POST"). Reading is public (the ask-detail page); asking and answering need a member.
 */
export const askRoutes: FastifyPluginAsync = async (plugin) => {
  const app = plugin.withTypeProvider<StructTypes>();
  // before the schemas read the request: a caller without a session is told so, whatever it sent
  const preValidation = requireMember(app);
  const { catalogue, absoluteUrl } = app.services;
  const { asks, askMessages } = catalogue;

  app.get(
    '/buyer/members/asks',
    { preValidation, schema: { querystring: PageQuery, response: { 200: javashopPage(MyAsk) } } },
    async (request) => asks.mine(request.memberId, request.lang, pageOf(request.query), absoluteUrl),
  );

  app.post('/buyer/members/asks', { preValidation, schema: { body: AskForm, response: { 200: MemberAsk } } }, async (request) => {
    const { goods_id: goodsId, ask_content: content, anonymous } = request.body;
    return asks.ask(request.memberId, { goodsId, content, anonymous }, request.lang, absoluteUrl);
  });

  app.get('/buyer/members/asks/detail/:ask_id', { schema: { params: AskParams, response: { 200: MemberAsk } } }, async (request) =>
    asks.detail(request.params.ask_id, request.lang, absoluteUrl),
  );

  app.get(
    '/buyer/members/asks/relation/:ask_id/:goods_id',
    { schema: { params: AskRelationParams, querystring: AskRelationQuery, response: { 200: array(MemberAsk) } } },
    async (request) => asks.related(request.params.ask_id, request.params.goods_id, request.lang, request.query.num, absoluteUrl),
  );

  app.get(
    '/buyer/members/asks/reply/list/:ask_id',
    { schema: { params: AskParams, querystring: PageQuery, response: { 200: javashopPage(AskReply) } } },
    async (request) => asks.replies(request.params.ask_id, request.lang, pageOf(request.query)),
  );

  app.post('/buyer/members/asks/reply', { preValidation, schema: { body: AskReplyForm, response: { 200: AskReply } } }, async (request) => {
    const { ask_id: askId, reply_content: content, anonymous } = request.body;
    return asks.reply(request.memberId, { askId, content, anonymous });
  });

  // --- the member centre's questions and answers (issue 12 §2) -------------------------------

  /** Questions about goods I bought: reply_status 0 those I may still answer, 1 those I answered. */
  app.get(
    '/buyer/members/asks/reply/list/member',
    { preValidation, schema: { querystring: MemberRepliesQuery, response: { 200: javashopPage(AnswerableAsk) } } },
    async (request) => {
      const { reply_status: status, ...paging } = request.query;
      return asks.answerable(request.memberId, request.lang, status, pageOf(paging), absoluteUrl);
    },
  );

  app.get(
    '/buyer/members/asks/message',
    { preValidation, schema: { querystring: AskMessageQuery, response: { 200: javashopPage(AskMessage) } } },
    async (request) => {
      const { page_no: pageNo, page_size: pageSize, is_read: read } = request.query;
      return askMessages.page(request.memberId, request.lang, { pageNo, pageSize }, read, absoluteUrl);
    },
  );

  /** Every message of mine read at once. */
  app.put('/buyer/members/asks/message/read', { preValidation, schema: { response: { 200: NO_BODY } } }, async (request, reply) => {
    await askMessages.markAllRead(request.memberId);
    return reply.status(200).send();
  });

  app.put(
    '/buyer/members/asks/message/:ids/read',
    { preValidation, schema: { params: AskMessageIdsParams, response: { 200: NO_BODY } } },
    async (request, reply) => {
      await askMessages.markRead(request.memberId, request.params.ids);
      return reply.status(200).send();
    },
  );

  app.delete(
    '/buyer/members/asks/message/:ids',
    { preValidation, schema: { params: AskMessageIdsParams, response: { 200: NO_BODY } } },
    async (request, reply) => {
      await askMessages.remove(request.memberId, request.params.ids);
      return reply.status(200).send();
    },
  );
};
