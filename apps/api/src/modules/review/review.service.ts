import type { Review } from '@gymfuel/contracts';
import { toReviewContract, type ReviewModel } from './review.model.js';

export function createReviewService({ Review }: { Review: ReviewModel }) {
  return {
    /**
     * Newest first, so a fresh review shows at the top of the Reviews page. By createdAt:
     * ids made by the server (upserts) and by the driver do not sort by age within a second.
     */
    async listReviews(): Promise<Review[]> {
      const records = await Review.find().sort({ createdAt: -1, _id: -1 }).lean();
      return records.map(toReviewContract);
    },
  };
}

export type ReviewService = ReturnType<typeof createReviewService>;
