import type { FollowUpForm, ReviewForm } from '../contract/requests-reviews';
import { REVIEW_UPLOAD_PATH } from '../contract/rules-reviews';
import { javashopPage, mallPage } from '../contract/shared-structs';
import { MemberComment, PendingReview, ReviewSaved } from '../contract/types-reviews';
import { call } from './check';
import { uploadFile } from './upload';

export type { FollowUpForm, ReviewForm } from '../contract/requests-reviews';
export type { MemberComment, PendingReview, ReviewSaved } from '../contract/types-reviews';

export const REVIEWS_PAGE_SIZE = 10;

/** Skus of received orders still to review, of one order when `orderSn` is given. */
export const fetchPendingReviews = (pageNo: number, orderSn?: string, signal?: AbortSignal) =>
  call(
    {
      path: '/buyer/members/comments/pending',
      query: { page_no: pageNo, page_size: REVIEWS_PAGE_SIZE, ...(orderSn ? { order_sn: orderSn } : {}) },
      auth: true,
      signal,
    },
    javashopPage(PendingReview),
  );

/** My reviews, newest first; one of them with `commentId`. */
export const fetchMyComments = (pageNo: number, commentId?: number, signal?: AbortSignal) =>
  call(
    {
      method: 'POST',
      path: '/mallpcapi/productComments/memberAllComments',
      form: { pageNo, pageSize: REVIEWS_PAGE_SIZE, ...(commentId ? { commentId } : {}) },
      auth: true,
      signal,
    },
    mallPage(MemberComment),
  );

export const submitReview = (form: ReviewForm) =>
  call({ method: 'POST', path: '/buyer/members/comments', form: { ...form, anonymous: form.anonymous ? 1 : 0 }, auth: true }, ReviewSaved);

export const submitFollowUp = (form: FollowUpForm) =>
  call({ method: 'POST', path: '/buyer/members/comments/additional', form: { ...form }, auth: true }, ReviewSaved);

/**
 * A review photo's upload (`path=member/comment`), by XMLHttpRequest for its progress; no
 * timeout (spec §9). Resolves with the stored path the review sends in `images`.
 */
export const uploadReviewPhoto = (file: File, onProgress: (fraction: number) => void): Promise<string> =>
  uploadFile(file, onProgress, REVIEW_UPLOAD_PATH);
