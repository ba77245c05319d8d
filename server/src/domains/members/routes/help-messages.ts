import type { FastifyPluginAsync } from 'fastify';
import { PAGE_NO_MAX, PAGE_SIZE_MAX } from '../../../../../src/core/contract/rules';
import { notFoundError, validationError } from '../../../http/errors';
import { asSource, ID_RANGE, intWithDefault, oneOf, optionalInt, optionalString, requiredString } from '../../../http/params';
import { mallOk } from '../../../http/render';
import { FEEDBACK_RULES, FEEDBACK_TYPES } from '../../../services/help/feedback-service';
import { requireMember } from '../../guards';

const IDS_MAX = 100;
/** Spec §9: the notice list shows 5 a page. */
const NOTICE_PAGE_SIZE = 5;

/** `1,2,3` of a path: positive ids, at most IDS_MAX, duplicates dropped; anything else is a 400. */
function idList(text: string): number[] {
  const parts = text.split(',');
  const ids = parts.map((part) => (/^\d{1,15}$/.test(part.trim()) ? Number(part.trim()) : Number.NaN));
  if (parts.length > IDS_MAX || ids.some((id) => !Number.isSafeInteger(id) || id < ID_RANGE.min)) {
    throw validationError('tradeIdList', { field: 'ids', max: IDS_MAX });
  }
  return [...new Set(ids)];
}

/**
 * Help and messages of the member centre: the FAQ (mall family, public), the member's site
 * notices (Javashop `member-nocice-logs`) and feedback (`POST /mallpcapi/feedback/submit`).
 */
export const helpMessageRoutes: FastifyPluginAsync = async (app) => {
  const preHandler = requireMember(app);
  const { faq, notices, feedback } = app.services.members;

  // --- FAQ ---------------------------------------------------------------------------------

  /** Every question with its answer, and the categories, in the request's language. */
  app.get('/mallpcapi/systemQuestionAnswer/getAllQuestion', async (request) => mallOk(request.lang, await faq.all(request.lang)));

  /** `id`: that one question (`{ list: [entry] }`, 404 if unknown); else `keyword` searched in questions and answers. */
  app.get('/mallpcapi/systemQuestionAnswer/getQuestionOrAnswer', async (request) => {
    const query = asSource(request.query);
    const id = optionalInt(query, 'id', ID_RANGE);
    if (id !== undefined) {
      const entry = await faq.one(request.lang, id);
      if (!entry) throw notFoundError();
      return mallOk(request.lang, { list: [entry] });
    }
    const keyword = requiredString(query, 'keyword', 100);
    return mallOk(request.lang, { list: await faq.search(request.lang, keyword) });
  });

  // --- notice logs -------------------------------------------------------------------------

  app.get('/buyer/members/member-nocice-logs', { preHandler }, async (request) => {
    const query = asSource(request.query);
    const page = {
      pageNo: intWithDefault(query, 'page_no', { min: 1, max: PAGE_NO_MAX }, 1),
      pageSize: intWithDefault(query, 'page_size', { min: 1, max: PAGE_SIZE_MAX }, NOTICE_PAGE_SIZE),
    };
    const read = oneOf(query, 'read', ['0', '1'] as const);
    return notices.page(request.memberId, page, read === undefined ? undefined : read === '1' ? 1 : 0);
  });

  app.get('/buyer/members/member-nocice-logs/number', { preHandler }, async (request) => notices.counts(request.memberId));

  app.put<{ Params: { ids: string } }>('/buyer/members/member-nocice-logs/:ids/read', { preHandler }, async (request, reply) => {
    await notices.markRead(request.memberId, idList(request.params.ids));
    return reply.status(200).send();
  });

  app.delete<{ Params: { ids: string } }>('/buyer/members/member-nocice-logs/:ids', { preHandler }, async (request, reply) => {
    await notices.remove(request.memberId, idList(request.params.ids));
    return reply.status(200).send();
  });

  // --- feedback ----------------------------------------------------------------------------

  /** Form `type` (SUGGESTION|PROBLEM|COMPLAINT|OTHER), `content` (1-500), `contact` (optional, ≤ 100); 5 an hour per member. */
  app.post('/mallpcapi/feedback/submit', { preHandler }, async (request) => {
    const body = asSource(request.body);
    const type = oneOf(body, 'type', FEEDBACK_TYPES);
    if (type === undefined) throw validationError('fieldRequired', { field: 'type' });
    const content = requiredString(body, 'content', FEEDBACK_RULES.contentMax);
    const contact = optionalString(body, 'contact', FEEDBACK_RULES.contactMax) ?? '';
    return mallOk(request.lang, await feedback.submit(request.memberId, { type, content, contact }));
  });
};
