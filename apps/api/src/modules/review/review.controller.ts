import type { EndpointResponseInput, Endpoints } from '@gymfuel/contracts';
import type { ReviewService } from './review.service.js';

export function createReviewController(reviews: ReviewService) {
  return {
    async getReviews(): Promise<EndpointResponseInput<Endpoints['getReviews']>> {
      return { success: true, data: await reviews.listReviews() };
    },
  };
}
