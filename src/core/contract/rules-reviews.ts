// The rules of a buyer's review of goods bought (issue 12 §1), held by the server and shown by the
// member centre's forms from these same constants.

/** A review's and a follow-up's text, in characters (code points). */
export const REVIEW_CONTENT_MAX = 500;
/** Photos on a review and, separately, on its follow-up (spec §5 "Comment: up to 3 photos"). */
export const REVIEW_PHOTOS_MAX = 3;
/**
 * The follow-up ("increase-ticket") may be written once, within this many days of the review:
 * long enough to say how the goods held up after a season of use, as large marketplaces allow
 * (Taobao's additional review: 180 days), short enough that it still speaks of the same goods.
 */
export const REVIEW_FOLLOW_UP_DAYS = 180;
/** The `path` field of `POST /mallpcapi/upload/file` that stores a review photo. */
export const REVIEW_UPLOAD_PATH = 'member/comment';
/** A review photo as the upload call returns it: a served path in the comments folder. */
export const REVIEW_PHOTO_PATH = /^\/uploads\/comments\/\d{1,16}-[A-Za-z0-9_-]{16}\.(jpg|png)$/;
/** A review photo's size limit (as an avatar's). */
export const REVIEW_PHOTO_MAX_BYTES = 2 * 1024 * 1024;

/** The Javashop grade a 1–5 rating counts as in the goods' grade counts. */
export function gradeOfRating(rating: number): 'good' | 'neutral' | 'bad' {
  if (rating >= 4) return 'good';
  return rating === 3 ? 'neutral' : 'bad';
}
