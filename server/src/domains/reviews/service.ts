import type { Db } from '../../db/types';
import { createReviewBook } from '../../services/reviews/review-book';

/** Reviews of goods bought (issue 12 §1): write one per sku of a received order, its follow-up, list mine and what is left. */
export function createReviewsService({ db, clock }: { db: Db; clock: () => number }) {
  return createReviewBook(db, () => Math.floor(clock() / 1000));
}

export type ReviewsService = ReturnType<typeof createReviewsService>;
