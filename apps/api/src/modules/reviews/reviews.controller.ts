import type { reviewsEndpoints } from '@gymfuel/contracts';
import type { Handlers } from '../../http/endpoint.js';
import { callerOf } from '../../http/session-auth.js';
import { REVIEW_MESSAGES, type ReviewService } from './reviews.service.js';

export function createReviewController(reviews: ReviewService): Handlers<typeof reviewsEndpoints> {
  return {
    async getReviews() {
      return { success: true, data: await reviews.listReviews() };
    },

    /** userName and userPhoto in the body are ignored: the account's own are shown. */
    async addReview({ body }, req) {
      await reviews.addReview(callerOf(req, body.userId).userId, body);
      return { success: true, message: REVIEW_MESSAGES.added };
    },
  };
}
