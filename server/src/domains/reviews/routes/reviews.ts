import type { FastifyPluginAsync } from 'fastify';
import { mallReply } from '../../../../../src/core/contract/envelope';
import { FollowUpForm, MemberCommentsForm, PendingReviewQuery, ReviewForm } from '../../../../../src/core/contract/requests-reviews';
import { javashopPage, mallPage } from '../../../../../src/core/contract/shared-structs';
import { MemberComment, PendingReview, ReviewSaved } from '../../../../../src/core/contract/types-reviews';
import { mallOk } from '../../../http/render';
import type { StructTypes } from '../../../http/type-provider';
import { requireMember } from '../../guards';

/**
 * A member's reviews (issue 12 §1). The goods' public list stays the catalogue's
 * (`GET /buyer/members/comments/goods/{id}`); these are the member's own.
 */
export const reviewRoutes: FastifyPluginAsync = async (plugin) => {
  const app = plugin.withTypeProvider<StructTypes>();
  // before the schemas read the request: a caller without a session is told so, whatever it sent
  const preValidation = requireMember(app);
  const { reviews, absoluteUrl } = app.services;

  /** Form: `order_sn`, `sku_id`, `rating` 1–5, `content` 1–500, `images` (repeated, ≤ 3 uploaded photos), `anonymous` 0|1. */
  app.post('/buyer/members/comments', { preValidation, schema: { body: ReviewForm, response: { 200: ReviewSaved } } }, async (request) =>
    reviews.review(request.memberId, request.body),
  );

  /** Form: `comment_id`, `content` 1–500, `images` (≤ 3): the one follow-up, within the window. */
  app.post(
    '/buyer/members/comments/additional',
    { preValidation, schema: { body: FollowUpForm, response: { 200: ReviewSaved } } },
    async (request) => reviews.followUp(request.memberId, request.body),
  );

  /** Skus of received orders still to review (of one order with `order_sn`). */
  app.get(
    '/buyer/members/comments/pending',
    { preValidation, schema: { querystring: PendingReviewQuery, response: { 200: javashopPage(PendingReview) } } },
    async (request) => {
      const { order_sn: sn, page_no: pageNo, page_size: pageSize } = request.query;
      return reviews.pending(request.memberId, { sn, pageNo, pageSize, locale: request.lang }, absoluteUrl);
    },
  );

  /** The spec's call: my reviews, newest first, with their follow-ups (one with `commentId`). */
  app.post(
    '/mallpcapi/productComments/memberAllComments',
    { preValidation, schema: { body: MemberCommentsForm, response: { 200: mallReply(mallPage(MemberComment)) } } },
    async (request) => {
      const { commentId, pageNo = 1, pageSize = 10 } = request.body ?? {};
      return mallOk(request.lang, await reviews.mine(request.memberId, { commentId, pageNo, pageSize, locale: request.lang }, absoluteUrl));
    },
  );
};
