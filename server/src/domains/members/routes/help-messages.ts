import type { FastifyPluginAsync } from 'fastify';
import { mallReply } from '../../../../../src/core/contract/envelope';
import { FeedbackForm } from '../../../../../src/core/contract/requests-feedback';
import { FaqQuery, NoticeIdsParams, NoticeQuery } from '../../../../../src/core/contract/requests-members';
import { FaqAll, FaqList, FeedbackSaved, NoticeCounts, NoticePage } from '../../../../../src/core/contract/types-help';
import { notFoundError, validationError } from '../../../http/errors';
import { mallOk } from '../../../http/render';
import { NO_BODY } from '../../../http/reply-kinds';
import type { StructTypes } from '../../../http/type-provider';
import { requireMember } from '../../guards';

/**
 * Help and messages of the member centre: the FAQ (mall family, public), the member's site
 * notices (Javashop `member-nocice-logs`) and feedback (`POST /mallpcapi/feedback/submit`).
 */
export const helpMessageRoutes: FastifyPluginAsync = async (plugin) => {
  const app = plugin.withTypeProvider<StructTypes>();
  // before the schemas read the request: a caller without a session is told so, whatever it sent
  const preValidation = requireMember(app);
  const { faq, notices, feedback } = app.services.members;

  // --- FAQ ---------------------------------------------------------------------------------

  /** Every question with its answer, and the categories, in the request's language. */
  app.get('/mallpcapi/systemQuestionAnswer/getAllQuestion', { schema: { response: { 200: mallReply(FaqAll) } } }, async (request) =>
    mallOk(request.lang, await faq.all(request.lang)),
  );

  /** `id`: that one question (`{ list: [entry] }`, 404 if unknown); else `keyword` searched in questions and answers. */
  app.get(
    '/mallpcapi/systemQuestionAnswer/getQuestionOrAnswer',
    { schema: { querystring: FaqQuery, response: { 200: mallReply(FaqList) } } },
    async (request) => {
      const { id, keyword } = request.query;
      if (id !== undefined) {
        const entry = await faq.one(request.lang, id);
        if (!entry) throw notFoundError();
        return mallOk(request.lang, { list: [entry] });
      }
      if (keyword === undefined) throw validationError('fieldRequired', { field: 'keyword' });
      return mallOk(request.lang, { list: await faq.search(request.lang, keyword) });
    },
  );

  // --- notice logs -------------------------------------------------------------------------

  app.get(
    '/buyer/members/member-nocice-logs',
    { preValidation, schema: { querystring: NoticeQuery, response: { 200: NoticePage } } },
    async (request) => {
      const { page_no: pageNo, page_size: pageSize, read } = request.query;
      return notices.page(request.memberId, { pageNo, pageSize }, read, request.lang);
    },
  );

  app.get('/buyer/members/member-nocice-logs/number', { preValidation, schema: { response: { 200: NoticeCounts } } }, async (request) =>
    notices.counts(request.memberId),
  );

  app.put(
    '/buyer/members/member-nocice-logs/:ids/read',
    { preValidation, schema: { params: NoticeIdsParams, response: { 200: NO_BODY } } },
    async (request, reply) => {
      await notices.markRead(request.memberId, request.params.ids);
      return reply.status(200).send();
    },
  );

  app.delete(
    '/buyer/members/member-nocice-logs/:ids',
    { preValidation, schema: { params: NoticeIdsParams, response: { 200: NO_BODY } } },
    async (request, reply) => {
      await notices.remove(request.memberId, request.params.ids);
      return reply.status(200).send();
    },
  );

  // --- feedback ----------------------------------------------------------------------------

  /** Form `type` (SUGGESTION|PROBLEM|COMPLAINT|OTHER), `content` (1-500), `contact` (optional, ≤ 100); 5 an hour per member. */
  app.post(
    '/mallpcapi/feedback/submit',
    { preValidation, schema: { body: FeedbackForm, response: { 200: mallReply(FeedbackSaved) } } },
    async (request) => {
      const { type, content, contact } = request.body;
      return mallOk(request.lang, await feedback.submit(request.memberId, { type, content, contact: contact ?? '' }));
    },
  );
};
