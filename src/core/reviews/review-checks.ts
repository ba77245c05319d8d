// The review form's checks before it is sent: the server's rules (rules-reviews.ts), so the
// buyer hears of a missing rating or a too-long text at once, in the form's words.
import { REVIEW_CONTENT_MAX, REVIEW_PHOTO_MAX_BYTES, REVIEW_PHOTOS_MAX } from '../contract/rules-reviews';

export { REVIEW_CONTENT_MAX, REVIEW_FOLLOW_UP_DAYS, REVIEW_PHOTOS_MAX } from '../contract/rules-reviews';

/** Which field is wrong and the key of what to say (`rev.check.<key>`), with its number. */
export interface ReviewProblem {
  field: 'rating' | 'content' | 'images';
  key: 'rating' | 'content' | 'tooLong' | 'tooMany';
  max?: number;
}

/** A review (rating 0 = not chosen) or, without a rating, a follow-up: every field's problem, in the form's order. */
export function reviewProblems(input: { rating?: number; content: string; photos: number }): ReviewProblem[] {
  const problems: ReviewProblem[] = [];
  if (input.rating !== undefined && !(input.rating >= 1 && input.rating <= 5)) problems.push({ field: 'rating', key: 'rating' });
  const length = [...input.content.trim()].length;
  if (length === 0) problems.push({ field: 'content', key: 'content' });
  else if (length > REVIEW_CONTENT_MAX) problems.push({ field: 'content', key: 'tooLong', max: REVIEW_CONTENT_MAX });
  if (input.photos > REVIEW_PHOTOS_MAX) problems.push({ field: 'images', key: 'tooMany', max: REVIEW_PHOTOS_MAX });
  return problems;
}

/** The first problem of a review, or undefined. */
export const checkReview = (input: { rating?: number; content: string; photos: number }): ReviewProblem | undefined =>
  reviewProblems(input)[0];

/** Why a chosen file cannot be a review photo (`rev.photo.<key>`), or undefined. The server checks its bytes too. */
export function photoProblem(file: { type: string; size: number }): 'type' | 'size' | undefined {
  if (file.type !== 'image/jpeg' && file.type !== 'image/png') return 'type';
  return file.size > REVIEW_PHOTO_MAX_BYTES ? 'size' : undefined;
}
