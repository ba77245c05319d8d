// Reviews of goods bought (issue 12 §1): what is left to review, my reviews, writing one and its
// follow-up, and a photo's upload with its progress. Imported only by the member centre's review
// pages, so it stays out of the shared runtime chunk.
import type { MallReply } from '../contract/envelope';
import type { FollowUpForm, ReviewForm } from '../contract/requests-reviews';
import { REVIEW_UPLOAD_PATH } from '../contract/rules-reviews';
import { javashopPage, mallPage } from '../contract/shared-structs';
import { MemberComment, PendingReview, ReviewSaved } from '../contract/types-reviews';
import { ApiError } from '../errors';
import { buildUrl } from '../http';
import { t } from '../locale';
import { accessToken, deviceUuid } from '../session';
import { call } from './check';

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

const UPLOAD = '/mallpcapi/upload/file';

/**
 * A review photo's upload (`path=member/comment`), by XMLHttpRequest for its progress; no
 * timeout (spec §9). Resolves with the stored path the review sends in `images`.
 */
export function uploadReviewPhoto(file: File, onProgress: (fraction: number) => void): Promise<string> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', buildUrl({ path: UPLOAD }));
    xhr.setRequestHeader('uuid', deviceUuid());
    const token = accessToken();
    if (token) xhr.setRequestHeader('Authorization', token);
    xhr.upload.onprogress = (e) => e.lengthComputable && onProgress(e.loaded / e.total);
    xhr.onerror = () => reject(new ApiError(t('error.network'), 0, 'NETWORK', UPLOAD));
    xhr.onload = () => {
      let reply: Partial<MallReply<unknown>> = {};
      try {
        reply = JSON.parse(xhr.responseText) as typeof reply;
      } catch {
        // not JSON: reported below
      }
      if (reply.success === true && typeof reply.result === 'string') resolve(reply.result);
      else reject(new ApiError(reply.message || t('error.submit'), xhr.status, String(reply.code ?? xhr.status), UPLOAD));
    };
    const body = new FormData();
    body.append('path', REVIEW_UPLOAD_PATH); // before the file: the server reads it first
    body.append('file', file);
    xhr.send(body);
  });
}
