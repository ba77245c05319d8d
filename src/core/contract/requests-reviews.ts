// Request shapes of reviews (issue 12 §1), as the client builds them and the server's route schemas
// read them (request-fields.ts). Forms: one review per sku of an order, photos as repeated `images`.
import { coerce, define, optional, type, unknown, type Infer, type Struct } from 'superstruct';
import { id, int, javashopPaging, mallPaging, refusal, text, withDefault, yesNo } from './request-fields';
import { REVIEW_CONTENT_MAX, REVIEW_PHOTO_PATH, REVIEW_PHOTOS_MAX } from './rules-reviews';

/** Up to `max` photo paths the upload call gave (repeated field, none is an empty list). */
export function photoList(max: number): Struct<string[], null> {
  const isPhoto = (value: unknown) => typeof value === 'string' && REVIEW_PHOTO_PATH.test(value);
  const is = (value: unknown): value is string[] => Array.isArray(value) && value.length <= max && value.every(isPhoto);
  const checked = define<string[]>('review photos', (value) => {
    if (is(value)) return true;
    if (Array.isArray(value) && value.length > max) return refusal('reviewPhotosTooMany', { max });
    return refusal('reviewPhotoInvalid');
  });
  return coerce(checked, unknown(), (raw) => {
    if (raw === undefined || raw === null || raw === '') return [];
    const list = Array.isArray(raw) ? raw : [raw];
    return list.map((value) => (typeof value === 'string' ? value.trim() : value)).filter((value) => value !== '');
  });
}

/** `POST /buyer/members/comments`: one sku of a received order, rated 1–5, with text and up to 3 photos. */
export const ReviewForm = type({
  order_sn: text(40),
  sku_id: id(),
  rating: int(1, 5),
  content: text(REVIEW_CONTENT_MAX),
  images: photoList(REVIEW_PHOTOS_MAX),
  anonymous: withDefault(yesNo(), false),
});
export type ReviewForm = Infer<typeof ReviewForm>;

/** `POST /buyer/members/comments/additional`: the one follow-up of a review. */
export const FollowUpForm = type({
  comment_id: id(),
  content: text(REVIEW_CONTENT_MAX),
  images: photoList(REVIEW_PHOTOS_MAX),
});
export type FollowUpForm = Infer<typeof FollowUpForm>;

/** `GET /buyer/members/comments/pending`: what is left to review, of one order or of all. */
export const PendingReviewQuery = type({ order_sn: optional(text(40)), ...javashopPaging() });
export type PendingReviewQuery = Infer<typeof PendingReviewQuery>;

/** `POST /mallpcapi/productComments/memberAllComments`: my reviews, or one (`commentId`). */
export const MemberCommentsForm = type({ commentId: optional(id()), ...mallPaging() });
export type MemberCommentsForm = Infer<typeof MemberCommentsForm>;
