import type { Locale } from '../../../../src/core/contract/locales';
import type { FollowUpForm, ReviewForm } from '../../../../src/core/contract/requests-reviews';
import { gradeOfRating, REVIEW_FOLLOW_UP_DAYS } from '../../../../src/core/contract/rules-reviews';
import type { JavashopPage, MallPage } from '../../../../src/core/contract/shared-structs';
import type { MemberComment, PendingReview, ReviewSaved } from '../../../../src/core/contract/types-reviews';
import type { Db } from '../../db/types';
import { conflictError, notFoundError, ruleError, validationError } from '../../http/errors';
import {
  addFollowUp,
  findOrderItem,
  insertReview,
  lockMemberOrder,
  lockMemberReview,
  ownUploads,
  pageMemberReviews,
  pagePendingReviews,
  settleCommentStatus,
  type ReviewRow,
} from '../../repos/reviews/reviews';

type Asset = (path: string) => string;

/** Orders a buyer may review: received (list code 4) or completed (6). */
const REVIEWABLE = new Set(['ROG', 'COMPLETE']);
const FOLLOW_UP_SECONDS = REVIEW_FOLLOW_UP_DAYS * 24 * 60 * 60;

/**
 * Reviews of goods bought (issue 12 §1): once per sku of a received order, then one follow-up
 * within REVIEW_FOLLOW_UP_DAYS. Each write locks its order row, so the order's comment_status is
 * set from every review of it, and the unique index keeps duplicates out even across nodes.
 * The product page reads goods_comment live (no cache holds comments or their counts), so a
 * review shows there as soon as it commits.
 */
export function createReviewBook(db: Db, nowS: () => number) {
  /** Photos must be this member's own uploads: a review cannot show someone else's file. */
  async function checkPhotos(q: Parameters<Parameters<Db['tx']>[0]>[0], memberId: number, images: readonly string[]) {
    const own = new Set(await ownUploads(q, memberId, images));
    if (images.some((path) => !own.has(path)) || new Set(images).size !== images.length) {
      throw validationError('reviewPhotoInvalid', { field: 'images' });
    }
  }

  function memberComment(row: ReviewRow, asset: Asset): MemberComment {
    const deadline = row.created_at + FOLLOW_UP_SECONDS;
    return {
      comment_id: row.id,
      order_sn: row.order_sn,
      sku_id: row.sku_id,
      goods_id: row.goods_id,
      goods_name: row.goods_name,
      goods_image: row.goods_image ? asset(row.goods_image) : '',
      spec_text: row.spec_text,
      rating: row.rating,
      grade: row.grade,
      content: row.content,
      images: row.images.map(asset),
      anonymous: row.anonymous,
      reply: row.reply,
      create_time: row.created_at,
      additional:
        row.additional_at === null
          ? null
          : { content: row.additional_content ?? '', images: row.additional_images.map(asset), create_time: row.additional_at },
      can_follow_up: row.additional_at === null && nowS() <= deadline,
      follow_up_deadline: deadline,
    };
  }

  return {
    async review(memberId: number, form: ReviewForm): Promise<ReviewSaved> {
      const sn = form.order_sn;
      return db.tx(async (q) => {
        const order = await lockMemberOrder(q, memberId, sn);
        if (!order) throw notFoundError();
        if (!REVIEWABLE.has(order.order_status)) throw ruleError('reviewOrderNotReceived', { order_sn: sn });
        const item = await findOrderItem(q, sn, form.sku_id);
        if (!item) throw validationError('reviewSkuNotInOrder', { field: 'sku_id', order_sn: sn });
        await checkPhotos(q, memberId, form.images);
        const id = await insertReview(q, {
          memberId,
          orderSn: sn,
          skuId: form.sku_id,
          goodsId: item.goods_id,
          rating: form.rating,
          grade: gradeOfRating(form.rating),
          content: form.content,
          images: form.images,
          anonymous: form.anonymous,
          at: nowS(),
        });
        if (id === undefined) throw conflictError('reviewAlreadyWritten', { order_sn: sn });
        return { comment_id: id, order_sn: sn, comment_status: await settleCommentStatus(q, sn) };
      });
    },

    async followUp(memberId: number, form: FollowUpForm): Promise<ReviewSaved> {
      return db.tx(async (q) => {
        const review = await lockMemberReview(q, memberId, form.comment_id);
        if (!review) throw notFoundError();
        if (review.additional_at !== null) throw conflictError('reviewFollowUpWritten');
        const at = nowS();
        if (at > review.created_at + FOLLOW_UP_SECONDS) throw ruleError('reviewFollowUpClosed', { days: REVIEW_FOLLOW_UP_DAYS });
        await checkPhotos(q, memberId, form.images);
        if (!(await addFollowUp(q, form.comment_id, { content: form.content, images: form.images, at }))) {
          throw conflictError('reviewFollowUpWritten');
        }
        return { comment_id: form.comment_id, order_sn: review.order_sn, comment_status: await settleCommentStatus(q, review.order_sn) };
      });
    },

    async pending(
      memberId: number,
      query: { sn?: string; pageNo: number; pageSize: number; locale: Locale },
      asset: Asset,
    ): Promise<JavashopPage<PendingReview>> {
      const { rows, total } = await pagePendingReviews(db, memberId, {
        sn: query.sn,
        limit: query.pageSize,
        offset: (query.pageNo - 1) * query.pageSize,
        locale: query.locale,
      });
      return {
        data: rows.map((row) => ({
          order_sn: row.order_sn,
          sku_id: row.sku_id,
          goods_id: row.goods_id,
          goods_name: row.name,
          goods_image: row.image ? asset(row.image) : '',
          spec_text: row.spec_text,
          order_time: row.created_at,
        })),
        page_no: query.pageNo,
        page_size: query.pageSize,
        data_total: total,
      };
    },

    async mine(
      memberId: number,
      query: { commentId?: number; pageNo: number; pageSize: number; locale: Locale },
      asset: Asset,
    ): Promise<MallPage<MemberComment>> {
      const { rows, total } = await pageMemberReviews(db, memberId, {
        commentId: query.commentId,
        limit: query.pageSize,
        offset: (query.pageNo - 1) * query.pageSize,
        locale: query.locale,
      });
      return { list: rows.map((row) => memberComment(row, asset)), pageNo: query.pageNo, pageSize: query.pageSize, total };
    },
  };
}

export type ReviewBook = ReturnType<typeof createReviewBook>;
