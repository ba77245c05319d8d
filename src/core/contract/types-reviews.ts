// Reply shapes of reviews (issue 12 §1): what is left to review, and the member's own reviews.
import { array, boolean, nullable, number, string, type, type Infer } from 'superstruct';
import { CommentGrade, ReviewFollowUp } from './types-goods';

/** `GET /buyer/members/comments/pending` item: a sku of a received order without a review. */
export const PendingReview = type({
  order_sn: string(),
  sku_id: number(),
  goods_id: number(),
  goods_name: string(),
  goods_image: string(),
  spec_text: string(),
  order_time: number(),
});
export type PendingReview = Infer<typeof PendingReview>;

/** `POST /mallpcapi/productComments/memberAllComments` item: one of my reviews. */
export const MemberComment = type({
  comment_id: number(),
  order_sn: string(),
  sku_id: number(),
  goods_id: number(),
  goods_name: string(),
  goods_image: string(),
  spec_text: string(),
  rating: number(),
  grade: CommentGrade,
  content: string(),
  images: array(string()),
  anonymous: boolean(),
  reply: nullable(string()),
  create_time: number(),
  additional: nullable(ReviewFollowUp),
  /** whether the follow-up may still be written, and until when (seconds) */
  can_follow_up: boolean(),
  follow_up_deadline: number(),
});
export type MemberComment = Infer<typeof MemberComment>;

/** What a submitted review or follow-up answers: the review and its order's new state. */
export const ReviewSaved = type({ comment_id: number(), order_sn: string(), comment_status: string() });
export type ReviewSaved = Infer<typeof ReviewSaved>;
