import type { adminReviewsEndpoints } from '@gymfuel/contracts';
import type { Handlers } from '../../http/endpoint.js';
import { sessionOf } from '../../http/session-auth.js';
import type { ReviewService } from './reviews.service.js';

export function createAdminReviewsController(
  reviews: ReviewService,
): Handlers<typeof adminReviewsEndpoints> {
  return {
    async listAdminReviews() {
      return { success: true, data: await reviews.listForStaff() };
    },

    async hideReview({ params, body }, req) {
      return {
        success: true,
        data: await reviews.hide(sessionOf(req), params.reviewId, body.reason),
      };
    },

    async showReview({ params }, req) {
      return { success: true, data: await reviews.show(sessionOf(req), params.reviewId) };
    },
  };
}
