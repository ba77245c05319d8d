import type { FastifyPluginAsync } from 'fastify';
import { asSource, ID_RANGE, intWithDefault, requiredInt } from '../../../http/params';
import { fieldsOf, paging, pathId } from '../../../http/request-fields';
import { requireMember } from '../../guards';
import { anonymousOf, askText } from '../fields';

const RELATED_MAX = 20;

/**
 * Questions and answers (spec §7 "Asks: GET and POST /buyer/members/asks, detail, relation, reply
 * list, reply POST"). Reading is public (the ask-detail page); asking and answering need a member.
 */
export const askRoutes: FastifyPluginAsync = async (app) => {
  const preHandler = requireMember(app);
  const { catalogue, absoluteUrl } = app.services;
  const { asks } = catalogue;

  app.get('/buyer/members/asks', { preHandler }, async (request) =>
    asks.mine(request.memberId, request.lang, paging(asSource(request.query)), absoluteUrl),
  );

  app.post('/buyer/members/asks', { preHandler }, async (request) => {
    const body = fieldsOf(request);
    const input = { goodsId: requiredInt(body, 'goods_id', ID_RANGE), content: askText(body, 'ask_content'), anonymous: anonymousOf(body) };
    return asks.ask(request.memberId, input, request.lang, absoluteUrl);
  });

  app.get('/buyer/members/asks/detail/:ask_id', async (request) =>
    asks.detail(pathId(request.params, 'ask_id'), request.lang, absoluteUrl),
  );

  app.get('/buyer/members/asks/relation/:ask_id/:goods_id', async (request) => {
    const num = intWithDefault(asSource(request.query), 'num', { min: 1, max: RELATED_MAX }, 5);
    return asks.related(pathId(request.params, 'ask_id'), pathId(request.params, 'goods_id'), request.lang, num, absoluteUrl);
  });

  app.get('/buyer/members/asks/reply/list/:ask_id', async (request) =>
    asks.replies(pathId(request.params, 'ask_id'), request.lang, paging(asSource(request.query))),
  );

  app.post('/buyer/members/asks/reply', { preHandler }, async (request) => {
    const body = fieldsOf(request);
    const input = { askId: requiredInt(body, 'ask_id', ID_RANGE), content: askText(body, 'reply_content'), anonymous: anonymousOf(body) };
    return asks.reply(request.memberId, input, request.lang);
  });
};
